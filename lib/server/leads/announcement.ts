import { leadPath } from "../../config/admin.ts";
import type { StoredSubmission } from "../submissions/submission-store.ts";

/**
 * The announcement of a new lead to the sales team (e-mail and chat): the form, the company, the
 * page it was sent from and a link to the lead in the desk. Never the person's e-mail address or
 * phone number: the data stays in the desk, behind its sign-in.
 */
export const ANNOUNCED_FORMS: Record<string, string> = {
  contact: "demande de contact",
  demo: "demande de démo",
  automation: "demande d'automatisation",
};

const COLON = "\u00a0:";

export interface Announcement {
  subject: string;
  /** Plain text for the e-mail. */
  text: string;
  /** Slack's `mrkdwn` for the chat (`<url|label>` links), which Mattermost and Rocket.Chat read too. */
  chat: string;
  link: string;
}

/** `ownerName`: the member the rule gave it to, or null (the sales list: the first free takes it). */
export function announcement(lead: StoredSubmission, siteUrl: string, ownerName: string | null): Announcement {
  const form = ANNOUNCED_FORMS[lead.type] ?? "demande";
  const company =
    typeof lead.fields.company === "string" && lead.fields.company.trim() ? lead.fields.company.trim() : null;
  const page = lead.pagePath ?? null;
  const link = `${siteUrl}${leadPath(lead.id)}`;
  const who = ownerName
    ? `Responsable${COLON} ${ownerName}`
    : "Sans responsable pour l'instant : la première personne disponible peut la prendre.";
  const lines = [
    `Nouvelle ${form} reçue.`,
    "",
    `Entreprise${COLON} ${company ?? "non précisée"}`,
    `Page d'envoi${COLON} ${page ?? "inconnue"}`,
    who,
    "",
    `Ouvrir la demande${COLON} ${link}`,
  ];
  // Slack's mrkdwn treats & < > as markup: the company's name is escaped.
  const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return {
    subject: `Nouvelle ${form}${COLON} ${company ?? "entreprise non précisée"}`,
    text: lines.join("\n"),
    chat: `Nouvelle ${form}${COLON} *${escaped(company ?? "entreprise non précisée")}*, depuis ${escaped(page ?? "une page inconnue")}. ${ownerName ? `Responsable${COLON} ${escaped(ownerName)}.` : "Sans responsable pour l'instant."} <${link}|Ouvrir la demande>`,
    link,
  };
}
