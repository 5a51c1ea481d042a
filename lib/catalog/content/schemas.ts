import { PRODUCT_APPS } from "../../config/external-links.ts";
import { TRIAL_LINK } from "../../config/navigation.ts";
import { PRODUCT_NAMES, type ProductId } from "../../config/products.ts";
import { BOOSTERS } from "../boosters.ts";
import { booleanField, groupField, hiddenField, listField, priceField, targetField, textField } from "./fields.ts";

/**
 * The schemas of the content desk's kinds (lib/catalog/content/kinds.ts): each field with its
 * label, limits and help, the one description of a kind's form and validation.
 */

/** Where a plan's button may lead: the product's application, the demo request, the trial page. */
function planTargets(product: ProductId) {
  return [
    { value: PRODUCT_APPS[product], label: `L'application ${PRODUCT_NAMES[product]} (nouvel onglet)` },
    { value: `demo:${product}`, label: "La demande de démonstration (fenêtre)" },
    { value: TRIAL_LINK.href, label: `La page «\u00a0${TRIAL_LINK.label}\u00a0»` },
  ];
}

const planSchema = (product: ProductId) =>
  groupField("Formule", {
    title: textField("Nom de la formule", 40),
    description: textField("Description", 300, { multiline: true }),
    price: priceField(
      "Prix mensuel TTC",
      "En euros, par exemple 12,99 (0 : gratuit), ou « Sur devis » / « Nous contacter ».",
    ),
    period: textField("Période", 20, { help: "Affichée après le prix, par exemple « mois »." }),
    features: listField("Ce que comprend la formule", "ligne", textField("Ligne", 160), { min: 1, max: 20 }),
    popular: booleanField("Mise en avant « Le plus populaire »"),
    ctaText: textField("Texte du bouton", 40),
    ctaLink: targetField("Où mène le bouton", planTargets(product)),
  });

export const plansSchema = (product: ProductId) =>
  listField(`Formules de ${PRODUCT_NAMES[product]}`, "formule", planSchema(product), { min: 1, max: 6 });

export const faqSchema = listField(
  "Groupes de questions",
  "groupe",
  groupField("Groupe", {
    id: hiddenField("Ancre du groupe"),
    title: textField("Titre du groupe", 80),
    items: listField(
      "Questions",
      "question",
      groupField("Question", {
        id: hiddenField("Ancre de la question"),
        question: textField("Question", 200),
        answer: textField("Réponse", 2000, {
          multiline: true,
          help: "Du texte simple : les balises sont affichées telles quelles.",
        }),
      }),
      { min: 1, max: 40 },
    ),
  }),
  { min: 1, max: 12, masculine: true },
);

export const testimonialsSchema = (label: string) =>
  listField(
    label,
    "citation",
    groupField("Témoignage", {
      quote: textField("Citation", 600, { multiline: true }),
      author: textField("Nom", 80),
      role: textField("Fonction et entreprise", 120, { required: false }),
    }),
    { min: 1, max: 6 },
  );

export const boostersSchema = listField(
  "Boosters",
  "booster",
  groupField("Booster", {
    id: hiddenField("Identifiant du booster"),
    title: textField("Titre", 60),
    description: textField("Description", 300, { multiline: true }),
  }),
  { min: BOOSTERS.length, max: BOOSTERS.length, masculine: true },
);

export const solutionSchema = groupField("Solution", {
  title: textField("Titre", 60),
  subtitle: textField("Sous-titre", 60, { required: false }),
  description: textField("Description courte (carte)", 200, { multiline: true }),
  longDescription: textField("Description de la page", 600, { multiline: true }),
  highlight: textField("Point fort", 80),
  seoTitle: textField("Titre de la page (et des moteurs de recherche)", 70),
  seoDescription: textField("Description pour les moteurs de recherche", 170, { multiline: true }),
  audience: listField("Pour qui", "ligne", textField("Ligne", 200), { min: 1, max: 8 }),
  features: listField(
    "Fonctionnalités",
    "fonctionnalité",
    groupField("Fonctionnalité", { title: textField("Titre", 80), text: textField("Texte", 300, { multiline: true }) }),
    { min: 1, max: 12 },
  ),
});

const titledList = (label: string, itemLabel: string, max: number, masculine = false) =>
  listField(
    label,
    itemLabel,
    groupField(itemLabel[0]?.toUpperCase() + itemLabel.slice(1), {
      title: textField("Titre", 80),
      text: textField("Texte", 600, { multiline: true }),
    }),
    { min: 1, max, masculine },
  );
const paragraphs = (label: string) =>
  listField(label, "paragraphe", textField("Paragraphe", 1200, { multiline: true }), {
    min: 1,
    max: 6,
    masculine: true,
  });

export const aboutSchema = groupField("Page « À propos »", {
  eyebrow: textField("Surtitre", 40),
  title: textField("Titre de la page", 120),
  lead: textField("Introduction", 400, { multiline: true }),
  historyTitle: textField("Titre de l'histoire", 80),
  history: paragraphs("Notre histoire"),
  today: paragraphs("Aujourd'hui"),
  valuesTitle: textField("Titre des valeurs", 80),
  valuesLead: textField("Introduction des valeurs", 400, { multiline: true }),
  values: titledList("Valeurs", "valeur", 6),
  approachTitle: textField("Titre de l'approche", 80),
  approachLead: textField("Introduction de l'approche", 400, { multiline: true }),
  approach: titledList("Approche", "étape", 8),
  ctaTitle: textField("Titre de l'appel à l'action", 120),
  ctaText: textField("Texte de l'appel à l'action", 400, { multiline: true }),
});
