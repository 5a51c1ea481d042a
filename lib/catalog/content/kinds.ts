import type { z } from "zod";
import { PRODUCT_IDS, PRODUCT_NAMES, type ProductId } from "../../config/products.ts";
import { ABOUT, type AboutContent } from "../about.ts";
import { BOOSTERS, type Booster } from "../boosters.ts";
import { FAQ_GROUPS, type FaqGroup } from "../faq.ts";
import { PLANS } from "../plans.ts";
import { PRICE_QUOTING_PRODUCTS, SOLUTIONS, type Solution } from "../solutions.ts";
import { COMPTAPRO_QUOTE, HOME_TESTIMONIALS, PRICING_TESTIMONIALS } from "../testimonials.ts";
import type { Plan, Testimonial } from "../types.ts";
import { withAnchors } from "./faq-anchors.ts";
import { aboutSchema, boostersSchema, faqSchema, plansSchema, solutionSchema, testimonialsSchema } from "./schemas.ts";

/**
 * Every kind of content the team edits in the content desk (/admin/contenu), described once: its
 * schema (the form's fields, labels and limits, the server's validation), its items, each item's
 * default (today's catalog: a fresh store shows the pages as built) and the public pages that show
 * it (they follow a publication). The pages read a SiteContent: the defaults, or the store's
 * published values over them.
 */

/** What the public pages read: the catalog's values, published or as built. */
export interface SiteContent {
  plans: Record<ProductId, Plan[]>;
  faq: FaqGroup[];
  testimonials: { home: Testimonial[]; pricing: Record<ProductId, Testimonial[]> };
  boosters: Booster[];
  solutions: Solution[];
  about: AboutContent;
}

export const DEFAULT_CONTENT: SiteContent = {
  plans: PLANS,
  faq: FAQ_GROUPS,
  testimonials: { home: HOME_TESTIMONIALS, pricing: { ...PRICING_TESTIMONIALS, comptapro: [COMPTAPRO_QUOTE] } },
  boosters: BOOSTERS,
  solutions: SOLUTIONS,
  about: ABOUT,
};

/** A testimonial as the form has it (no role: an empty one), and back. */
const testimonialIn = (item: Testimonial) => ({ quote: item.quote, author: item.author, role: item.role ?? "" });
const testimonialOut = (value: { quote: string; author: string; role: string }): Testimonial => ({
  quote: value.quote,
  author: value.author,
  ...(value.role ? { role: value.role } : {}),
});

/** The fields of a solution the desk edits (its address, product and links stay the code's). */
const SOLUTION_FIELDS = [
  "title",
  "subtitle",
  "description",
  "longDescription",
  "highlight",
  "seoTitle",
  "seoDescription",
  "audience",
  "features",
] as const;
type SolutionFields = Pick<Solution, (typeof SOLUTION_FIELDS)[number]>;

const PRICING_TESTIMONIAL_ITEMS = PRODUCT_IDS.map((id) => `tarifs-${id}`);

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

