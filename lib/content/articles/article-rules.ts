/**
 * The blog's articles as the back office writes them: their fields, limits, statuses,
 * address rules and French messages, in one place for the editor (its live checks), the server
 * actions and the store. No Node module: the editor's client code imports it.
 */

import { z } from "zod";
import { LIST_IMAGE_SEGMENT } from "../../config/blog-pages.ts";
import { PRODUCT_IDS } from "../../config/products.ts";

/** SEO limits of a title and an excerpt (the build has always checked them on the repository's posts). */
export const ARTICLE_LIMITS = {
  titleMin: 10,
  titleMax: 60,
  excerptMin: 50,
  excerptMax: 160,
  categoryMax: 40,
  slugMax: 80,
  bodyMax: 100_000,
  altMin: 10,
  altMax: 200,
  seoTitleMax: 60,
  seoDescriptionMax: 160,
  keyphraseMax: 100,
  synonymsMax: 300,
  /** Findings of the content analysis set aside, and the length of each reason. */
  dismissalsMax: 200,
  dismissalReasonMax: 200,
} as const;

/** The categories the site started with; the team may add others in the editor. */
export const STARTING_CATEGORIES = ["Gestion d'entreprise", "Notes de frais", "Devis et facturation"] as const;

/** Where an article's closing call to action leads: the free trial or a product's own site. */
export const CTA_TARGETS = ["essai-gratuit", ...PRODUCT_IDS] as const;
export type CtaTarget = (typeof CTA_TARGETS)[number];

/** Addresses under /blog/ that no article may take (kept for the blog's own pages). */
export const RESERVED_SLUGS = ["recherche", "rss", "page", "categorie", LIST_IMAGE_SEGMENT] as const;

/**
 * What is stored of the publication: a draft, live (published, or scheduled while its moment is
 * to come) or taken offline. Published and scheduled are one state: an article goes out at its
 * moment with nobody signed in, and the desk tells them apart by the clock (articleStatus).
 */
export const ARTICLE_STATES = ["draft", "live", "unpublished"] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** The four statuses the desk shows. */
export type ArticleStatus = "draft" | "scheduled" | "published" | "unpublished";
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: "Brouillon",
  scheduled: "Programmé",
  published: "Publié",
  unpublished: "Dépublié",
};

export function articleStatus(state: ArticleState, publishAt: number | null, now: number): ArticleStatus {
  if (state !== "live") return state;
  return publishAt !== null && publishAt > now ? "scheduled" : "published";
}

/** "Gérer sa TVA : 5 astuces !" → "gerer-sa-tva-5-astuces": an address made from a title. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, ARTICLE_LIMITS.slugMax)
    .replace(/-+$/, "");
}

export const ARTICLE_FIELD_LABELS = {
  title: "Titre",
  slug: "Adresse",
  excerpt: "Résumé",
  category: "Catégorie",
  body: "Texte de l'article",
  coverAlt: "Texte alternatif de l'image",
  ctaTarget: "Appel à l'action",
  seoTitle: "Titre pour les moteurs de recherche",
  seoDescription: "Description pour les moteurs de recherche",
  keyphrase: "Expression clé",
  synonyms: "Synonymes de l'expression clé",
  publishAt: "Date de publication",
} as const;
export type ArticleField = keyof typeof ARTICLE_FIELD_LABELS;

const between = (label: string, min: number, max: number, length: number) =>
  `${label} : entre ${min} et ${max} caractères (${length} saisis).`;

export const ARTICLE_MESSAGES = {
  title: (length: number) => between("Titre", ARTICLE_LIMITS.titleMin, ARTICLE_LIMITS.titleMax, length),
  excerpt: (length: number) => between("Résumé", ARTICLE_LIMITS.excerptMin, ARTICLE_LIMITS.excerptMax, length),
  categoryRequired: "La catégorie est obligatoire : choisissez-en une existante ou saisissez-en une nouvelle.",
  categoryTooLong: `Indiquez une catégorie de ${ARTICLE_LIMITS.categoryMax} caractères au plus.`,
  slugShape: `Adresse : des lettres minuscules sans accent, des chiffres et des tirets (par exemple gerer-sa-tva), ${ARTICLE_LIMITS.slugMax} caractères au plus.`,
  slugReserved: (slug: string) =>
    `L'adresse « /blog/${slug} » est réservée au blog lui-même : choisissez-en une autre.`,
  slugTaken: (slug: string) => `L'adresse « /blog/${slug} » est déjà celle d'un autre article.`,
  slugRetired: (slug: string) =>
    `L'adresse « /blog/${slug} » redirige vers un autre article (son ancienne adresse) : choisissez-en une autre.`,
  body: `Le texte de l'article est vide ou dépasse ${ARTICLE_LIMITS.bodyMax.toLocaleString("fr-FR")} caractères.`,
  coverAlt: (length: number) =>
    between("Texte alternatif de l'image", ARTICLE_LIMITS.altMin, ARTICLE_LIMITS.altMax, length),
  ctaText:
    "L'appel à l'action a besoin d'un titre (120 caractères au plus), d'un texte (300 au plus) et du libellé de son bouton (60 au plus).",
  cover: "L'image de couverture n'est pas valide : choisissez-en une autre.",
  ctaTarget: "Choisissez où mène l'appel à l'action : l'essai gratuit ou le site d'un produit.",
  seoTitle: (length: number) =>
    `Titre pour les moteurs de recherche : ${ARTICLE_LIMITS.seoTitleMax} caractères au plus (${length} saisis).`,
  seoDescription: (length: number) =>
    `Description pour les moteurs de recherche : ${ARTICLE_LIMITS.seoDescriptionMax} caractères au plus (${length} saisis).`,
  keyphrase: `Expression clé : ${ARTICLE_LIMITS.keyphraseMax} caractères au plus.`,
  synonyms: `Synonymes : ${ARTICLE_LIMITS.synonymsMax} caractères au plus, séparés par des virgules.`,
  dismissals: "Les remarques écartées de l'analyse ne sont pas valides : rechargez la page, puis recommencez.",
  conflict: (who: string, when: string) =>
    `Cet article a été modifié par ${who} le ${when}, après que vous l'avez ouvert. Vos changements n'ont pas été enregistrés : ils restent dans le formulaire. Comparez avec la version actuelle, puis enregistrez de nouveau.`,
  form: "Le formulaire de l'article est incomplet : rechargez la page, puis recommencez.",
  sessionEnded:
    "Votre session a pris fin : rien n'a été enregistré, et votre saisie reste ici. Reconnectez-vous au back-office dans un autre onglet, puis enregistrez de nouveau.",
  previewUntitled: "Titre de l'article",
  previewSessionEnded:
    "Votre session a pris fin : l'aperçu reprendra une fois reconnecté (votre saisie reste dans le formulaire).",
  notFound: "Cet article n'existe plus : il a peut-être été supprimé.",
  revisionNotFound: "Cette version de l'article n'existe plus.",
} as const;

/**
 * A cover image as the editor takes it: JPEG, PNG or WebP of 10 MB at most, and at most 50 million
 * pixels once decoded (a small file that would inflate to gigabytes, a decompression bomb, is refused).
 */
