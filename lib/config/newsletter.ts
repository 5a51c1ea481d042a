/**
 * The newsletter's double opt-in by the site itself (issue 55): its rules, the consent text shown
 * under the field, and the French texts of its e-mail and pages. The flow lives in
 * lib/server/newsletter/; what the team reads of the proof, in newsletter-proof.ts.
 */
import { NEWSLETTER_RETENTION, NEWSLETTER_UNSUBSCRIBE_PATH } from "./newsletter-proof.ts";

const NBSP = "\u00a0";
const DAY_MS = 24 * 60 * 60_000;

/**
 * NEWSLETTER_CONFIRMATION: `site` (the default) sends the site's own confirmation e-mail and adds the
 * contact to Brevo once confirmed; `brevo` hands the address to Brevo at once (its double opt-in
 * when BREVO_DOI_TEMPLATE_ID is set), as before.
 */
export const NEWSLETTER_CONFIRMATION_MODES = ["site", "brevo"] as const;
export type NewsletterConfirmationMode = (typeof NEWSLETTER_CONFIRMATION_MODES)[number];

/**
 * The consent text shown under the newsletter's field, and its version: the version is kept with
 * each sign-up and the text once per version (consent_texts). A new wording is a new version
 * (newsletter.test.ts pins each version's text).
 */
export const NEWSLETTER_CONSENT = {
  version: "v1",
  text: `En vous inscrivant, vous acceptez de recevoir la newsletter de Gestio, une fois par mois. Nous vous enverrons d'abord un e-mail pour confirmer votre adresse${NBSP}; vous pourrez vous désinscrire à tout moment.`,
} as const;

/** A confirmation link is valid this long from its e-mail; a sign-up not confirmed by then is purged. */
export const NEWSLETTER_LINK_VALIDITY_MS = NEWSLETTER_RETENTION.pendingDays * DAY_MS;

/** The proof of a confirmed or withdrawn subscription is kept this long after the last sign of interest. */
export const NEWSLETTER_PROOF_RETENTION_MS = NEWSLETTER_RETENTION.proofYears * 365 * DAY_MS;

/** Confirmation e-mails: per address (fixed), and for the whole site per hour (NEWSLETTER_MAILS_PER_HOUR). */
export const NEWSLETTER_MAIL_LIMITS = {
  perAddress: { max: 3, windowMs: DAY_MS },
  perSiteWindowMs: 60 * 60_000,
  perSiteDefault: 200,
} as const;

/** The two pages of the e-mail's links; the token rides in this query parameter. */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirmation";
export { NEWSLETTER_UNSUBSCRIBE_PATH };
export const NEWSLETTER_TOKEN_PARAM = "jeton";

/** Whether a path is one of the newsletter's pages rendered per request. */
export function isNewsletterLinkPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path === NEWSLETTER_CONFIRM_PATH || path === NEWSLETTER_UNSUBSCRIBE_PATH;
}

/**
 * What a sign-up ended with: the e-mail was sent, the address is already confirmed (no e-mail), the
 * address already got its e-mails of the day (no new one), the site's hourly bound is reached (no
 * e-mail, try later). The function adds all but the first to the spec's `{ success: true }` as its
 * `status` (the first is the usual answer, the one a bot kept aside gets too).
 */
export const NEWSLETTER_SIGNUP_STATUSES = ["confirmation-sent", "already-confirmed", "already-sent", "busy"] as const;
export type NewsletterSignupStatus = (typeof NEWSLETTER_SIGNUP_STATUSES)[number];

export function isNewsletterSignupStatus(value: unknown): value is NewsletterSignupStatus {
  return typeof value === "string" && (NEWSLETTER_SIGNUP_STATUSES as readonly string[]).includes(value);
}

/** A confirmation link, as the page reads it (GET) or as confirming it ends (POST). */
export type NewsletterLinkState = "valid" | "used" | "expired" | "invalid" | "unknown" | "withdrawn";
export type NewsletterConfirmOutcome = Exclude<NewsletterLinkState, "valid"> | "confirmed";

/** The confirmation page. */
export const NEWSLETTER_CONFIRM_TEXTS = {
  title: "Confirmer votre inscription à la newsletter",
  metaDescription: "Confirmez votre inscription à la newsletter de Gestio.",
  intro:
    "Vous avez demandé à recevoir la newsletter de Gestio (conseils de gestion et nouveautés de nos applications, une fois par mois). Confirmez votre inscription pour la recevoir.",
  button: "Confirmer mon inscription",
  busy: "Confirmation en cours…",
  unsubscribe: "Se désinscrire",
  home: "Revenir à l'accueil",
} as const;

