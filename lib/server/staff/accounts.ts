import { staffEmail, staffPasswordProblem } from "../../config/staff-policy.ts";
import { isStaffRole, ROLE_LABELS, type StaffRole } from "../../config/staff-roles.ts";
import { recordAudit } from "../audit/audit.ts";
import { forgetRulesOf } from "../leads/assignment-rules.ts";
import type { StaffDirectory } from "./staff-auth.ts";

/** Why an account change was refused, for the accounts desk's answer (the message is the command line's). */
export type StaffRefusal = "last-administrator" | "self-disable" | "self-reset" | "unknown-account" | "invalid";

/** A refusal of the staff commands, its message in French for the operator. */
export class StaffError extends Error {
  readonly reason: StaffRefusal;
  constructor(message: string, reason: StaffRefusal = "invalid") {
    super(message);
    this.reason = reason;
  }
}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  /** Null for a role this version does not know (such an account opens nothing). */
  role: StaffRole | null;
  /** Disabled from the accounts desk: cannot sign in, until enabled again. */
  disabled: boolean;
  /** The second factor is set (authenticator app enrolled); until then, the account reaches no desk. */
  secondFactor: boolean;
  createdAt: Date;
}

type StoredUser = {
  id: string;
  email: string;
  name: string;
  role?: string | null | undefined;
  banned?: boolean | null | undefined;
  twoFactorEnabled?: boolean | null | undefined;
  createdAt: Date | string;
};

const memberOf = (user: StoredUser): StaffMember => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: isStaffRole(user.role) ? user.role : null,
  disabled: !!user.banned,
  secondFactor: !!user.twoFactorEnabled,
  createdAt: new Date(user.createdAt),
});

export const LAST_ADMINISTRATOR =
  "C'est le dernier compte administrateur actif : donnez d'abord ce rôle à un autre compte.";

/** The last active administrator is never removed, disabled nor given another role: someone must keep the accounts. */
async function keepAnAdministrator(directory: StaffDirectory, userId: string): Promise<void> {
  const administrators = (await listStaff(directory)).filter((m) => m.role === "administrateur" && !m.disabled);
  if (administrators.length === 1 && administrators[0]?.id === userId)
    throw new StaffError(LAST_ADMINISTRATOR, "last-administrator");
}

/**
 * Who did it, as the audit log keeps it: the administrator acting from the browser (`by`), the
 * account they changed named in the detail; from the command line, the account itself.
 */
function audited(user: { id: string }, by: string | undefined, detail: string): { actorId: string; detail: string } {
  return by && by !== user.id ? { actorId: by, detail: `compte ${user.id} : ${detail}` } : { actorId: user.id, detail };
}

function checkedEmail(raw: string): string {
  const email = staffEmail(raw);
  if (!email) throw new StaffError(`Adresse e-mail invalide : « ${raw} ».`);
  return email;
}

function checkedPassword(password: string): string {
  const problem = staffPasswordProblem(password);
  if (problem) throw new StaffError(problem);
  return password;
}

/** An account named by its address (the command line) or its id (the accounts desk). */
export type Who = string | { id: string };

/** The stored account `who` names; a StaffError when there is none. */
export async function whoIs(directory: StaffDirectory, who: Who): Promise<StoredUser> {
  const { internalAdapter } = await directory.auth.$context;
  if (typeof who !== "string") {
    const found = await internalAdapter.findUserById(who.id);
    if (!found) throw new StaffError("Ce compte n'existe plus : il a peut-être déjà été supprimé.", "unknown-account");
    return found as StoredUser;
  }
  const email = checkedEmail(who);
  const found = await internalAdapter.findUserByEmail(email);
  if (!found) throw new StaffError(`Aucun compte pour ${email}.`, "unknown-account");
  return found.user as StoredUser;
}

/** Deletes every session of a member from the store (refused at their next request); returns how many. */
export async function endSessions(directory: StaffDirectory, userId: string): Promise<number> {
  const { internalAdapter } = await directory.auth.$context;
  const sessions = (await internalAdapter.listSessions(userId)).length;
  await internalAdapter.deleteUserSessions(userId);
  return sessions;
}