export const ARTICLE_IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 50_000_000,
  types: ["image/jpeg", "image/png", "image/webp"],
} as const;

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;

export const ARTICLE_IMAGE_MESSAGES = {
  empty: "Choisissez une image.",
  notImage: "Ce fichier n'est pas une image JPEG, PNG ou WebP.",
  tooLarge: (bytes: number) =>
    `L'image pèse ${megabytes(bytes)} : ${megabytes(ARTICLE_IMAGE_LIMITS.maxBytes)} au plus.`,
  tooManyPixels: (width: number, height: number) =>
    `L'image mesure ${width.toLocaleString("fr-FR")} × ${height.toLocaleString("fr-FR")} pixels : ${(ARTICLE_IMAGE_LIMITS.maxPixels / 1_000_000).toLocaleString("fr-FR")} millions de pixels au plus.`,
  unreadable: "Cette image est endommagée ou illisible.",
} as const;

/** Where an article's cover image comes from: a file of the site (the first articles) or the store. */
export const articleCoverSchema = z.object(
  {
    src: z.string().regex(/^\/(?:blog|article-images)\/[a-z0-9][a-z0-9./-]*$/, ARTICLE_MESSAGES.cover),
    width: z.number(ARTICLE_MESSAGES.cover).int(ARTICLE_MESSAGES.cover).positive(ARTICLE_MESSAGES.cover),
    height: z.number(ARTICLE_MESSAGES.cover).int(ARTICLE_MESSAGES.cover).positive(ARTICLE_MESSAGES.cover),
    alt: z
      .string(ARTICLE_MESSAGES.coverAlt(0))
      .trim()
      .check((ctx) => {
        const n = ctx.value.length;
        if (n < ARTICLE_LIMITS.altMin || n > ARTICLE_LIMITS.altMax)
          ctx.issues.push({ code: "custom", message: ARTICLE_MESSAGES.coverAlt(n), input: ctx.value });
      }),
  },
  ARTICLE_MESSAGES.cover,
);
export type ArticleCover = z.infer<typeof articleCoverSchema>;

const ctaText = (max: number) =>
  z.string(ARTICLE_MESSAGES.ctaText).trim().min(1, ARTICLE_MESSAGES.ctaText).max(max, ARTICLE_MESSAGES.ctaText);
export const articleCtaSchema = z.object(
  {
    title: ctaText(120),
    text: ctaText(300),
    label: ctaText(60),
    target: z.enum(CTA_TARGETS, { error: ARTICLE_MESSAGES.ctaTarget }),
  },
  ARTICLE_MESSAGES.ctaText,
);
export type ArticleCta = z.infer<typeof articleCtaSchema>;

