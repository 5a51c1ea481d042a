import { PRODUCT_IDS, PRODUCT_NAMES } from "../../config/products.ts";
import {
  type AnalysisDismissal,
  type ArticleContent,
  type ArticleCover,
  type CtaTarget,
  slugFromTitle,
} from "./article-rules.ts";

/** The article editor's fields, as its form names them (components/admin/articles/ArticleForm.tsx). */
export const ARTICLE_FORM_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "category",
  "body",
  "coverAlt",
  "ctaTarget",
  "ctaTitle",
  "ctaText",
  "ctaLabel",
  "seoTitle",
  "seoDescription",
  "keyphrase",
  "synonyms",
  /** The findings of the content analysis set aside, as JSON (a hidden field the analysis panel keeps). */
  "analysisDismissals",
] as const;
export type ArticleFormField = (typeof ARTICLE_FORM_FIELDS)[number];
export type ArticleFormValues = Record<ArticleFormField, string>;

/** What the editor shows again after a refusal: each field as typed, each reason, and a newer version saved meanwhile. */
export interface ArticleFormState {
  values: Partial<ArticleFormValues>;
  errors: Partial<Record<ArticleFormField | "form", string>>;
  /** Saved by someone else since the form was opened (said in `errors.form`): their version, to save over it knowingly. */
  conflict?: { version: number };
}

/** The editor's fields as a form sent them (an absent one empty). */
export function formValuesFrom(form: FormData): ArticleFormValues {
  return Object.fromEntries(
    ARTICLE_FORM_FIELDS.map((name) => [name, String(form.get(name) ?? "")]),
  ) as ArticleFormValues;
}

/** The content the form's fields describe (an empty address made from the title), checked by the store. */
export function articleContentOfForm(values: ArticleFormValues, cover: ArticleCover | null): ArticleContent {
  return {
    title: values.title,
    slug: values.slug.trim() || slugFromTitle(values.title),
    excerpt: values.excerpt,
    category: values.category,
    body: values.body,
    cover: cover ? { ...cover, alt: values.coverAlt } : null,
    cta: {
      title: values.ctaTitle,
      text: values.ctaText,
      label: values.ctaLabel,
      target: values.ctaTarget as CtaTarget,
    },
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    keyphrase: values.keyphrase,
    synonyms: values.synonyms,
    // Not JSON: left for the store's rules to refuse with their message.
    analysisDismissals: dismissalsOfField(values.analysisDismissals) as AnalysisDismissal[],
  };
}

function dismissalsOfField(text: string): unknown {
  if (text.trim() === "") return [];
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The form's fields of a stored article's content. */
export function formValuesOf(content: ArticleContent): ArticleFormValues {
  return {
    title: content.title,
    slug: content.slug,
    excerpt: content.excerpt,
    category: content.category,
    body: content.body,
    coverAlt: content.cover?.alt ?? "",
    ctaTarget: content.cta.target,
    ctaTitle: content.cta.title,
    ctaText: content.cta.text,
    ctaLabel: content.cta.label,
    seoTitle: content.seoTitle,
    seoDescription: content.seoDescription,
    keyphrase: content.keyphrase,
    synonyms: content.synonyms,
    analysisDismissals: JSON.stringify(content.analysisDismissals),
  };
}

/** Where the closing call to action may lead, as the editor offers it. */
export const CTA_TARGET_OPTIONS: readonly { value: CtaTarget; label: string }[] = [
  { value: "essai-gratuit", label: "La page d'essai gratuit" },
  ...PRODUCT_IDS.map((id) => ({ value: id, label: `Le site de ${PRODUCT_NAMES[id]}` })),
];

/** A new article's form: empty, with the trial as its call to action (as two of the first three have). */
export const NEW_ARTICLE_VALUES: ArticleFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  category: "",
  body: "",
  coverAlt: "",
  ctaTarget: "essai-gratuit",
  ctaTitle: "Testez une gestion plus légère",
  ctaText: "Essayez gratuitement nos applications, sans rien installer.",
  ctaLabel: "Commencer gratuitement",
  seoTitle: "",
  seoDescription: "",
  keyphrase: "",
  synonyms: "",
  analysisDismissals: "[]",
};
