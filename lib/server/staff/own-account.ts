import { staffPasswordProblem } from "../../config/staff-policy.ts";
import { recordAudit } from "../audit/audit.ts";
import type { StaffDirectory } from "./staff-auth.ts";

/** The person's own sessions, as « Mon compte » lists them: never their tokens. */
export interface OwnSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  /** The session this page was asked with. */
  current: boolean;
}

export async function listOwnSessions(
  directory: StaffDirectory,
  userId: string,
  currentSessionId: string,
  now: number,
): Promise<OwnSession[]> {
  const sessions = await (await directory.auth.$context).internalAdapter.listSessions(userId);
  return sessions
    .filter((session) => new Date(session.expiresAt).getTime() > now)
    .map((session) => ({
      id: session.id,
      createdAt: new Date(session.createdAt),
      expiresAt: new Date(session.expiresAt),
      current: session.id === currentSessionId,
    }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Ends one of the person's own sessions, named by its id (never another person's). Returns whether one was ended. */
export async function endOwnSession(directory: StaffDirectory, userId: string, sessionId: string): Promise<boolean> {
  const { internalAdapter } = await directory.auth.$context;
  const session = (await internalAdapter.listSessions(userId)).find((one) => one.id === sessionId);
  if (!session) return false;
  await internalAdapter.deleteSession(session.token);
  await recordAudit(directory.db, {
    actorId: userId,
    action: "sessions-ended",
    detail: "une session, depuis Mon compte",
  });
  return true;
}

export type PasswordChange = "changed" | "wrong-current" | "mismatch" | "refused";

/**
 * « Changer mon mot de passe »: the current password checked against the stored hash, the new one
 * under the accounts' rules; then every other session of the person ends (the one in use stays).
 * A wrong current password is audited like a wrong sign-in.
 */
export async function changeOwnPassword(
  directory: StaffDirectory,
  input: { userId: string; sessionId: string; current: string; next: string; confirmation: string },
): Promise<PasswordChange> {
  const context = await directory.auth.$context;
  const account = (await context.internalAdapter.findAccounts(input.userId)).find(
    (one) => one.providerId === "credential" && one.password,
  );
  const matches = account?.password
    ? await context.password.verify({ hash: account.password, password: input.current })
    : false;
  if (!matches) {
    await recordAudit(directory.db, { actorId: input.userId, action: "sign-in-failed", detail: "mot de passe actuel" });
    return "wrong-current";
  }
  if (staffPasswordProblem(input.next)) return "refused";
  if (input.next !== input.confirmation) return "mismatch";
  await context.internalAdapter.updatePassword(input.userId, await context.password.hash(input.next));
  const others = (await context.internalAdapter.listSessions(input.userId)).filter(
    (session) => session.id !== input.sessionId,
  );
  for (const session of others) await context.internalAdapter.deleteSession(session.token);
  await recordAudit(directory.db, {
    actorId: input.userId,
    action: "password-changed",
    detail: `autres sessions fermées : ${others.length}`,
  });
  return "changed";
}
