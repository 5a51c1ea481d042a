import type { z } from "zod";
import { PRODUCT_APPS } from "../../config/external-links.ts";
import { TRIAL_LINK } from "../../config/navigation.ts";
import { PRODUCT_IDS, PRODUCT_NAMES, type ProductId } from "../../config/products.ts";
import { FAQ_GROUPS, type FaqGroup } from "../faq.ts";
import { PLANS } from "../plans.ts";
import type { Plan } from "../types.ts";
import { booleanField, groupField, hiddenField, listField, priceField, targetField, textField } from "./fields.ts";

/**
 * Every kind of content the team edits in the content desk (/admin/contenu), described once: its
 * schema (the form's fields, labels and limits, the server's validation), its items, each item's
 * default (today's catalog: a fresh store shows the pages as built) and the public pages that show
 * it (they follow a publication). The pages read a SiteContent: the defaults, or the store's
 * published values over them.
 */

/** Where a plan's button may lead: the product's application, the demo request, the trial page. */
function planTargets(product: ProductId) {
  return [
    { value: PRODUCT_APPS[product], label: `L'application ${PRODUCT_NAMES[product]} (nouvel onglet)` },
    { value: `demo:${product}`, label: "La demande de démonstration (fenêtre)" },
    { value: TRIAL_LINK.href, label: `La page « ${TRIAL_LINK.label} »` },
  ];
}

const planSchema = (product: ProductId) =>
  groupField("Formule", {
    title: textField("Nom de la formule", 40),
    description: textField("Description", 300, { multiline: true }),
    price: priceField(
      "Prix mensuel TTC",
      "En euros, par exemple 12,99 (0 : gratuit), ou « Sur devis » / « Nous contacter ».",
    ),
    period: textField("Période", 20, { help: "Affichée après le prix, par exemple « mois »." }),
    features: listField("Ce que comprend la formule", "ligne", textField("Ligne", 160), { min: 1, max: 20 }),
    popular: booleanField("Mise en avant « Le plus populaire »"),
    ctaText: textField("Texte du bouton", 40),
    ctaLink: targetField("Où mène le bouton", planTargets(product)),
  });

const plansSchema = (product: ProductId) =>
  listField(`Formules de ${PRODUCT_NAMES[product]}`, "formule", planSchema(product), { min: 1, max: 6 });

const faqSchema = listField(
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
          help: "Du texte simple : les balises sont affichées telles quelles.",
        }),
      }),
      { min: 1, max: 40 },
    ),
  }),
  { min: 1, max: 12, masculine: true },
);

/** What the public pages read: the catalog's values, published or as built. */
export interface SiteContent {
  plans: Record<ProductId, Plan[]>;
  faq: FaqGroup[];
}

export const DEFAULT_CONTENT: SiteContent = { plans: PLANS, faq: FAQ_GROUPS };

export interface ContentKind {
  /** The desk's screen title. */
  label: string;
  /** What the screen says it holds. */
  description: string;
  items: readonly string[];
  itemLabel(item: string): string;
  schema(item: string): z.ZodType;
  /** The item's value in `content`. */
  read(content: SiteContent, item: string): unknown;
  /** `content` with the item's value replaced. */
  write(content: SiteContent, item: string, value: unknown): SiteContent;
  /** The public pages that show the item. */
  pages(item: string): string[];
  /** What the server fills in before validation (a new question's anchor). */
  complete?(value: unknown): unknown;
}

/** An anchor from a title: lower case, no accent, words joined by dashes. */
function anchorOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** The questions with an anchor each, unique across the page: the typed ones kept, new ones made from their text. */
function withAnchors(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const taken = new Set<string>();
  const unique = (wanted: string, fallback: string) => {
    let base = anchorOf(wanted) || fallback;
    if (!/^[a-z0-9-]*$/.test(base)) base = fallback;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  };
  return value.map((group: Record<string, unknown>, groupIndex) => ({
    ...group,
    id: unique(String(group?.id || group?.title || ""), `groupe-${groupIndex + 1}`),
    items: Array.isArray(group?.items)
      ? group.items.map((entry: Record<string, unknown>, index: number) => ({
          ...entry,
          id: unique(String(entry?.id || entry?.question || ""), `question-${groupIndex + 1}-${index + 1}`),
        }))
      : group?.items,
  }));
}

export const CONTENT_KINDS = {
  formules: {
    label: "Formules et tarifs",
    description: "Les formules de chaque application : prix, période, contenu, mise en avant et bouton.",
    items: PRODUCT_IDS,
    itemLabel: (item) => PRODUCT_NAMES[item as ProductId] ?? item,
    schema: (item) => plansSchema(item as ProductId),
    read: (content, item) => content.plans[item as ProductId],
    write: (content, item, value) => ({ ...content, plans: { ...content.plans, [item]: value as Plan[] } }),
    pages: (item) => ["/tarifs", `/tarifs/${item}`],
  },
  faq: {
    label: "Questions fréquentes",
    description: "Les questions et réponses de la page « Questions fréquentes », leurs groupes et leur ordre.",
    items: ["questions"],
    itemLabel: () => "Questions et réponses",
    schema: () => faqSchema,
    read: (content) => content.faq,
    write: (content, _item, value) => ({ ...content, faq: value as FaqGroup[] }),
    pages: () => ["/ressources/faq"],
    complete: withAnchors,
  },
} as const satisfies Record<string, ContentKind>;

export type ContentKindId = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_IDS = Object.keys(CONTENT_KINDS) as ContentKindId[];

export function isContentKind(value: unknown): value is ContentKindId {
  return typeof value === "string" && Object.hasOwn(CONTENT_KINDS, value);
}

/** The kind of `kind` when `item` is one of its items. */
export function contentKindOf(kind: unknown, item: unknown): ContentKind | undefined {
  if (!isContentKind(kind)) return undefined;
  const found: ContentKind = CONTENT_KINDS[kind];
  return typeof item === "string" && found.items.includes(item) ? found : undefined;
}

/** Every public page a content item can change, once each. */
export const CONTENT_PAGES: readonly string[] = [
  ...new Set(
    CONTENT_KIND_IDS.flatMap((kind) => CONTENT_KINDS[kind].items.flatMap((item) => CONTENT_KINDS[kind].pages(item))),
  ),
];
