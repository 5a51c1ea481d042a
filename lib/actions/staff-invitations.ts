"use server";

import { redirect } from "next/navigation";
import { ACCOUNTS_ADMIN_PATH, INVITATION_PATH, INVITATION_TOKEN_PARAM, SIGN_IN_PATH } from "../config/admin.ts";
import { staffPasswordProblem, TYPED_PASSWORD_MAX_CHARS } from "../config/staff-policy.ts";
import { roleFromInput } from "../config/staff-roles.ts";
import { serverConfig } from "../server/runtime.ts";
import { StaffError } from "../server/staff/accounts.ts";
import type { DeskMessage } from "../server/staff/desk-labels.ts";
import { mailInvitation } from "../server/staff/invitation-mail.ts";
import { acceptInvitation, createInvitation, revokeInvitation } from "../server/staff/invitations.ts";
import { staffDirectory } from "../server/staff-directory.ts";
import { requireStaff } from "../server/staff-guard.ts";

export interface InviteState {
  /** The refusal, in French; what was typed is given back. */
  error: string | null;
  /** The link, shown once to the administrator. */
  link: string | null;
  /** Whether the e-mail left (SMTP settings present and accepted). */
  emailed: boolean;
  values: { email: string; name: string; role: string };
}

/** « Inviter »: an invitation valid 72 hours, its link shown once, and e-mailed when the SMTP settings exist. */
export async function inviteAction(_: InviteState, form: FormData): Promise<InviteState> {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  const values = {
    email: String(form.get("email") ?? "").slice(0, 320),
    name: String(form.get("nom") ?? "").slice(0, 120),
    role: String(form.get("role") ?? ""),
  };
  const role = roleFromInput(values.role);
  if (!role) return { error: "Choisissez un rôle dans la liste.", link: null, emailed: false, values };
  try {
    const { token, invitation } = await createInvitation(directory, { ...values, role }, staff.userId);
    const config = serverConfig();
    const link = `${config.siteUrl}${INVITATION_PATH}?${INVITATION_TOKEN_PARAM}=${token}`;
    const emailed = await mailInvitation(config.mail, invitation, link);
    return { error: null, link, emailed, values: { email: "", name: "", role: "" } };
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    return { error: error.message, link: null, emailed: false, values };
  }
}

/** « Annuler l'invitation ». */
export async function revokeInvitationAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  const revoked = await revokeInvitation(directory, String(form.get("invitation") ?? ""), staff.userId);
  redirect(`${ACCOUNTS_ADMIN_PATH}?message=${revoked ? "invitation-annulee" : "invitation-inconnue"}`);
}

/**
 * The invited person's form (no session: the token is the proof): the password chosen twice, then
 * the account made with the invitation's role, and on to the sign-in page.
 */
export async function acceptInvitationAction(form: FormData): Promise<void> {
  const token = String(form.get(INVITATION_TOKEN_PARAM) ?? "").slice(0, 200);
  const password = String(form.get("nouveau") ?? "").slice(0, TYPED_PASSWORD_MAX_CHARS);
  const again = (message: DeskMessage): never =>
    redirect(`${INVITATION_PATH}?${INVITATION_TOKEN_PARAM}=${encodeURIComponent(token)}&message=${message}`);
  if (staffPasswordProblem(password)) again("mot-de-passe-refuse");
  if (password !== String(form.get("confirmation") ?? "")) again("mots-de-passe-differents");
  let state: Awaited<ReturnType<typeof acceptInvitation>>;
  try {
    state = await acceptInvitation(await staffDirectory(), token, password);
  } catch (error) {
    // An account made for that address meanwhile: the invitation is given back, the page says so.
    if (error instanceof StaffError) again("invitation-inutilisable");
    throw error;
  }
  // A refused link: its page says why (unknown, expired or used).
  if (!("invitation" in state)) again("invitation-inutilisable");
  redirect(`${SIGN_IN_PATH}?message=compte-cree`);
}