/** `npm run staff -- add`: a new member who can sign in with this password. */
export async function addStaff(
  directory: StaffDirectory,
  input: { email: string; name: string; password: string; role: StaffRole },
): Promise<StaffMember> {
  const email = checkedEmail(input.email);
  const name = input.name.trim();
  if (!name) throw new StaffError("Le nom est obligatoire.");
  const password = checkedPassword(input.password);
  const context = await directory.auth.$context;
  if (await context.internalAdapter.findUserByEmail(email))
    throw new StaffError(`Un compte existe déjà pour ${email}.`);
  const { user } = await directory.auth.api.createUser({ body: { email, name, password, role: input.role } });
  await recordAudit(directory.db, { actorId: user.id, action: "staff-added", detail: input.role });
  return memberOf(user);
}

/** `npm run staff -- list`: every member, oldest first. */
export async function listStaff(directory: StaffDirectory): Promise<StaffMember[]> {
  const users = await (await directory.auth.$context).internalAdapter.listUsers();
  return users
    .map((user) => memberOf(user as StoredUser))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** `npm run staff -- remove` and the accounts desk: the member and every session of theirs, at once. Returns the sessions ended. */
export async function removeStaff(directory: StaffDirectory, who: Who, by?: string): Promise<number> {
  const user = await whoIs(directory, who);
  await keepAnAdministrator(directory, user.id);
  const sessions = await endSessions(directory, user.id);
  await (await directory.auth.$context).internalAdapter.deleteUser(user.id);
  await forgetRulesOf(directory.db, user.id, by ?? user.id, Date.now());
  await recordAudit(directory.db, { action: "staff-removed", ...audited(user, by, `sessions fermées : ${sessions}`) });
  return sessions;
}

/** The accounts desk's « Fermer les sessions »: every session of the member ended at once. Returns how many. */
export async function endStaffSessions(directory: StaffDirectory, who: Who, by?: string): Promise<number> {
  const user = await whoIs(directory, who);
  const sessions = await endSessions(directory, user.id);
  await recordAudit(directory.db, { action: "sessions-ended", ...audited(user, by, `sessions fermées : ${sessions}`) });
  return sessions;
}

/**
 * The accounts desk's « Désactiver » / « Réactiver »: a disabled member's sessions end and they cannot
 * sign in until enabled again. Nobody disables their own account, nor the last active administrator.
 */
export async function setStaffDisabled(
  directory: StaffDirectory,
  who: Who,
  disabled: boolean,
  by?: string,
): Promise<StaffMember> {
  const user = await whoIs(directory, who);
  if (disabled && by === user.id)
    throw new StaffError("Vous ne pouvez pas désactiver votre propre compte.", "self-disable");
  if (disabled && memberOf(user).role === "administrateur") await keepAnAdministrator(directory, user.id);
  const { internalAdapter } = await directory.auth.$context;
  const updated = await internalAdapter.updateUser(user.id, { banned: disabled });
  const sessions = disabled ? await endSessions(directory, user.id) : 0;
  if (disabled) await forgetRulesOf(directory.db, user.id, by ?? user.id, Date.now());
  await recordAudit(directory.db, {
    action: disabled ? "staff-disabled" : "staff-enabled",
    ...audited(user, by, disabled ? `sessions fermées : ${sessions}` : "réactivé"),
  });
  return memberOf(updated as StoredUser);
}

/** `npm run staff -- reset-password`: a new password, and every session of theirs ended. Returns the sessions ended. */
export async function resetStaffPassword(directory: StaffDirectory, who: Who, newPassword: string): Promise<number> {
  const password = checkedPassword(newPassword);
  const user = await whoIs(directory, who);
  const context = await directory.auth.$context;
  await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
  const sessions = await endSessions(directory, user.id);
  await recordAudit(directory.db, {
    actorId: user.id,
    action: "password-reset",
    detail: `sessions fermées : ${sessions}`,
  });
  return sessions;
}

/**
 * `npm run staff -- set-role`: the member's new role, effective at their next request (every check
 * reads the session's account). The last administrator keeps theirs.
 */
export async function setStaffRole(
  directory: StaffDirectory,
  who: Who,
  role: StaffRole,
  by?: string,
): Promise<StaffMember> {
  const user = await whoIs(directory, who);
  const before = memberOf(user).role;
  if (before === role) return memberOf(user);
  if (before === "administrateur") await keepAnAdministrator(directory, user.id);
  const updated = await (await directory.auth.$context).internalAdapter.updateUser(user.id, { role });
  await recordAudit(directory.db, {
    action: "role-changed",
    ...audited(user, by, `${before ? ROLE_LABELS[before] : "aucun"} → ${ROLE_LABELS[role]}`),
  });
  return memberOf(updated as StoredUser);
}
