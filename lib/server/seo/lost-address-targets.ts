import { BLOG_PATH } from "../../config/blog-pages.ts";
import type { SiteFacts } from "../../config/redirect-rules.ts";
import { type Destination, type FormerAddress, suggestionIndex } from "../../seo/lost-address-suggestions.ts";
import { publishedArticles } from "../articles/articles-store.ts";
import type { Db } from "../store/db.ts";
import { originalSeoValues } from "./built-page.ts";
import { livePagePaths } from "./review.ts";

/** The page's title as built, without the site's name after it (« Tarifs | Suite… » → « Tarifs »). */
const shortTitle = (title: string | undefined, path: string) => title?.split(/\s[|–—]\s/)[0]?.trim() || path;

/**
 * Where lost addresses may be sent, read once for a page of the desk: the build's pages search
 * engines may index (the not-found page and noindex pages aside) and the articles out, with the
 * former addresses of those articles (each leads to the article's current one).
 */
export async function lostAddressIndex(db: Db, site: SiteFacts, now: number) {
  const pages = livePagePaths().filter((path) => site.livePage(path) && !site.noindexed(path));
  const [titles, articles] = await Promise.all([
    Promise.all(pages.map(async (path) => shortTitle((await originalSeoValues(path)).title, path))),
    publishedArticles(db, { now }),
  ]);
  const live = new Map<string, Destination>(pages.map((path, i) => [path, { path, title: titles[i] ?? path }]));
  const byId = new Map(articles.map((article) => [article.id, article]));
  for (const article of articles) {
    const path = `${BLOG_PATH}/${article.slug}`;
    if (!site.noindexed(path)) live.set(path, { path, title: article.title });
  }
  const rows = await db.all<{ slug: string; article_id: string }>("SELECT slug, article_id FROM article_former_slugs");
  const formers: FormerAddress[] = [];
  for (const row of rows) {
    const article = byId.get(row.article_id);
    if (article)
      formers.push({ path: `${BLOG_PATH}/${row.slug}`, to: `${BLOG_PATH}/${article.slug}`, title: article.title });
  }
  return suggestionIndex([...live.values()], formers);
}
