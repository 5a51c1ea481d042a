import type { ProductId } from "../config/products.ts";
import { PLANS } from "./plans.ts";
import { priceLabel } from "./price-label.ts";
import { TERMS } from "./terms.ts";
import type { Feature, Plan } from "./types.ts";

/** A plan's price label by its title. */
export type PriceOf = (title: string) => string;

/** Copy of the per-product pricing pages (/tarifs/<id>); plans and testimonials live apart. */
export interface PricingPage {
  /** The SEO title and description, which quote prices: `p` gives a plan's price label by its title. */
  seoTitle: (p: PriceOf) => string;
  seoDescription: (p: PriceOf) => string;
  /** Short pitch on the /tarifs overview card. */
  cardText: string;
  heroTitle: string;
  heroText: string;
  benefitsTitle: string;
  benefits: Feature[];
  audienceTitle: string;
  audience: Feature[];
  ctaTitle: string;
  ctaText: string;
}

export const PRICING_PAGES: Record<ProductId, PricingPage> = {
  crmpro: {
    seoTitle: (p) => `Tarifs CRMPro : le CRM simple des TPE dès ${p("Start")}/mois`,
    seoDescription: (p) =>
      `Découvrez les tarifs de CRMPro : formules Start à ${p("Start")}, Pro à ${p("Pro")} et Business sur devis. Essai gratuit de ${TERMS.trialDays} jours, sans carte bancaire.`,
    cardText: "Centralisez vos contacts, suivez vos opportunités et relancez au bon moment.",
    heroTitle: "CRMPro : vos clients et vos ventes, enfin bien rangés",
    heroText:
      "Un CRM pensé pour les petites entreprises : vous retrouvez chaque contact, chaque échange et chaque affaire en cours, sans paramétrage compliqué.",
    benefitsTitle: "Ce que CRMPro change pour vous",
    benefits: [
      {
        title: "Plus aucune relance oubliée",
        text: "Des rappels vous indiquent chaque jour qui rappeler et quel devis relancer.",
      },
      {
        title: "Une vision claire de vos ventes",
        text: "Votre pipeline montre en un coup d'œil les affaires à signer ce mois-ci.",
      },
      {
        title: "Toute l'histoire d'un client",
        text: "Appels, e-mails, devis : l'historique complet est à portée de clic avant chaque rendez-vous.",
      },
    ],
    audienceTitle: "Pour qui ?",
    audience: [
      { title: "Indépendants", text: "Qui veulent suivre leurs prospects sans y passer leurs soirées." },
      { title: "TPE et PME", text: "Qui partagent un fichier clients entre plusieurs commerciaux." },
      { title: "Créateurs d'entreprise", text: "Qui construisent leur premier portefeuille de clients." },
    ],
    ctaTitle: "Prêt à signer davantage de clients ?",
    ctaText: "Importez vos contacts et suivez vos premières affaires dès aujourd'hui.",
  },
  facturepro: {
    seoTitle: () => "Tarifs FacturePro : devis et factures, gratuit pour démarrer",
    seoDescription: (p) =>
      `FacturePro : formule Free gratuite jusqu'à 3 clients actifs, Pro à ${p("Pro")}/mois et Corporate sur devis. Devis et factures conformes en quelques minutes.`,
    cardText: "Créez des devis et des factures conformes, et faites-vous payer plus vite.",
    heroTitle: "FacturePro : des devis et factures professionnels en quelques minutes",
    heroText:
      "Éditez des documents conformes à la réglementation française, transformez vos devis en factures et suivez vos paiements, depuis votre ordinateur ou votre mobile.",
    benefitsTitle: "Pourquoi choisir FacturePro ?",
    benefits: [
      {
        title: "Des documents conformes",
        text: "Mentions obligatoires, numérotation continue, TVA : tout est prévu pour vous.",
      },
      {
        title: "Payé plus vite",
        text: "Les relances automatiques et le suivi des règlements réduisent vos retards de paiement.",
      },
      {
        title: "Une image professionnelle",
        text: "Votre logo et vos couleurs sur chaque devis, pour rassurer vos clients dès le premier envoi.",
      },
    ],
    audienceTitle: "Pour qui ?",
    audience: [
      { title: "Freelances et artisans", text: "Qui facturent quelques clients et veulent commencer gratuitement." },
      { title: "TPE en croissance", text: "Qui émettent des dizaines de documents chaque mois." },
      { title: "Groupes et réseaux", text: "Qui gèrent plusieurs entités et ont besoin d'un accompagnement." },
    ],
    ctaTitle: "Envoyez votre premier devis aujourd'hui",
    ctaText: "La formule Free vous permet de commencer tout de suite, sans engagement.",
  },
  note2frais: {
    seoTitle: () => "Tarifs Note 2 Frais : vos notes de frais, gratuit en solo",
    seoDescription: (p) =>
      `Note 2 Frais : formule Free gratuite pour 1 utilisateur, Pro à ${p("Pro")}/mois dès 2 utilisateurs avec profils Admin et Utilisateurs. Essai sans carte bancaire.`,
    cardText: "Photographiez vos tickets, Note 2 Frais s'occupe du reste.",
    heroTitle: "Note 2 Frais : vos notes de frais sans paperasse",
    heroText:
      "Prenez vos justificatifs en photo, laissez l'application remplir la note de frais et envoyez-la à valider en un instant. Vos remboursements arrivent plus vite.",
    benefitsTitle: "Ce que vous y gagnez",
    benefits: [
      {
        title: "Zéro ticket perdu",
        text: "Chaque justificatif est photographié et archivé dès la dépense.",
      },
      {
        title: "Une validation rapide",
        text: "Le responsable approuve ou refuse les notes de son équipe en un clic.",
      },
      {
        title: "Un export prêt pour la comptabilité",
        text: "Vos dépenses partent vers votre expert-comptable ou ComptaPro sans ressaisie.",
      },
    ],
    audienceTitle: "Pour qui ?",
    audience: [
      { title: "Indépendants", text: "Qui veulent suivre leurs frais professionnels sans effort." },
      { title: "Équipes terrain", text: "Commerciaux et techniciens qui dépensent en déplacement." },
      { title: "Dirigeants et gestionnaires", text: "Qui valident et remboursent les frais de leurs salariés." },
    ],
    ctaTitle: "Dites adieu aux enveloppes de tickets",
    ctaText: "Créez votre compte et saisissez votre première note de frais en deux minutes.",
  },
  zenfluence: {
    seoTitle: (p) => `Tarifs ZENfluence : réseaux sociaux et influence dès ${p("Starter")}`,
    seoDescription: (p) =>
      `ZENfluence : formule Starter à ${p("Starter")}/mois, Pro à ${p("Pro")} avec un collaborateur invité et Business à ${p("Business")} pour 5 utilisateurs. Essai gratuit de ${TERMS.trialDays} jours.`,
    cardText: "Planifiez vos publications et pilotez vos campagnes d'influence.",
    heroTitle: "ZENfluence : vos réseaux sociaux et vos influenceurs, sereinement",
    heroText:
      "Programmez vos publications, trouvez les bons créateurs de contenu et mesurez les résultats de vos campagnes, depuis un seul tableau de bord.",
    benefitsTitle: "Pourquoi ZENfluence ?",
    benefits: [
      {
        title: "Un calendrier éditorial clair",
        text: "Toutes vos publications programmées, réseau par réseau, sur un seul écran.",
      },
      {
        title: "Les bons influenceurs",
        text: "Recherchez des créateurs par thématique et suivez vos échanges avec eux.",
      },
      {
        title: "Des résultats mesurés",
        text: "Portée, engagement, clics : des rapports simples pour décider où investir.",
      },
    ],
    audienceTitle: "Pour qui ?",
    audience: [
      {
        title: "Commerçants et marques",
        text: "Qui veulent être présents sur les réseaux sans y passer leurs journées.",
      },
      { title: "Équipes marketing", text: "Qui préparent et valident leurs contenus à plusieurs." },
      { title: "Agences", text: "Qui gèrent les campagnes de plusieurs clients." },
    ],
    ctaTitle: "Donnez de l'élan à votre marque",
    ctaText: "Connectez vos comptes et programmez vos premières publications en quelques minutes.",
  },
  comptapro: {
    seoTitle: () => "Tarifs ComptaPro : la comptabilité simplifiée sans jargon",
    seoDescription: (p) =>
      `ComptaPro, la comptabilité simplifiée sans jargon : Start à ${p("Start")}/mois, Pro à ${p("Pro")} avec TVA et bilans, Business multi-société. Essai gratuit de ${TERMS.trialDays} jours.`,
    cardText: "Une comptabilité simplifiée, sans jargon, pour suivre votre activité sereinement.",
    heroTitle: "ComptaPro : la comptabilité simplifiée, sans jargon",
    heroText:
      "Saisissez vos recettes et vos dépenses en langage courant, suivez votre trésorerie et préparez votre TVA sans être expert. Que vous soyez indépendant, dirigeant de PME ou à la tête de plusieurs sociétés.",
    benefitsTitle: "La comptabilité, enfin compréhensible",
    benefits: [
      {
        title: "Des mots simples",
        text: "« Ce que j'ai vendu », « ce que j'ai payé » : ComptaPro traduit pour vous le vocabulaire comptable.",
      },
      {
        title: "Votre trésorerie en temps réel",
        text: "Vous savez chaque jour ce qui est entré, ce qui va sortir et ce qu'il vous reste.",
      },
      {
        title: "Des échéances maîtrisées",
        text: "TVA, immobilisations, bilan : des rappels vous préviennent avant chaque date clé.",
      },
    ],
    audienceTitle: "Pour qui ?",
    audience: [
      {
        title: "Indépendants et micro-entrepreneurs",
        text: "Qui veulent tenir leurs comptes sans y passer leurs soirées.",
      },
      { title: "TPE et PME", text: "Qui gèrent TVA, immobilisations et bilans en lien avec leur expert-comptable." },
      { title: "Dirigeants multi-sociétés", text: "Qui pilotent plusieurs structures depuis un seul accès." },
    ],
    ctaTitle: "Reprenez la main sur votre comptabilité",
    ctaText: "Créez votre compte gratuitement ou demandez une démonstration avec un conseiller.",
  },
};

/**
 * A product's plan's price label by title among `plans` (the published ones): a plan renamed since
 * is found at the place it had in the catalog, and failing that the catalog's price is quoted.
 */
export function priceOfIn(id: ProductId, plans: readonly Plan[]): PriceOf {
  return (title) => {
    const catalog = PLANS[id];
    const found =
      plans.find((plan) => plan.title === title) ?? plans[catalog.findIndex((plan) => plan.title === title)];
    const fallback = catalog.find((plan) => plan.title === title);
    if (!found && !fallback) throw new Error(`Unknown plan ${id}/${title}`);
    return priceLabel((found ?? (fallback as Plan)).price);
  };
}

/** The pricing page's SEO title and description with `plans`' prices. */
export function pricingSeo(id: ProductId, plans: readonly Plan[]): { title: string; description: string } {
  const p = priceOfIn(id, plans);
  return { title: PRICING_PAGES[id].seoTitle(p), description: PRICING_PAGES[id].seoDescription(p) };
}
