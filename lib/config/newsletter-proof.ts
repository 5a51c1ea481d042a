/**
 * What the team reads of a newsletter subscription's proof of consent (issue 55): on the leads
 * desk, in the exports and in the privacy policy. The subscription itself lives in
 * lib/server/newsletter/.
 */

/** The states of a subscription, as the desk names them. */
export const NEWSLETTER_STATE_LABELS = {
  pending: "En attente de confirmation",
  confirmed: "Confirmée",
  withdrawn: "Désinscrite",
} as const;

export type NewsletterState = keyof typeof NEWSLETTER_STATE_LABELS;

export function isNewsletterState(value: unknown): value is NewsletterState {
  return typeof value === "string" && Object.hasOwn(NEWSLETTER_STATE_LABELS, value);
}

/** A state's label; a value this version does not know is shown as stored rather than hidden. */
export function newsletterStateLabel(state: string): string {
  return isNewsletterState(state) ? NEWSLETTER_STATE_LABELS[state] : state;
}

/** The proof's section on a newsletter lead's page. */
export const NEWSLETTER_PROOF_LABELS = {
  heading: "Inscription à la newsletter",
  intro:
    "La preuve du consentement de cette adresse, telle que le site l'a enregistrée (aucune adresse IP n'est conservée).",
  state: "État",
  signedUpAt: "Inscription",
  confirmedAt: "Confirmation",
  withdrawnAt: "Désinscription",
  notConfirmed: "Pas encore confirmée",
  pagePath: "Page du formulaire",
  unknownPage: "Non connue",
  consentVersion: "Version du texte de consentement",
  consentText: "Texte affiché sous le champ",
  missingText: "Le texte de cette version n'est pas enregistré.",
  none: "Aucune preuve de consentement n'est enregistrée pour cette adresse\u00a0: inscription antérieure à la confirmation par e-mail, ou preuve effacée.",
} as const;

/** The export's columns of the proof, after the lead's origin; empty for the other leads. */
export const NEWSLETTER_EXPORT_HEADERS = {
  state: "Inscription newsletter",
  signedUpAt: "Inscrite le",
  confirmedAt: "Confirmée le",
  withdrawnAt: "Désinscrite le",
  pagePath: "Page de l'inscription",
  consentVersion: "Version du consentement",
} as const;

/** A newsletter lead the site holds no proof for (stored before the double opt-in, or proof erased). */
export const NEWSLETTER_EXPORT_NO_PROOF = "Aucune preuve";

/**
 * The durations the privacy policy states. The purge itself is lib/server/newsletter's: both must
 * say the same.
 */
export const NEWSLETTER_RETENTION = {
  /** A sign-up not confirmed is deleted after this many days (the link's validity). */
  pendingDays: 7,
  /** The proof is kept this many years after the last sign of interest, then deleted. */
  proofYears: 3,
} as const;

/** The page where anyone unsubscribes without signing in (also linked from each e-mail). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/desinscription";
