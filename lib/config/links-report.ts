/**
 * The SEO desk's links report (/admin/seo/liens): its limits (the external links' daily check is
 * bounded and polite) and its French copy, in one place for the screen, its action and the server.
 * Edge-safe: no Node module.
 */
export const LINKS_CHECK = {
  /** At most this many external addresses checked a day (the oldest checks first). */
  perDay: 200,
  /** A day between two runs, whichever instance runs them. */
  everyMs: 24 * 60 * 60_000,
  /** How often an instance asks whether a run is due. */
  pollMs: 15 * 60_000,
  /** One request per host per second at most. */
  perHostGapMs: 1_000,
  /** Hosts checked at the same time. */
  hostsAtOnce: 4,
  timeoutMs: 10_000,
  maxRedirects: 5,
  /** How long a run holds the lease: past it (an instance stopped mid-run), another may run. */
  leaseMs: 60 * 60_000,
  /** Results of addresses no page holds any more are forgotten after this long. */
  forgetAfterMs: 30 * 24 * 60 * 60_000,
} as const;

/** Internal redirects followed at most this many hops (past it, the address is said to loop). */
export const INTERNAL_HOPS_MAX = 10;

/** What the report says an internal link answers. */
export const INTERNAL_ANSWER_LABELS = {
  missing: "Introuvable (404)",
  gone: "Supprimée (410)",
  loop: "Boucle de redirections",
  redirect: "Redirigée",
} as const;

/** Why an external link failed, as the report says it. */
export function externalFailureLabel(status: number | null, error: string | null): string {
  if (status !== null) return `Erreur ${status}`;
  switch (error) {
    case "timeout":
      return "Pas de réponse en 10\u00a0secondes";
    case "too-many-redirects":
      return `Plus de ${LINKS_CHECK.maxRedirects}\u00a0redirections`;
    case "address-refused":
      return "Adresse privée refusée";
    case "unknown-name":
      return "Nom de domaine introuvable";
    default:
      return "Connexion impossible";
  }
}

/** What the report says after « Remplacer par l'adresse finale », by the `?message=` the action sends back. */
export const LINKS_MESSAGES: Readonly<Record<string, string>> = {
  "lien-remplace":
    "Le lien a été remplacé par l'adresse finale\u00a0: une nouvelle version de l'article est enregistrée.",
  "lien-introuvable": "Ce lien n'est plus dans l'article\u00a0: le rapport est à jour.",
  "lien-article-modifie": "L'article a changé entre-temps\u00a0: rouvrez le rapport et recommencez.",
  "lien-sans-adresse-finale": "Ce lien ne mène à aucune adresse finale\u00a0: corrigez-le dans l'éditeur de l'article.",
  "lien-refuse": "L'article n'a pas pu être enregistré\u00a0: corrigez le lien dans l'éditeur de l'article.",
};
