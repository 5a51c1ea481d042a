import { createHash, randomBytes } from "node:crypto";
import { STAFF_INVITATION_MS, staffEmail } from "../../config/staff-policy.ts";
import { isStaffRole, type StaffRole } from "../../config/staff-roles.ts";
import { recordAudit } from "../audit/audit.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import { addStaff, StaffError } from "./accounts.ts";
import type { StaffDirectory } from "./staff-auth.ts";

/** A pending invitation, as the accounts desk lists it (never its token). */
export interface Invitation {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: Date;
  expiresAt: Date;
}

/** What an invitation's link opens: the invitation, or why it no longer does. */
export type InvitationState = { invitation: Invitation } | { refused: "unknown" | "expired" | "used" };

type Row = {
  id: string;
  email: string;
  name: string;
  role: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const invitationOf = (row: Row): Invitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: isStaffRole(row.role) ? row.role : "commercial",
  createdAt: new Date(Number(row.created_at)),
  expiresAt: new Date(Number(row.expires_at)),
});

/**
 * An administrator invites a colleague: a random token (32 bytes) whose link is shown once and
 * kept only as its hash, valid 72 hours. Refused for an address that already has an account.
 */
export async function createInvitation(
  directory: StaffDirectory,
  input: { email: string; name: string; role: StaffRole },
  by: string,
  now = Date.now(),
): Promise<{ token: string; invitation: Invitation }> {
  const email = staffEmail(input.email);
  if (!email) throw new StaffError("Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.");
  const name = input.name.trim().slice(0, 120);
  if (!name) throw new StaffError("Saisissez le nom de la personne invitée.");
  if (await (await directory.auth.$context).internalAdapter.findUserByEmail(email))
    throw new StaffError(`Un compte existe déjà pour ${email}.`);
  const token = randomBytes(32).toString("base64url");
  const row: Row = {
    id: timeOrderedId(now),
    email,
    name,
    role: input.role,
    created_at: now,
    expires_at: now + STAFF_INVITATION_MS,
    used_at: null,
  };
  await directory.db.run(
    "INSERT INTO staff_invitations (id, token_hash, email, name, role, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    [row.id, hashOf(token), row.email, row.name, row.role, by, row.created_at, row.expires_at],
  );
  await recordAudit(directory.db, {
    actorId: by,
    action: "invitation-created",
    detail: `invitation ${row.id} : ${input.role}`,
  });
  return { token, invitation: invitationOf(row) };
}

/** The invitations neither used nor expired, newest first. */
export async function pendingInvitations(directory: StaffDirectory, now = Date.now()): Promise<Invitation[]> {
  const rows = await directory.db.all<Row>(
    "SELECT id, email, name, role, created_at, expires_at, used_at FROM staff_invitations WHERE used_at IS NULL AND expires_at > ? ORDER BY created_at DESC",
    [now],
  );
  return rows.map(invitationOf);
}

/** « Annuler l'invitation »: its link no longer opens anything. Returns whether one was pending. */
export async function revokeInvitation(directory: StaffDirectory, id: string, by: string): Promise<boolean> {
  const removed = await directory.db.run("DELETE FROM staff_invitations WHERE id = ? AND used_at IS NULL", [id]);
  if (removed)
    await recordAudit(directory.db, { actorId: by, action: "invitation-revoked", detail: `invitation ${id}` });
  return removed > 0;
}

/** What the link with this token opens now. */
export async function invitationByToken(
  directory: StaffDirectory,
  token: string,
  now = Date.now(),
): Promise<InvitationState> {
  const [row] = token
    ? await directory.db.all<Row>(
        "SELECT id, email, name, role, created_at, expires_at, used_at FROM staff_invitations WHERE token_hash = ?",
        [hashOf(token)],
      )
    : [];
  if (!row) return { refused: "unknown" };
  if (row.used_at !== null) return { refused: "used" };
  if (Number(row.expires_at) <= now) return { refused: "expired" };
  return { invitation: invitationOf(row) };
}

/**
 * The invited person chooses their password: the invitation is taken (once, whoever comes first),
 * then the account made with its role; if the account cannot be made, the invitation is given back.
 */
export async function acceptInvitation(
  directory: StaffDirectory,
  token: string,
  password: string,
  now = Date.now(),
): Promise<InvitationState> {
  const state = await invitationByToken(directory, token, now);
  if (!("invitation" in state)) return state;
  const { invitation } = state;
  const taken = await directory.db.run(
    "UPDATE staff_invitations SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?",
    [now, invitation.id, now],
  );
  if (!taken) return { refused: "used" };
  try {
    const member = await addStaff(directory, { ...invitation, password });
    await recordAudit(directory.db, {
      actorId: member.id,
      action: "invitation-accepted",
      detail: `invitation ${invitation.id}`,
    });
  } catch (error) {
    await directory.db.run("UPDATE staff_invitations SET used_at = NULL WHERE id = ?", [invitation.id]);
    throw error;
  }
  return state;
}
