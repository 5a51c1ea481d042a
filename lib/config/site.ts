/** Identity of the site, read by the layout, the SEO head and structured data. */
export const SITE = {
  name: "Gestio",
  tagline: "Les applications de gestion des TPE, indépendants et créateurs d'entreprise",
  description:
    "CRM, notes de frais, comptabilité, devis et factures, marketing d'influence : des applications simples pour gérer votre entreprise. Essai gratuit de 14 jours, sans carte bancaire.",
  locale: "fr_FR",
  language: "fr",
  themeColor: "#1d4ed8",
} as const;
