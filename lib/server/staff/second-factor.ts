import { createOTP } from "@better-auth/utils/otp";
import { APIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import QRCode from "qrcode";
import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES, STAFF_COOKIE_PREFIX } from "../../config/staff-policy.ts";
import { isStaffRole, type StaffRole } from "../../config/staff-roles.ts";
import { recordAudit } from "../audit/audit.ts";
import { StaffError, type Who, whoIs } from "./accounts.ts";
import { STAFF_APP_NAME, type StaffDirectory } from "./staff-auth.ts";

/** What an authenticator app needs: the QR code (SVG drawn here), and the same secret as text. */
export interface PendingEnrolment {
  /** The secret in Base32, grouped by four for typing. */
  secretText: string;
  uri: string;
  qrSvg: string;
}

export type Refusal = { ok: false; message: string; restart?: boolean };

/** Better Auth's error codes of the second factor, as the screens say them. */
const REFUSALS: Record<string, Omit<Refusal, "ok">> = {
  INVALID_CODE: { message: SECOND_FACTOR_MESSAGES.invalid },
  INVALID_BACKUP_CODE: { message: SECOND_FACTOR_MESSAGES.invalidBackup },
  TOTP_CODE_ALREADY_USED: { message: SECOND_FACTOR_MESSAGES.replayed },
  ACCOUNT_TEMPORARILY_LOCKED: { message: SECOND_FACTOR_MESSAGES.locked },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { message: SECOND_FACTOR_MESSAGES.tooMany, restart: true },
  INVALID_TWO_FACTOR_COOKIE: { message: SECOND_FACTOR_MESSAGES.expired, restart: true },
  INVALID_PASSWORD: { message: SECOND_FACTOR_MESSAGES.wrongPassword },
};

async function refusalOf(answer: Response): Promise<Refusal & { code: string }> {
  const body = (await answer.json().catch(() => ({}))) as { code?: string };
  const code = body.code ?? "";
  return { ok: false, code, ...(REFUSALS[code] ?? { message: SECOND_FACTOR_MESSAGES.expired, restart: true }) };
}

/**
 * Better Auth's answer as a Response, whether the endpoint answered or a `before` hook (the replay
 * guard) refused by throwing, which `asResponse` does not turn into an answer.
 */
async function answered(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch (error) {
    // By its shape: the bundles may hold more than one copy of the class.
    const refused = error as Partial<APIError>;
    if (!(error instanceof APIError) && (typeof refused.statusCode !== "number" || refused.name !== "APIError"))
      throw error;
    return Response.json(refused.body ?? {}, { status: refused.statusCode ?? 400 });
  }
}

type TwoFactorRow = { id: string; userId: string; secret: string; verified?: boolean | null };

async function twoFactorRow(directory: StaffDirectory, userId: string): Promise<TwoFactorRow | null> {
  const { adapter } = await directory.auth.$context;
  return adapter.findOne<TwoFactorRow>({ model: "twoFactor", where: [{ field: "userId", value: userId }] });
}

/**
 * After the password, an account without its second factor gets a new secret and backup codes,
 * waiting for a first code (Better Auth's enableTwoFactor, which checks the password again).
 */
export async function prepareEnrolment(
  directory: StaffDirectory,
  headers: Headers,
  password: string,
): Promise<{ ok: true } | Refusal> {
  const answer = await directory.auth.api.enableTwoFactor({ body: { password }, headers, asResponse: true });
  return answer.ok ? { ok: true } : refusalOf(answer);
}

/** The secret waiting for its first code, as the enrolment screen shows it; null when there is none. */
export async function pendingEnrolment(
  directory: StaffDirectory,
  member: { userId: string; email: string },
): Promise<PendingEnrolment | null> {
  const row = await twoFactorRow(directory, member.userId);
  if (row?.verified !== false) return null;
  const context = await directory.auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const uri = createOTP(secret, { digits: SECOND_FACTOR.digits, period: SECOND_FACTOR.periodSeconds }).url(
    STAFF_APP_NAME,
    member.email,
  );
  const base32 = new URL(uri).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secretText: base32.replace(/(.{4})(?=.)/g, "$1 "), uri, qrSvg };
}

