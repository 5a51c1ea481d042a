import { createHmac } from "node:crypto";
import { SIGN_IN_MESSAGES, STAFF_LOCKOUT, STAFF_SIGN_IN_LIMIT, staffEmail } from "../../config/staff-policy.ts";
import { isStaffRole, type StaffRole } from "../../config/staff-roles.ts";
import { type AuditAction, recordAudit } from "../audit/audit.ts";
import type { StaffDirectory } from "./staff-auth.ts";

/** The audit detail of a wrong password: the failures the lockout counts (not those refused while locked). */
const WRONG_PASSWORD = "mot de passe";

export type SignInOutcome =
  | {
      ok: true;
      userId: string;
      role: StaffRole | null;
      /** The answer's cookies: the second factor's challenge, or (no second factor yet) an enrolment session. */
      headers: Headers;
      next: "code" | "enrolment";
    }
  | { ok: false; message: string };

/** The limit key of a client address: keyed-hashed, so the store never holds the address itself. */
function addressKey(secret: string, clientAddress: string): string {
  return `staff-sign-in:${createHmac("sha256", secret).update(clientAddress).digest("base64url")}`;
}

async function latest(directory: StaffDirectory, actorId: string, action: AuditAction): Promise<number> {
  const [row] = await directory.db.all<{ at: number | null }>(
    "SELECT MAX(at) AS at FROM staff_audit WHERE actor_id = ? AND action = ?",
    [actorId, action],
  );
  return Number(row?.at ?? 0);
}

/**
 * A staff sign-in, for the sign-in page's server action (Better Auth's own limiter does not see
 * calls made on the server). In order: the client address's attempts (`perAddress`, STAFF_SIGN_IN_LIMIT
 * unless STAFF_SIGN_IN_MAX says otherwise), the
 * account's lock (STAFF_LOCKOUT), then the password through Better Auth. Every outcome goes to the
 * audit log under the member's id (none for an unknown address); the answer never says whether
 * the address or the password was wrong, nor that the account is locked.
 */
export async function signInStaff(
  directory: StaffDirectory,
  input: { email: string; password: string; clientAddress: string },
  now: number = Date.now(),
  perAddress: { max: number; windowMs: number } = STAFF_SIGN_IN_LIMIT,
): Promise<SignInOutcome> {
  const key = addressKey(directory.auth.options.secret ?? "", input.clientAddress);
  const [attempts] = await directory.db.all<{ n: number }>(
    "SELECT COUNT(*) AS n FROM limit_events WHERE key = ? AND at > ?",
    [key, now - perAddress.windowMs],
  );
  if (Number(attempts?.n ?? 0) >= perAddress.max) {
    await recordAudit(directory.db, { actorId: null, action: "sign-in-failed", detail: "limite par adresse" }, now);
    return { ok: false, message: SIGN_IN_MESSAGES.limited };
  }
  await directory.db.run("INSERT INTO limit_events (key, at) VALUES (?, ?)", [key, now]);

  const email = staffEmail(input.email);
  const context = await directory.auth.$context;
  const found = email ? await context.internalAdapter.findUserByEmail(email) : null;
  if (!email || !found) {
    await recordAudit(directory.db, { actorId: null, action: "sign-in-failed", detail: "compte inconnu" }, now);
    return { ok: false, message: SIGN_IN_MESSAGES.invalid };
  }
  const userId = found.user.id;
  if ((found.user as { banned?: unknown }).banned) {
    await recordAudit(directory.db, { actorId: userId, action: "sign-in-failed", detail: "compte désactivé" }, now);
    return { ok: false, message: SIGN_IN_MESSAGES.invalid };
  }
  const lockedAt = await latest(directory, userId, "lockout");
  if (now - lockedAt < STAFF_LOCKOUT.lockMs) {
    await recordAudit(directory.db, { actorId: userId, action: "sign-in-failed", detail: "compte verrouillé" }, now);
    return { ok: false, message: SIGN_IN_MESSAGES.invalid };
  }

  const answer = await directory.auth.api.signInEmail({
    body: { email, password: input.password },
    asResponse: true,
  });
  if (answer.ok) {
    // Not signed in yet: the second factor follows (Better Auth's challenge), or its enrolment.
    await recordAudit(directory.db, { actorId: userId, action: "password-accepted" }, now);
    const stored = (found.user as { role?: unknown }).role;
    const role = isStaffRole(stored) ? stored : null;
    const { twoFactorRedirect } = (await answer.json()) as { twoFactorRedirect?: boolean };
    return { ok: true, userId, role, headers: answer.headers, next: twoFactorRedirect ? "code" : "enrolment" };
  }

  await recordAudit(directory.db, { actorId: userId, action: "sign-in-failed", detail: WRONG_PASSWORD }, now);
  // Wrong passwords since the window opened, the last password accepted and the last lock, whichever is latest.
  const since = Math.max(now - STAFF_LOCKOUT.windowMs, await latest(directory, userId, "password-accepted"), lockedAt);
  const [failures] = await directory.db.all<{ n: number }>(
    "SELECT COUNT(*) AS n FROM staff_audit WHERE actor_id = ? AND action = 'sign-in-failed' AND detail = ? AND at > ?",
    [userId, WRONG_PASSWORD, since],
  );
  if (Number(failures?.n ?? 0) >= STAFF_LOCKOUT.failures)
    await recordAudit(directory.db, { actorId: userId, action: "lockout" }, now);
  return { ok: false, message: SIGN_IN_MESSAGES.invalid };
}
