import { BLOG_PATH } from "../../config/blog-pages.ts";
import { type AgingReport, agingRedirects } from "../../seo/redirect-aging.ts";
import { publishedArticles } from "../articles/articles-store.ts";
import type { Db } from "../store/db.ts";
import { redirectSiteFacts } from "./redirect-facts.ts";
import { listRedirects } from "./redirects-store.ts";

/** The desk's « À revoir » at `now`: the whole list read against the build's pages and the articles out. */
export async function redirectsToReview(db: Db, now: number): Promise<AgingReport> {
  const [entries, site, articles] = await Promise.all([
    listRedirects(db),
    redirectSiteFacts(db),
    publishedArticles(db, { now }),
  ]);
  const articlePaths = new Set(articles.map((article) => `${BLOG_PATH}/${article.slug}`));
  return agingRedirects(entries, { ...site, livePage: (path) => site.livePage(path) || articlePaths.has(path) }, now);
}