/** The session token a Set-Cookie of Better Auth's answer carries (its signed value is `token.signature`). */
function sessionTokenIn(headers: Headers): string | undefined {
  for (const cookie of headers.getSetCookie()) {
    const match = cookie.match(new RegExp(`^(?:__Secure-)?${STAFF_COOKIE_PREFIX}\\.session_token=([^;.]+)`));
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/**
 * The enrolment's first code: the second factor is set, the session renewed (the answer's cookie),
 * every other session of the account ended (one opened with the password alone, elsewhere, must
 * not inherit it), and the 10 backup codes returned to be shown once.
 */
export async function confirmEnrolment(
  directory: StaffDirectory,
  headers: Headers,
  member: { userId: string },
  code: string,
): Promise<{ ok: true; headers: Headers; backupCodes: string[] } | Refusal> {
  const answer = await answered(() => directory.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }));
  if (!answer.ok) {
    const refusal = await refusalOf(answer);
    await recordAudit(directory.db, { actorId: member.userId, action: "second-factor-failed", detail: "activation" });
    return refusal;
  }
  const kept = sessionTokenIn(answer.headers);
  const { internalAdapter } = await directory.auth.$context;
  for (const session of await internalAdapter.listSessions(member.userId))
    if (session.token !== kept) await internalAdapter.deleteSession(session.token);
  const { backupCodes } = await directory.auth.api.viewBackupCodes({ body: { userId: member.userId } });
  await recordAudit(directory.db, { actorId: member.userId, action: "second-factor-enrolled" });
  await recordAudit(directory.db, {
    actorId: member.userId,
    action: "sign-in",
    detail: "activation du second facteur",
  });
  return { ok: true, headers: answer.headers, backupCodes };
}

export type SecondFactorOutcome =
  | { ok: true; userId: string; role: StaffRole | null; headers: Headers }
  | (Refusal & { ok: false });

/**
 * The sign-in's second step, the password having passed: an authenticator code or a backup code,
 * checked by Better Auth against the challenge its cookie names (5 tries per challenge, 5 wrong
 * codes in a row lock the account's second factor), a replayed code refused; every outcome audited.
 */
export async function verifySignInCode(
  directory: StaffDirectory,
  headers: Headers,
  input: { code: string; backup: boolean },
): Promise<SecondFactorOutcome> {
  const { userId: challenged, challenge } = await directory.auth.api.secondFactorAccount({ headers });
  // Only a sign-in waiting for its second factor: a session's first code belongs to the enrolment.
  if (!challenge) return { ok: false, message: SECOND_FACTOR_MESSAGES.expired, restart: true };
  const body = { code: input.code };
  const answer = await answered(() =>
    input.backup
      ? directory.auth.api.verifyBackupCode({ body, headers, asResponse: true })
      : directory.auth.api.verifyTOTP({ body, headers, asResponse: true }),
  );
  const method = input.backup ? "code de secours" : "code de l'application";
  if (!answer.ok) {
    const refusal = await refusalOf(answer);
    await recordAudit(directory.db, {
      actorId: challenged,
      action: "second-factor-failed",
      detail: refusal.code === "TOTP_CODE_ALREADY_USED" ? `${method} déjà utilisé` : method,
    });
    return refusal;
  }
  const { user } = (await answer.json()) as { user: { id: string; role?: unknown } };
  await recordAudit(directory.db, { actorId: user.id, action: "sign-in", detail: method });
  return { ok: true, userId: user.id, role: isStaffRole(user.role) ? user.role : null, headers: answer.headers };
}

/** « Mon compte »: 10 new backup codes (the password asked again), the old ones no longer valid. */
export async function renewBackupCodes(
  directory: StaffDirectory,
  headers: Headers,
  member: { userId: string },
  password: string,
): Promise<{ ok: true; backupCodes: string[] } | Refusal> {
  const answer = await directory.auth.api.generateBackupCodes({ body: { password }, headers, asResponse: true });
  if (!answer.ok) return refusalOf(answer);
  const { backupCodes } = (await answer.json()) as { backupCodes: string[] };
  await recordAudit(directory.db, { actorId: member.userId, action: "backup-codes-renewed" });
  return { ok: true, backupCodes };
}

/** How many backup codes the member has left. */
export async function backupCodesLeft(directory: StaffDirectory, userId: string): Promise<number> {
  const answer = await answered(() => directory.auth.api.viewBackupCodes({ body: { userId }, asResponse: true }));
  return answer.ok ? ((await answer.json()) as { backupCodes: string[] }).backupCodes.length : 0;
}

/**
 * A lost phone: the member's second factor (authenticator secret, backup codes, passkeys) removed
 * and every session ended; at their next sign-in, the password leads to a new enrolment. From the
 * accounts desk (another administrator, `by`) or `npm run staff -- reset-2fa`. Never one's own from the desk.
 */
export async function resetSecondFactor(directory: StaffDirectory, who: Who, by?: string): Promise<void> {
  const user = await whoIs(directory, who);
  if (by === user.id)
    throw new StaffError(
      "Vous ne pouvez pas réinitialiser votre propre second facteur : demandez-le à un autre administrateur.",
      "self-reset",
    );
  const { adapter, internalAdapter } = await directory.auth.$context;
  await adapter.deleteMany({ model: "twoFactor", where: [{ field: "userId", value: user.id }] });
  await adapter.deleteMany({ model: "passkey", where: [{ field: "userId", value: user.id }] });
  await internalAdapter.updateUser(user.id, { twoFactorEnabled: false });
  await directory.db.run("DELETE FROM staff_totp_steps WHERE user_id = ?", [user.id]);
  await internalAdapter.deleteUserSessions(user.id);
  await recordAudit(directory.db, {
    action: "second-factor-reset",
    ...(by && by !== user.id ? { actorId: by, detail: `compte ${user.id}` } : { actorId: user.id }),
  });
}
