/**
 * The redirects that age (issue 56, item 3): how long without a visit before one is flagged, and
 * the French copy of the desk's « À revoir » section. Edge-safe.
 */

/** A redirect without a visit for this long (12 months) is offered for deletion. */
export const REDIRECT_UNUSED_DAYS = 365;

export const AGING_MESSAGES = {
  unused: "Aucune visite depuis 12 mois ou plus\u00a0: la supprimer allège la liste.",
  redirected: (final: string) =>
    `Sa nouvelle adresse est elle-même redirigée\u00a0: pointez-la directement vers «\u00a0${final}\u00a0».`,
  missing:
    "Sa nouvelle adresse ne mène plus à une page (erreur 404, ou page supprimée en 410)\u00a0: choisissez une autre page ou supprimez-la.",
} as const;

/** What a one-click fix does: point it at the final target, or delete it. */
export const AGING_FIXES = { point: "pointer", delete: "supprimer" } as const;
