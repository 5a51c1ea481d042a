/**
 * Why a submission was kept among « Indésirables » instead of being delivered (issue 55): the
 * reasons the server gives, with the team's French label for each.
 */
export const UNWANTED_REASONS = {
  honeypot: "Champ caché rempli (robot)",
  "challenge-missing": "Vérification anti-robot absente",
  "challenge-invalid": "Vérification anti-robot invalide ou expirée",
  "challenge-replayed": "Vérification anti-robot déjà utilisée",
  "challenge-other-form": "Vérification anti-robot d’un autre formulaire",
  "too-fast": "Formulaire rempli trop vite",
  "stamp-invalid": "Horodatage du formulaire invalide",
  "stamp-replayed": "Horodatage du formulaire déjà utilisé",
  "links-in-name": "Lien dans un champ de nom",
} as const;

export type UnwantedReason = keyof typeof UNWANTED_REASONS;

/** How long an unwanted submission is kept for the team to check, then erased. */
export const UNWANTED_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How a stored lead proved it came from a person: the challenge solved in the browser, the form
 * without JavaScript (honeypot, signed filling time, stricter throttle), or a member's
 * « Ce n'est pas un indésirable ». Leads stored before these checks have none.
 */
export type LeadProof = "pow" | "timing" | "released";
