import { recordAudit } from "./audit.ts";
import { staffEmail, staffPasswordProblem } from "./policy.ts";
import type { StaffDirectory } from "./staff-auth.ts";

/** A refusal of the staff commands, its message in French for the operator. */
export class StaffError extends Error {}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
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
  input: { email: string; name: string; password: string },
): Promise<StaffMember> {
  const email = checkedEmail(input.email);
  const name = input.name.trim();
  if (!name) throw new StaffError("Le nom est obligatoire.");
  const password = checkedPassword(input.password);
  const context = await directory.auth.$context;
  if (await context.internalAdapter.findUserByEmail(email))
    throw new StaffError(`Un compte existe déjà pour ${email}.`);
  const { user } = await directory.auth.api.createUser({ body: { email, name, password, role: "admin" } });
  await recordAudit(directory.db, { actorId: user.id, action: "staff-added" });
  return { id: user.id, email: user.email, name: user.name, createdAt: new Date(user.createdAt) };
}

/** `npm run staff -- list`: every member, oldest first. */
export async function listStaff(directory: StaffDirectory): Promise<StaffMember[]> {
  const users = await (await directory.auth.$context).internalAdapter.listUsers();
  return users
    .map((user) => ({ id: user.id, email: user.email, name: user.name, createdAt: new Date(user.createdAt) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** `npm run staff -- remove`: the member and every session of theirs, at once. Returns the sessions ended. */
export async function removeStaff(directory: StaffDirectory, rawEmail: string): Promise<number> {
  const user = await memberByEmail(directory, rawEmail);
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
