import type { ArticleContent } from "../../lib/content/articles/article-rules.ts";

/** An article the rules accept (a TPE's VAT return), with `overrides`: the tests' and the screenshots' sample. */
export const sampleArticle = (overrides: Partial<ArticleContent> = {}): ArticleContent => ({
  title: "Préparer sa déclaration de TVA",
  slug: "preparer-sa-declaration-de-tva",
  excerpt: "Les étapes d'une déclaration de TVA sereine pour une TPE : calendrier, justificatifs et pièges à éviter.",
  category: "Fiscalité",
  body: "## Le calendrier\n\nUne échéance à ne pas manquer.",
  cover: null,
  cta: { title: "Essayez", text: "Quinze jours pour tout tester.", label: "Essai gratuit", target: "essai-gratuit" },
  seoTitle: "",
  seoDescription: "",
  keyphrase: "",
  synonyms: "",
  analysisDismissals: [],
  ...overrides,
});
