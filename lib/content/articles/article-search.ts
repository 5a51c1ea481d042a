/**
 * What the blog's search looks in: an article's title, excerpt, category and body,
 * folded as the query is (lib/browser/blog-search.ts: accents, case and ligatures ignored), so
 * that one LIKE per word finds « TVA » in « la tva », « été » in « ETE », on SQLite and PostgreSQL.
 */
import { normalise } from "../../browser/blog-search.ts";
import type { ArticleContent } from "./article-rules.ts";

/** Markdown's marks and the addresses of its links and images: not words a reader searches. */
function markdownWords(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, " $1 ")
    .replace(/<[^>]*>/g, " ")
    .replace(/[#>*_`|~[\]()]/g, " ");
}

export function searchableText(content: Pick<ArticleContent, "title" | "excerpt" | "category" | "body">): string {
  return normalise([content.title, content.excerpt, content.category, markdownWords(content.body)].join(" "));
}

/** The words of a query, folded; none for an empty query. */
export function queryWords(query: string): string[] {
  return [...new Set(normalise(query).split(" ").filter(Boolean))];
}