const SLUG = new RegExp(`^(?=.{1,${ARTICLE_LIMITS.slugMax}}$)[a-z0-9]+(?:-[a-z0-9]+)*$`);

/** What an editor saves, and what a revision keeps. */
export const articleContentSchema = z.object(
  {
    title: z
      .string(ARTICLE_MESSAGES.title(0))
      .trim()
      .check((ctx) => {
        const n = ctx.value.length;
        if (n < ARTICLE_LIMITS.titleMin || n > ARTICLE_LIMITS.titleMax)
          ctx.issues.push({ code: "custom", message: ARTICLE_MESSAGES.title(n), input: ctx.value });
      }),
    slug: z
      .string(ARTICLE_MESSAGES.slugShape)
      .trim()
      .regex(SLUG, ARTICLE_MESSAGES.slugShape)
      .check((ctx) => {
        if ((RESERVED_SLUGS as readonly string[]).includes(ctx.value))
          ctx.issues.push({ code: "custom", message: ARTICLE_MESSAGES.slugReserved(ctx.value), input: ctx.value });
      }),
    excerpt: z
      .string(ARTICLE_MESSAGES.excerpt(0))
      .trim()
      .check((ctx) => {
        const n = ctx.value.length;
        if (n < ARTICLE_LIMITS.excerptMin || n > ARTICLE_LIMITS.excerptMax)
          ctx.issues.push({ code: "custom", message: ARTICLE_MESSAGES.excerpt(n), input: ctx.value });
      }),
    category: z
      .string(ARTICLE_MESSAGES.categoryRequired)
      .trim()
      .min(1, ARTICLE_MESSAGES.categoryRequired)
      .max(ARTICLE_LIMITS.categoryMax, ARTICLE_MESSAGES.categoryTooLong),
    body: z
      .string(ARTICLE_MESSAGES.body)
      .trim()
      .min(1, ARTICLE_MESSAGES.body)
      .max(ARTICLE_LIMITS.bodyMax, ARTICLE_MESSAGES.body),
    cover: articleCoverSchema.nullable(),
    cta: articleCtaSchema,
    seoTitle: z
      .string(ARTICLE_MESSAGES.seoTitle(0))
      .trim()
      .check((ctx) => {
        if (ctx.value.length > ARTICLE_LIMITS.seoTitleMax)
          ctx.issues.push({ code: "custom", message: ARTICLE_MESSAGES.seoTitle(ctx.value.length), input: ctx.value });
      }),
    seoDescription: z
      .string(ARTICLE_MESSAGES.seoDescription(0))
      .trim()
      .check((ctx) => {
        if (ctx.value.length > ARTICLE_LIMITS.seoDescriptionMax)
          ctx.issues.push({
            code: "custom",
            message: ARTICLE_MESSAGES.seoDescription(ctx.value.length),
            input: ctx.value,
          });
      }),
    // The content analysis (lib/seo/content-analysis/): what the article should rank for, and the
    // findings set aside with their reason. Kept with the article, so in its revisions too; an
    // article saved before them has none.
    keyphrase: z
      .string(ARTICLE_MESSAGES.keyphrase)
      .trim()
      .max(ARTICLE_LIMITS.keyphraseMax, ARTICLE_MESSAGES.keyphrase)
      .default(""),
    synonyms: z
      .string(ARTICLE_MESSAGES.synonyms)
      .trim()
      .max(ARTICLE_LIMITS.synonymsMax, ARTICLE_MESSAGES.synonyms)
      .default(""),
    analysisDismissals: z
      .array(
        z.object({
          id: z.string().min(1).max(80),
          reason: z.string().trim().max(ARTICLE_LIMITS.dismissalReasonMax),
        }),
        ARTICLE_MESSAGES.dismissals,
      )
      .max(ARTICLE_LIMITS.dismissalsMax, ARTICLE_MESSAGES.dismissals)
      .default([]),
  },
  ARTICLE_MESSAGES.form,
);
export type ArticleContent = z.infer<typeof articleContentSchema>;
/** A finding of the content analysis set aside by the writer, and why. */
export type AnalysisDismissal = ArticleContent["analysisDismissals"][number];

/** An article as the store holds it. */
export interface Article extends ArticleContent {
  id: string;
  state: ArticleState;
  /** When it goes (or went) out: milliseconds since the epoch; null for a draft never dated. */
  publishAt: number | null;
  /** Increased by every change: a save names the version it started from (optimistic concurrency). */
  version: number;
  createdAt: number;
  updatedAt: number;
  /** The staff member who changed it last (their id). */
  updatedBy: string | null;
}

/** The field messages of a content that breaks a rule, by field. */
export function articleContentProblems(input: unknown): Partial<Record<string, string>> | undefined {
  const result = articleContentSchema.safeParse(input);
  if (result.success) return undefined;
  const problems: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    problems[key] ??= issue.message;
  }
  return problems;
}
