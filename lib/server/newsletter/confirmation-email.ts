import { PUBLISHER } from "../../config/legal.ts";
import { NEWSLETTER_EMAIL_TEXTS as T } from "../../config/newsletter.ts";
import { formatLongDateTime } from "../../format/french-format.ts";

export interface ConfirmationEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The confirmation e-mail of a newsletter sign-up, in French: what was asked and where, the link to
 * the confirmation page and until when it is valid, what to do if it was not you, the link to
 * unsubscribe, and who sends it. Nothing of the subscriber but the recipient's address (on the
 * envelope, not in the text).
 */
export function confirmationEmail(options: {
  siteUrl: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  expiresAt: number;
}): ConfirmationEmail {
  const site = new URL(options.siteUrl).host;
  const until = `${T.validUntil} ${formatLongDateTime(new Date(options.expiresAt))}.`;
  const sentBy = `${T.sentBy} ${PUBLISHER.name}, éditeur du site ${site} (${PUBLISHER.email}).`;
  const text = [
    T.greeting,
    "",
    `${T.asked} ${site}.`,
    "",
    T.confirmBefore,
    options.confirmUrl,
    "",
    until,
    "",
    T.notYou,
    "",
    `${T.unsubscribe} ${options.unsubscribeUrl}`,
    "",
    T.signature,
    "--",
    sentBy,
  ].join("\n");
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">',
    `<p>${escapeHtml(T.greeting)}</p>`,
    `<p>${escapeHtml(`${T.asked} ${site}.`)}</p>`,
    `<p>${escapeHtml(T.confirmBefore)}<br>${link(options.confirmUrl, options.confirmUrl)}</p>`,
    `<p>${escapeHtml(until)}</p>`,
    `<p>${escapeHtml(T.notYou)}</p>`,
    `<p>${escapeHtml(T.unsubscribe)} ${link(options.unsubscribeUrl, options.unsubscribeUrl)}</p>`,
    `<p>${escapeHtml(T.signature)}</p>`,
    `<p style="font-size:0.875em;color:#475569">${escapeHtml(sentBy)}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject: T.subject, text, html };
}
