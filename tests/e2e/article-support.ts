/** The article editor of the back office as the browser tests fill it. */
import type { Locator } from "@playwright/test";

export interface ArticleFields {
  title: string;
  excerpt: string;
  category: string;
  /** Markdown. */
  body: string;
}

/** Types an article's required fields into the editor (`form`: the page's main region). */
export async function fillArticle(form: Locator, fields: ArticleFields): Promise<void> {
  await form.getByLabel("Titre", { exact: true }).fill(fields.title);
  await form.getByLabel("Résumé", { exact: true }).fill(fields.excerpt);
  await form.getByLabel("Catégorie", { exact: true }).fill(fields.category);
  await form.getByLabel("Texte de l'article", { exact: true }).fill(fields.body);
}
