import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import { SECOND_FACTOR_MESSAGES } from "../../config/staff-policy.ts";
import { isStaffRole, type StaffRole } from "../../config/staff-roles.ts";
import { recordAudit } from "../audit/audit.ts";
import type { StaffDirectory } from "./staff-auth.ts";

/** A passkey as « Mon compte » lists it: never its key. */
export interface OwnPasskey {
  id: string;
  name: string;
  createdAt: Date | null;
}

/** The options of a ceremony, with the cookie that names its challenge (to set on the browser). */
export interface Ceremony<T> {
  options: T;
  headers: Headers;
}

type Options = Record<string, unknown>;

/** A refused ceremony, in French: the authenticator did not verify its user, or the key was not recognised. */
async function refusalOf(answer: Response): Promise<{ ok: false; message: string }> {
  const { code } = (await answer.json().catch(() => ({}))) as { code?: string };
  const unverified = code === "USER_NOT_VERIFIED";
  return {
    ok: false,
    message: unverified ? SECOND_FACTOR_MESSAGES.passkeyUnverified : SECOND_FACTOR_MESSAGES.passkeyFailed,
  };
}

async function ceremony(answer: Response): Promise<Ceremony<Options> | null> {
  return answer.ok ? { options: (await answer.json()) as Options, headers: answer.headers } : null;
}

/** A new passkey's options, for the signed-in member (whose existing passkeys are excluded). */
export async function registrationOptions(directory: StaffDirectory, headers: Headers) {
  return ceremony(await directory.auth.api.generatePasskeyRegistrationOptions({ headers, asResponse: true }));
}

/** The authenticator's answer checked (user verification required) and the passkey stored under `name`. */
export async function registerPasskey(
  directory: StaffDirectory,
  headers: Headers,
  member: { userId: string },
  response: RegistrationResponseJSON,
  name: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const answer = await directory.auth.api.verifyPasskeyRegistration({
    body: { response, name },
    headers,
    asResponse: true,
  });
  if (!answer.ok) return refusalOf(answer);
  await recordAudit(directory.db, { actorId: member.userId, action: "passkey-added" });
  return { ok: true };
}

/** The member's passkeys, newest first. */
export async function listOwnPasskeys(directory: StaffDirectory, userId: string): Promise<OwnPasskey[]> {
  const { adapter } = await directory.auth.$context;
  const rows = await adapter.findMany<{ id: string; name?: string | null; createdAt?: Date | string | null }>({
    model: "passkey",
    where: [{ field: "userId", value: userId }],
  });
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name || "Clé d'accès",
      createdAt: row.createdAt ? new Date(row.createdAt) : null,
    }))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

/** « Supprimer » one of the member's own passkeys; false when it is not theirs (or gone). */
export async function removeOwnPasskey(directory: StaffDirectory, userId: string, id: string): Promise<boolean> {
  const { adapter } = await directory.auth.$context;
  const where = [
    { field: "id", value: id },
    { field: "userId", value: userId },
  ];
  if (!(await adapter.findOne({ model: "passkey", where }))) return false;
  await adapter.delete({ model: "passkey", where });
  await recordAudit(directory.db, { actorId: userId, action: "passkey-removed" });
  return true;
}

/** A passkey sign-in's options (no session yet: any of the site's passkeys may answer). */
export async function signInOptions(directory: StaffDirectory, headers: Headers) {
  return ceremony(await directory.auth.api.generatePasskeyAuthenticationOptions({ headers, asResponse: true }));
}

export type PasskeySignInOutcome =
  | { ok: true; userId: string; role: StaffRole | null; headers: Headers }
  | { ok: false; message: string };

/**
 * A passkey sign-in: the authenticator's signature checked, its user verified (PIN, fingerprint,
 * face: the two factors in one), the session opened. A disabled account gets no session (the admin
 * plugin refuses it). Audited like the other sign-ins.
 */
export async function signInWithPasskey(
  directory: StaffDirectory,
  headers: Headers,
  response: AuthenticationResponseJSON,
): Promise<PasskeySignInOutcome> {
  const answer = await directory.auth.api.verifyPasskeyAuthentication({
    body: { response },
    headers,
    asResponse: true,
  });
  if (!answer.ok) {
    await recordAudit(directory.db, { actorId: null, action: "sign-in-failed", detail: "clé d'accès" });
    return refusalOf(answer);
  }
  const { user } = (await answer.json()) as { user: { id: string; role?: unknown } };
  await recordAudit(directory.db, { actorId: user.id, action: "sign-in", detail: "clé d'accès" });
  return { ok: true, userId: user.id, role: isStaffRole(user.role) ? user.role : null, headers: answer.headers };
}