/** Each outcome of a confirmation link: a heading and what it means for the visitor. */
export const NEWSLETTER_CONFIRM_OUTCOMES: Record<NewsletterConfirmOutcome, { title: string; text: string }> = {
  confirmed: {
    title: "Inscription confirmée",
    text: `Merci${NBSP}! Votre adresse est inscrite à la newsletter de Gestio. Vous pourrez vous désinscrire à tout moment, depuis chaque newsletter ou depuis la page «${NBSP}Se désinscrire${NBSP}».`,
  },
  used: {
    title: "Lien déjà utilisé",
    text: `Ce lien de confirmation a déjà servi${NBSP}: votre inscription à la newsletter est confirmée. Vous n'avez rien d'autre à faire.`,
  },
  expired: {
    title: "Lien expiré",
    text: `Ce lien de confirmation a expiré (il est valable ${NEWSLETTER_RETENTION.pendingDays}${NBSP}jours). Inscrivez-vous à nouveau depuis le bas de chaque page du site${NBSP}: vous recevrez un nouveau lien.`,
  },
  invalid: {
    title: "Lien non valable",
    text: `Ce lien de confirmation n'est pas valable${NBSP}: il est peut-être incomplet. Copiez-le en entier depuis l'e-mail reçu, ou inscrivez-vous à nouveau depuis le bas de chaque page du site.`,
  },
  unknown: {
    title: "Inscription introuvable",
    text: `Aucune inscription en attente ne correspond à ce lien${NBSP}: l'adresse a pu être effacée entre-temps, ou un lien plus récent vous a été envoyé. Inscrivez-vous à nouveau si vous souhaitez recevoir la newsletter.`,
  },
  withdrawn: {
    title: "Adresse désinscrite",
    text: `Cette adresse a été désinscrite de la newsletter après l'envoi de ce lien${NBSP}: il ne peut plus servir. Inscrivez-vous à nouveau si vous souhaitez recevoir la newsletter.`,
  },
};

/** How an unsubscription ends: from the e-mail's link, from the address form, or refused. */
export type NewsletterWithdrawOutcome = "withdrawn" | "requested" | "invalid" | "throttled";

/** The « Se désinscrire » page. */
export const NEWSLETTER_UNSUBSCRIBE_TEXTS = {
  title: "Se désinscrire de la newsletter",
  metaDescription: "Désinscrivez-vous de la newsletter de Gestio, sans compte ni connexion.",
  withToken: "Cliquez sur le bouton ci-dessous pour ne plus recevoir la newsletter de Gestio.",
  withoutToken: "Indiquez l'adresse e-mail à désinscrire de la newsletter de Gestio.",
  emailLabel: "Adresse e-mail",
  button: "Me désinscrire",
  busy: "Désinscription en cours…",
  home: "Revenir à l'accueil",
} as const;

export const NEWSLETTER_UNSUBSCRIBE_OUTCOMES: Record<NewsletterWithdrawOutcome, { title: string; text: string }> = {
  withdrawn: {
    title: "Vous êtes désinscrit(e)",
    text: "Votre adresse ne recevra plus la newsletter de Gestio. Vous pouvez vous réinscrire à tout moment depuis le bas de chaque page du site.",
  },
  // The same whatever the address: the page tells nobody whether an address was subscribed.
  requested: {
    title: "Demande enregistrée",
    text: "Si cette adresse était inscrite à la newsletter de Gestio, elle en est désinscrite et ne recevra plus d'envoi.",
  },
  invalid: {
    title: "Lien non valable",
    text: `Ce lien de désinscription n'est pas valable${NBSP}: il est peut-être incomplet. Indiquez votre adresse ci-dessous pour vous désinscrire.`,
  },
  throttled: {
    title: "Trop de demandes",
    text: "Trop de demandes de désinscription ont été envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.",
  },
};

/** Address-form unsubscriptions per client address within this window. */
export const NEWSLETTER_UNSUBSCRIBE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** The confirmation e-mail's fixed wording (lib/server/newsletter/confirmation-email.ts puts it together). */
export const NEWSLETTER_EMAIL_TEXTS = {
  subject: "Confirmez votre inscription à la newsletter de Gestio",
  greeting: "Bonjour,",
  asked:
    "Une inscription à la newsletter de Gestio (conseils de gestion et nouveautés de nos applications, une fois par mois) a été demandée avec cette adresse e-mail sur",
  confirmBefore: `Pour la confirmer, ouvrez le lien ci-dessous puis cliquez sur «${NBSP}Confirmer mon inscription${NBSP}»${NBSP}:`,
  validUntil: "Ce lien est valable jusqu'au",
  notYou:
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: sans confirmation, rien ne vous sera envoyé et l'inscription sera effacée.",
  unsubscribe: `Se désinscrire${NBSP}:`,
  signature: "L'équipe Gestio",
  sentBy: "Message envoyé par",
} as const;
