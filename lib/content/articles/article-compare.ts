import { groupField, textField } from "../../catalog/content/fields.ts";
import { ARTICLE_FIELD_LABELS } from "./article-rules.ts";

/**
 * An article's content as the comparison of two versions names its fields (lib/catalog/content/compare.ts):
 * every field of ArticleContent, those a reader never sees too (the address, the cover's file and
 * alternative text, the call to action's target, the SEO texts). Labels only: the article's own
 * rules (article-rules.ts) validate it.
 */
const ANY = 1_000_000;

export const ARTICLE_COMPARED_FIELDS = groupField("Article", {
  title: textField(ARTICLE_FIELD_LABELS.title, ANY),
  slug: textField(ARTICLE_FIELD_LABELS.slug, ANY),
  excerpt: textField(ARTICLE_FIELD_LABELS.excerpt, ANY),
  category: textField(ARTICLE_FIELD_LABELS.category, ANY),
  body: textField(ARTICLE_FIELD_LABELS.body, ANY),
  cover: groupField("Image de couverture", {
    src: textField("Fichier de l'image", ANY),
    alt: textField(ARTICLE_FIELD_LABELS.coverAlt, ANY),
  }),
  cta: groupField(ARTICLE_FIELD_LABELS.ctaTarget, {
    target: textField("Destination du bouton", ANY),
    title: textField("Titre de l'appel à l'action", ANY),
    text: textField("Texte de l'appel à l'action", ANY),
    label: textField("Libellé du bouton", ANY),
  }),
  seoTitle: textField(ARTICLE_FIELD_LABELS.seoTitle, ANY),
  seoDescription: textField(ARTICLE_FIELD_LABELS.seoDescription, ANY),
});
