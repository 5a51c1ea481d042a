import { PRODUCT_SITES } from "../config/external-links.ts";
import type { ProductId } from "../config/products.ts";
import { PLANS } from "./plans.ts";
import { priceOfIn } from "./pricing-pages.ts";
import type { Feature, Plan, SolutionCard } from "./types.ts";

export const SOLUTION_SLUGS = [
  "notes-de-frais",
  "comptapro",
  "facturepro",
  "creation-entreprise",
  "crmpro",
  "zenfluence",
] as const;
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number];

/** A solution: its card on /solutions and the content of its detail page. */
export interface Solution extends SolutionCard {
  slug: SolutionSlug;
  /** The product sold behind it, when it has a pricing page. */
  productId?: ProductId;
  seoTitle: string;
  seoDescription: string;
  audience: string[];
  features: Feature[];
}

const details = (slug: SolutionSlug) => `/solutions/${slug}`;

/** CRMPro's highlight quotes its Start plan's price: it follows the published plans (solutionsPriced). */
function crmproHighlight(plans: readonly Plan[]): string {
  return `Dès ${priceOfIn("crmpro", plans)("Start")} par mois`;
}

/** The products whose plans' prices a solution quotes: their plans' changes show on the solutions too. */
export const PRICE_QUOTING_PRODUCTS: readonly ProductId[] = ["crmpro"];

