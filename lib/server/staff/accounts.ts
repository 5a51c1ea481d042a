import { isStaffRole, ROLE_LABELS, type StaffRole } from "../../config/staff-roles.ts";
import { recordAudit } from "./audit.ts";
import { staffEmail, staffPasswordProblem } from "./policy.ts";
import type { StaffDirectory } from "./staff-auth.ts";

/** A refusal of the staff commands, its message in French for the operator. */
export class StaffError extends Error {}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  /** Null for a role this version does not know (such an account opens nothing). */
  role: StaffRole | null;
  createdAt: Date;
}

type StoredUser = {
  id: string;
  email: string;
  name: string;
  role?: string | null | undefined;
  createdAt: Date | string;
};

const memberOf = (user: StoredUser): StaffMember => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: isStaffRole(user.role) ? user.role : null,
  createdAt: new Date(user.createdAt),
});

/** The last administrator is never removed nor given another role: someone must keep the accounts. */
async function keepAnAdministrator(directory: StaffDirectory, userId: string): Promise<void> {
  const administrators = (await listStaff(directory)).filter((member) => member.role === "administrateur");
  if (administrators.length === 1 && administrators[0]?.id === userId)
    throw new StaffError("C'est le dernier compte administrateur : donnez d'abord ce rôle à un autre compte.");
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

async function memberByEmail(directory: StaffDirectory, raw: string) {
  const email = checkedEmail(raw);
  const found = await (await directory.auth.$context).internalAdapter.findUserByEmail(email);
  if (!found) throw new StaffError(`Aucun compte pour ${email}.`);
  return found.user;
}

/** Deletes every session of a member from the store (refused at their next request); returns how many. */
async function endSessions(directory: StaffDirectory, userId: string): Promise<number> {
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

/** `npm run staff -- remove`: the member and every session of theirs, at once. Returns the sessions ended. */
export async function removeStaff(directory: StaffDirectory, rawEmail: string): Promise<number> {
  const user = await memberByEmail(directory, rawEmail);
  await keepAnAdministrator(directory, user.id);
  const sessions = await endSessions(directory, user.id);
  await (await directory.auth.$context).internalAdapter.deleteUser(user.id);
  await recordAudit(directory.db, {
    actorId: user.id,
    action: "staff-removed",
    detail: `sessions fermées : ${sessions}`,
  });
  return sessions;
}

/** `npm run staff -- reset-password`: a new password, and every session of theirs ended. Returns the sessions ended. */
export async function resetStaffPassword(
  directory: StaffDirectory,
  rawEmail: string,
  newPassword: string,
): Promise<number> {
  const password = checkedPassword(newPassword);
  const user = await memberByEmail(directory, rawEmail);
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
export async function setStaffRole(directory: StaffDirectory, rawEmail: string, role: StaffRole): Promise<StaffMember> {
  const user = await memberByEmail(directory, rawEmail);
  const before = memberOf(user as StoredUser).role;
  if (before === role) return memberOf(user as StoredUser);
  if (before === "administrateur") await keepAnAdministrator(directory, user.id);
  const updated = await (await directory.auth.$context).internalAdapter.updateUser(user.id, { role });
  await recordAudit(directory.db, {
    actorId: user.id,
    action: "role-changed",
    detail: `${before ? ROLE_LABELS[before] : "aucun"} → ${ROLE_LABELS[role]}`,
  });
  return memberOf(updated as StoredUser);
}
