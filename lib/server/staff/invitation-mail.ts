import nodemailer from "nodemailer";
import { SITE } from "../../config/site.ts";
import { ROLE_LABELS } from "../../config/staff-roles.ts";
import { formatLongDateTime } from "../../format/french-format.ts";
import type { Invitation } from "./invitations.ts";

/**
 * The invitation's e-mail, sent at once over the site's SMTP settings (SMTP_URL, MAIL_FROM) when
 * they exist. Returns whether it left; the administrator has the link either way.
 */
export async function mailInvitation(
  mail: { smtpUrl: string | undefined; from: string },
  invitation: Invitation,
  link: string,
): Promise<boolean> {
  if (!mail.smtpUrl) return false;
  const transport = nodemailer.createTransport(mail.smtpUrl);
  try {
    await transport.sendMail({
      from: mail.from,
      to: invitation.email,
      subject: `Invitation au back-office de ${SITE.name}`,
      text: [
        `Bonjour ${invitation.name},`,
        "",
        `Vous êtes invité(e) à rejoindre le back-office de ${SITE.name}, avec le rôle « ${ROLE_LABELS[invitation.role]} ».`,
        "Pour créer votre compte, ouvrez ce lien et choisissez votre mot de passe :",
        link,
        "",
        `Le lien est valable jusqu'au ${formatLongDateTime(invitation.expiresAt)}, pour un seul compte.`,
        "Si vous ne vous attendiez pas à ce message, ignorez-le.",
      ].join("\n"),
    });
    return true;
  } catch {
    return false;
  } finally {
    transport.close();
  }
}
