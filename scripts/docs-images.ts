/**
 * The screenshots of the team's guide (docs/guide-equipe.md): the file names
 * scripts/docs-screenshots.ts writes into docs/images/, one per screen, and the guide links to
 * (scripts/docs-links.test.ts checks both lists agree).
 */
export const IMAGES_DIR = "docs/images";

export const SCREENSHOTS = {
  connexion: "connexion.png",
  secondFacteur: "second-facteur.png",
  demandes: "demandes.png",
  demande: "demande.png",
  demandeNewsletter: "demande-newsletter.png",
  indesirables: "indesirables.png",
  suiviDemande: "suivi-demande.png",
  suiviReglages: "suivi-reglages.png",
  webhooks: "webhooks.png",
  webhook: "webhook.png",
  audience: "audience.png",
  envois: "envois.png",
  effacement: "effacement.png",
  maintenance: "maintenance.png",
  textes: "textes.png",
  contenu: "contenu.png",
  contenuFormulaire: "contenu-formulaire.png",
  contenuApercu: "contenu-apercu.png",
  contenuHistorique: "contenu-historique.png",
  consentement: "consentement.png",
  seo: "seo.png",
  seoFiche: "seo-fiche.png",
  seoFicheModifier: "seo-fiche-modifier.png",
  redirections: "redirections.png",
  introuvables: "introuvables.png",
  liens: "liens.png",
  indexnow: "indexnow.png",
  articles: "articles.png",
  article: "article.png",
  journal: "journal.png",
  comptes: "comptes.png",
} as const;

export type Screenshot = keyof typeof SCREENSHOTS;
