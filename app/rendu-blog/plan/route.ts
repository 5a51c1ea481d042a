import { SITEMAP_PATH } from "../../../lib/config/blog-pages.ts";
import { siteUrl } from "../../../lib/config/env.ts";
import { selfOrigin } from "../../../lib/config/self-origin.ts";
import { entryOfArticle } from "../../../lib/content/articles/article-view.ts";
import { AS_BUILT_HEADER } from "../../../lib/security/page-answer.ts";
import { writeBlogSitemap } from "../../../lib/seo/sitemap-blog.ts";
import { writeContentLastmod } from "../../../lib/seo/sitemap-content.ts";
import { publishedArticles } from "../../../lib/server/articles/articles-store.ts";
import { changedContentPages } from "../../../lib/server/content/content-store.ts";
import { staffDirectory } from "../../../lib/server/staff-directory.ts";

/**
 * /sitemap.xml with the blog of the store, for the origin's own request only: the sitemap as built,
 * its blog entries replaced, the pages the content desk changed dated by their publication.
 */
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const built = await fetch(new URL(SITEMAP_PATH, selfOrigin(request)), {
    headers: { [AS_BUILT_HEADER]: "1" },
    signal: AbortSignal.timeout(5_000),
  });
  if (!built.ok) return new Response("Plan du site indisponible.", { status: 503 });
  const { db } = await staffDirectory();
  const now = Date.now();
  const [articles, changed] = await Promise.all([publishedArticles(db), changedContentPages(db, now)]);
  const xml = writeBlogSitemap(await built.text(), articles.map(entryOfArticle), siteUrl());
  return new Response(writeContentLastmod(xml, changed, siteUrl()), {
    headers: { "Content-Type": "application/xml" },
  });
}