export const CONTENT_KINDS = {
  formules: {
    label: "Formules et tarifs",
    description: "Les formules de chaque application : prix, période, contenu, mise en avant et bouton.",
    items: PRODUCT_IDS,
    itemLabel: (item) => PRODUCT_NAMES[item as ProductId] ?? item,
    schema: (item) => plansSchema(item as ProductId),
    read: (content, item) => content.plans[item as ProductId],
    write: (content, item, value) => ({ ...content, plans: { ...content.plans, [item]: value as Plan[] } }),
    pages: (item) => [
      "/tarifs",
      `/tarifs/${item}`,
      // A solution's highlight may quote the product's price.
      ...(PRICE_QUOTING_PRODUCTS.includes(item as ProductId)
        ? [
            "/",
            "/solutions",
            ...SOLUTIONS.filter((one) => one.productId === item).map((one) => `/solutions/${one.slug}`),
          ]
        : []),
    ],
  },
  faq: {
    label: "Questions fréquentes",
    description: "Les questions et réponses de la page « Questions fréquentes », leurs groupes et leur ordre.",
    items: ["questions"],
    itemLabel: () => "Questions et réponses",
    schema: () => faqSchema,
    read: (content) => content.faq,
    write: (content, _item, value) => ({ ...content, faq: value as FaqGroup[] }),
    pages: () => ["/ressources/faq"],
    complete: withAnchors,
  },
  temoignages: {
    label: "Témoignages",
    description:
      "Les témoignages de la page d'accueil et de chaque page de tarifs : citation, nom, fonction, leur ordre.",
    items: ["accueil", ...PRICING_TESTIMONIAL_ITEMS],
    itemLabel: (item) =>
      item === "accueil"
        ? "Page d'accueil"
        : `Tarifs de ${PRODUCT_NAMES[item.replace(/^tarifs-/, "") as ProductId] ?? item}`,
    schema: (item) =>
      testimonialsSchema(item === "accueil" ? "Témoignages de l'accueil" : "Témoignages de la page de tarifs"),
    read: (content, item) =>
      (item === "accueil"
        ? content.testimonials.home
        : content.testimonials.pricing[item.replace(/^tarifs-/, "") as ProductId]
      ).map(testimonialIn),
    write: (content, item, value) => {
      const list = (value as Parameters<typeof testimonialOut>[0][]).map(testimonialOut);
      if (item === "accueil") return { ...content, testimonials: { ...content.testimonials, home: list } };
      const product = item.replace(/^tarifs-/, "") as ProductId;
      return {
        ...content,
        testimonials: { ...content.testimonials, pricing: { ...content.testimonials.pricing, [product]: list } },
      };
    },
    pages: (item) => (item === "accueil" ? ["/"] : [`/tarifs/${item.replace(/^tarifs-/, "")}`]),
  },
  solutions: {
    label: "Solutions",
    description: "Les pages des solutions : titres, sous-titres, descriptions, point fort, public et fonctionnalités.",
    items: SOLUTIONS.map((solution) => solution.slug),
    itemLabel: (item) => SOLUTIONS.find((solution) => solution.slug === item)?.title ?? item,
    schema: () => solutionSchema,
    read: (content, item) => {
      const solution = content.solutions.find((one) => one.slug === item) as Solution;
      return {
        ...Object.fromEntries(SOLUTION_FIELDS.map((key) => [key, solution[key]])),
        subtitle: solution.subtitle ?? "",
      };
    },
    write: (content, item, value) => {
      const fields = value as SolutionFields & { subtitle: string };
      return {
        ...content,
        solutions: content.solutions.map((solution) => {
          if (solution.slug !== item) return solution;
          const { subtitle, ...rest } = fields;
          const { subtitle: _previous, ...kept } = solution;
          return { ...kept, ...rest, ...(subtitle ? { subtitle } : {}) };
        }),
      };
    },
    pages: (item) => ["/", "/solutions", `/solutions/${item}`, `/solutions/${item}/opengraph-image`],
  },
  boosters: {
    label: "Boosters",
    description: "Les boosters de la page d'accueil et de la page « Boosters » : titre, description et ordre.",
    items: ["liste"],
    itemLabel: () => "Les boosters",
    schema: () => boostersSchema,
    read: (content) => content.boosters.map(({ id, title, description }) => ({ id, title, description })),
    write: (content, _item, value) => {
      const byId = new Map(content.boosters.map((booster) => [booster.id, booster]));
      const edited = (value as { id: string; title: string; description: string }[]).flatMap(
        ({ id, title, description }) => {
          const booster = byId.get(id);
          return booster ? [{ ...booster, title, description }] : [];
        },
      );
      return { ...content, boosters: edited.length === content.boosters.length ? edited : content.boosters };
    },
    pages: () => ["/", "/boosters"],
  },
  "a-propos": {
    label: "À propos",
    description: "Les textes de la page « À propos » : introduction, histoire, valeurs, approche et appel à l'action.",
    items: ["page"],
    itemLabel: () => "La page « À propos »",
    schema: () => aboutSchema,
    read: (content) => content.about,
    write: (content, _item, value) => ({ ...content, about: value as AboutContent }),
    pages: () => ["/a-propos"],
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
