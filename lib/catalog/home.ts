import { TERMS } from "./terms.ts";
import type { Feature } from "./types.ts";

/**
 * The home page texts that stored overrides may replace (spec section 1), in page order.
 * Each is rendered as one element carrying `data-content-key="<key>"`.
 */
export const HOME_CONTENT_KEYS = [
  "main-title",
  "sub-title",
  "hero-description",
  "hero-button",
  "hero-secondary-button",
  "solutions-title",
  "solutions-description",
  "automation-title",
  "automation-subtitle",
  "automation-description",
  "automation-mission",
  "boosters-title",
  "boosters-description",
  "features-title",
  "features-description",
  "cta-title",
  "cta-description",
  "cta-button",
  "testimonials-title",
  "testimonials-description",
] as const;

export type HomeContentKey = (typeof HOME_CONTENT_KEYS)[number];

/** Default French texts of the home page. */
export const HOME_CONTENT: Record<HomeContentKey, string> = {
  "main-title": "Gérez toute votre entreprise, simplement",
  "sub-title":
    "CRM, notes de frais, comptabilité, devis et factures, réseaux sociaux : tout ce qu'il faut aux TPE et aux indépendants.",
  "hero-description": `Choisissez les applications dont vous avez besoin, prenez-les en main en quelques minutes et gagnez chaque semaine des heures de gestion. Essai gratuit de ${TERMS.trialDays} jours, sans carte bancaire.`,
  "hero-button": "Commencer gratuitement",
  "hero-secondary-button": "Découvrir nos solutions",
  "solutions-title": "Une application pour chaque besoin",
  "solutions-description":
    "Des outils simples qui travaillent ensemble : vos contacts deviennent des devis, vos devis des factures, vos factures et vos frais rejoignent votre comptabilité.",
  "automation-title": "Automatisez vos tâches répétitives",
  "automation-subtitle": "Moins de saisie, plus de temps pour vos clients",
  "automation-description":
    "Envoi de documents, relances, fiches de paie, suivi d'équipe : ce qui revient chaque semaine peut se faire sans vous. Nous étudions vos besoins et mettons en place les automatisations avec vous.",
  "automation-mission":
    "Notre mission : rendre aux dirigeants de petites entreprises le temps qu'ils perdent en tâches administratives.",
  "boosters-title": "Les boosters, pour aller plus loin",
  "boosters-description":
    "Des services complémentaires pour sécuriser vos ventes et accompagner la croissance de votre entreprise.",
  "features-title": "Pourquoi choisir Gestio ?",
  "features-description":
    "Des applications conçues en France pour ceux qui n'ont pas de temps à perdre avec la gestion.",
  "cta-title": "Prêt à simplifier votre gestion ?",
  "cta-description": `Testez gratuitement nos applications pendant ${TERMS.trialDays} jours. Sans carte bancaire, sans engagement.`,
  "cta-button": "Commencer gratuitement",
  "testimonials-title": "Ils nous font confiance",
  "testimonials-description": "Indépendants, artisans, dirigeants de TPE : ils ont repris la main sur leur gestion.",
};

/** "Reasons to choose" section of the home page. */
export const REASONS: Feature[] = [
  {
    title: "Simple dès le premier jour",
    text: "Des écrans clairs, sans jargon : vous êtes opérationnel en quelques minutes, sans formation.",
  },
  {
    title: "Des prix adaptés aux petites structures",
    text: `Des formules gratuites ou à quelques euros par mois, et ${TERMS.annualFreeMonths} mois offerts en paiement annuel.`,
  },
  {
    title: "Des applications qui se parlent",
    text: "Vos données circulent d'un outil à l'autre : plus de ressaisie entre devis, factures et comptabilité.",
  },
  {
    title: "Un support humain",
    text: `Une équipe joignable ${TERMS.support.days} ${TERMS.support.hours}, qui connaît les contraintes des TPE.`,
  },
  {
    title: "Vos données protégées",
    text: "Hébergement sécurisé, sauvegardes quotidiennes et respect du RGPD.",
  },
  {
    title: "Sans engagement",
    text: "Vous changez de formule ou résiliez quand vous le souhaitez, depuis votre espace client.",
  },
];