export const SOLUTIONS: Solution[] = [
  {
    id: "notes-de-frais",
    slug: "notes-de-frais",
    productId: "note2frais",
    title: "Notes de frais",
    subtitle: "Note 2 Frais",
    description: "Photographiez vos tickets, l'application remplit et transmet vos notes de frais.",
    longDescription:
      "Note 2 Frais lit vos justificatifs, calcule les indemnités kilométriques et envoie chaque note au bon valideur. Vos salariés sont remboursés plus vite et votre comptable reçoit des dépenses déjà classées.",
    highlight: "Gratuit pour 1 utilisateur",
    externalUrl: PRODUCT_SITES.note2frais,
    detailsUrl: details("notes-de-frais"),
    seoTitle: "Note 2 Frais : les notes de frais sans paperasse",
    seoDescription:
      "Note 2 Frais simplifie vos notes de frais : photo des tickets, indemnités kilométriques, validation en un clic, export comptable. Gratuit pour 1 utilisateur.",
    audience: [
      "Les indépendants qui avancent des frais professionnels",
      "Les commerciaux et techniciens souvent en déplacement",
      "Les dirigeants qui valident et remboursent les frais de leur équipe",
    ],
    features: [
      {
        title: "Photo des justificatifs",
        text: "Le montant, la date et la TVA sont lus automatiquement sur le ticket.",
      },
      { title: "Indemnités kilométriques", text: "Le barème fiscal en vigueur est appliqué à chaque trajet déclaré." },
      {
        title: "Circuit de validation",
        text: "Les responsables approuvent ou refusent une note en un clic, même sur mobile.",
      },
      {
        title: "Export comptable",
        text: "Vos dépenses partent vers ComptaPro ou votre expert-comptable sans ressaisie.",
      },
    ],
  },
  {
    id: "comptabilite",
    slug: "comptapro",
    productId: "comptapro",
    title: "Comptabilité",
    subtitle: "ComptaPro",
    description: "Une comptabilité simplifiée, sans jargon, pour suivre votre activité au quotidien.",
    longDescription:
      "ComptaPro vous permet de saisir recettes et dépenses en langage courant, de suivre votre trésorerie, de préparer votre TVA et vos bilans. Indépendant, PME ou dirigeant de plusieurs sociétés : chacun trouve la formule adaptée.",
    highlight: "Le plus choisi : formule Pro",
    externalUrl: PRODUCT_SITES.comptapro,
    detailsUrl: details("comptapro"),
    seoTitle: "ComptaPro : la comptabilité simplifiée sans jargon",
    seoDescription:
      "ComptaPro rend la comptabilité accessible : saisie simplifiée, trésorerie en temps réel, TVA, immobilisations et bilans. Pour indépendants, TPE et PME.",
    audience: [
      "Les indépendants et micro-entrepreneurs qui tiennent leurs comptes eux-mêmes",
      "Les TPE et PME qui travaillent avec un expert-comptable",
      "Les dirigeants qui pilotent plusieurs sociétés",
    ],
    features: [
      {
        title: "Saisie simplifiée",
        text: "Recettes et dépenses se saisissent en quelques clics, sans connaître le plan comptable.",
      },
      { title: "Suivi de trésorerie", text: "Vos entrées et sorties d'argent, au jour le jour et en prévisionnel." },
      {
        title: "TVA et bilans",
        text: "Vos déclarations et votre bilan se préparent à partir des données déjà saisies.",
      },
      { title: "Multi-société", text: "Passez d'une société à l'autre et donnez des accès à vos collaborateurs." },
    ],
  },
  {
    id: "devis-facturation",
    slug: "facturepro",
    productId: "facturepro",
    title: "Devis et facturation",
    subtitle: "FacturePro",
    description: "Des devis et factures conformes en quelques minutes, et des relances automatiques.",
    longDescription:
      "FacturePro édite des documents à vos couleurs qui respectent les mentions légales françaises. Un devis accepté devient une facture en un clic, et les relances partent toutes seules à l'échéance.",
    highlight: "Gratuit jusqu'à 3 clients actifs",
    externalUrl: PRODUCT_SITES.facturepro,
    detailsUrl: details("facturepro"),
    seoTitle: "FacturePro : devis et factures conformes en minutes",
    seoDescription:
      "FacturePro crée vos devis et factures conformes, transforme un devis en facture en un clic et relance vos clients. Gratuit jusqu'à 3 clients actifs.",
    audience: [
      "Les freelances et artisans qui facturent quelques clients",
      "Les TPE qui émettent des dizaines de documents par mois",
      "Les structures à plusieurs entités qui veulent des modèles communs",
    ],
    features: [
      {
        title: "Documents conformes",
        text: "Numérotation continue, mentions obligatoires et TVA gérées automatiquement.",
      },
      { title: "Devis transformé en facture", text: "Un clic suffit quand votre client accepte votre proposition." },
      { title: "Relances automatiques", text: "Vos clients reçoivent un rappel courtois avant et après l'échéance." },
      { title: "Suivi des paiements", text: "Vous voyez en temps réel ce qui est payé, en attente ou en retard." },
    ],
  },
  {
    id: "creation-entreprise",
    slug: "creation-entreprise",
    title: "Création d'entreprise",
    subtitle: "Accompagnement",
    description: "Les étapes et les outils pour lancer votre activité sur de bonnes bases.",
    longDescription:
      "Choix du statut, démarches d'immatriculation, premiers devis, première comptabilité : nous vous guidons pas à pas et vous équipez dès le premier jour des applications dont votre jeune entreprise a besoin.",
    highlight: "Vos outils prêts dès l'immatriculation",
    detailsUrl: details("creation-entreprise"),
    seoTitle: "Création d'entreprise : lancez votre activité",
    seoDescription:
      "Créez votre entreprise sereinement : choix du statut, démarches d'immatriculation et outils de gestion prêts dès le premier jour, avec un suivi concret.",
    audience: [
      "Les porteurs de projet qui hésitent encore sur leur statut",
      "Les salariés qui se lancent en parallèle de leur emploi",
      "Les créateurs qui veulent facturer et tenir leurs comptes dès le premier client",
    ],
    features: [
      {
        title: "Choix du statut",
        text: "Micro-entreprise, EURL, SASU : les critères clés pour décider en connaissance de cause.",
      },
      {
        title: "Démarches pas à pas",
        text: "La liste des formalités et des pièces à préparer pour immatriculer votre société.",
      },
      {
        title: "Outils prêts à l'emploi",
        text: "FacturePro, ComptaPro et CRMPro configurés pour votre nouvelle activité.",
      },
      { title: "Un interlocuteur", text: "Une équipe disponible du lundi au vendredi pour répondre à vos questions." },
    ],
  },
  {
    id: "crm",
    slug: "crmpro",
    productId: "crmpro",
    title: "CRM",
    subtitle: "CRMPro",
    description: "Vos contacts, vos affaires et vos relances réunis dans un CRM simple.",
    longDescription:
      "CRMPro centralise votre fichier clients et prospects, garde l'historique de chaque échange et vous rappelle qui relancer. Votre pipeline de ventes vous montre les affaires à conclure ce mois-ci.",
    highlight: crmproHighlight(PLANS.crmpro),
    externalUrl: PRODUCT_SITES.crmpro,
    detailsUrl: details("crmpro"),
    seoTitle: "CRMPro : le CRM simple pour les petites entreprises",
    seoDescription:
      "CRMPro centralise vos contacts, suit vos opportunités dans un pipeline visuel et vous rappelle vos relances. Le CRM pensé pour les indépendants, TPE et PME.",
    audience: [
      "Les indépendants qui gèrent seuls leur prospection",
      "Les équipes commerciales de TPE et PME",
      "Les créateurs qui bâtissent leur premier portefeuille clients",
    ],
    features: [
      {
        title: "Fichier clients centralisé",
        text: "Coordonnées, notes et documents de chaque contact au même endroit.",
      },
      { title: "Pipeline de ventes", text: "Vos affaires glissent d'une étape à l'autre jusqu'à la signature." },
      { title: "Rappels de relance", text: "Chaque matin, la liste des appels et e-mails à ne pas oublier." },
      { title: "Tableaux de bord", text: "Chiffre d'affaires signé, taux de conversion, prévisions du mois." },
    ],
  },
  {
    id: "zenfluence",
    slug: "zenfluence",
    productId: "zenfluence",
    title: "ZENfluence",
    subtitle: "Réseaux sociaux et influence",
    description: "Planifiez vos publications et pilotez vos campagnes d'influence.",
    longDescription:
      "ZENfluence réunit votre calendrier éditorial, la programmation de vos publications, la recherche d'influenceurs et le suivi de vos campagnes. Des rapports clairs vous montrent ce qui fonctionne vraiment.",
    highlight: "Jusqu'à 5 connexions sociales dès la formule Starter",
    externalUrl: PRODUCT_SITES.zenfluence,
    detailsUrl: details("zenfluence"),
    seoTitle: "ZENfluence : réseaux sociaux et marketing d'influence",
    seoDescription:
      "ZENfluence planifie vos publications, vous aide à trouver les bons influenceurs et mesure vos campagnes. Pour les commerçants, les marques et les agences.",
    audience: [
      "Les commerçants et artisans qui veulent se faire connaître",
      "Les marques qui travaillent avec des créateurs de contenu",
      "Les agences qui gèrent les réseaux de plusieurs clients",
    ],
    features: [
      { title: "Calendrier éditorial", text: "Préparez et programmez vos publications sur tous vos réseaux." },
      { title: "Recherche d'influenceurs", text: "Trouvez des créateurs par thématique, audience et localisation." },
      {
        title: "Suivi des campagnes",
        text: "Contrats, contenus attendus et dates de publication suivis au même endroit.",
      },
      { title: "Rapports de performance", text: "Portée, engagement et clics, prêts à partager avec votre équipe." },
    ],
  },
];

/** The solutions with the prices of `plans` (the published ones) quoted where a highlight quotes one. */
export function solutionsPriced(solutions: readonly Solution[], plans: Record<ProductId, Plan[]>): Solution[] {
  return solutions.map((solution) =>
    solution.slug === "crmpro" ? { ...solution, highlight: crmproHighlight(plans.crmpro) } : solution,
  );
}

export function solutionBySlug(slug: string): Solution | undefined {
  return SOLUTIONS.find((s) => s.slug === slug);
}
