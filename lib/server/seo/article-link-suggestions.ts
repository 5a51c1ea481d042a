import { SOLUTIONS } from "../../catalog/solutions.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../config/redirects.ts";
import type { Article } from "../../content/articles/article-rules.ts";
import { type LinkSuggestion, linkSuggestions } from "../../seo/link-suggestions.ts";
import { publishedArticles } from "../articles/articles-store.ts";
import type { Db } from "../store/db.ts";
import { servedRedirects } from "./redirects-store.ts";

/**
 * The link suggestions of one article's editor: among the published articles (the store's) and the
 * solutions' pages, those it should link to and those that should link to it; an address that
 * redirects (the desk's redirects, the site's own) is never suggested.
 */
export async function articleLinkSuggestions(
  db: Db,
  article: Pick<Article, "id" | "slug" | "title" | "body">,
  now = Date.now(),
): Promise<{ outgoing: LinkSuggestion[]; incoming: LinkSuggestion[] }> {
  const [published, redirects] = await Promise.all([publishedArticles(db, { now }), servedRedirects(db)]);
  const gone = new Set([
    ...redirects.map((redirect) => redirect.from),
    ...Object.keys(INTERNAL_REDIRECTS),
    ...Object.keys(PRODUCT_REDIRECTS),
  ]);
  const pages = [
    ...published
      .filter((other) => other.id !== article.id)
      .map((other) => ({ path: `/blog/${other.slug}`, title: other.title, text: other.body, articleId: other.id })),
    ...SOLUTIONS.map((solution) => ({
      path: `/solutions/${solution.slug}`,
      title: solution.title,
      text: `${solution.description}\n\n${solution.longDescription}`,
    })),
  ];
  return linkSuggestions({ path: `/blog/${article.slug}`, title: article.title, text: article.body }, pages, gone);
}
