import { siteUrl } from "../../../lib/config/env.ts";
import { entryOfArticle } from "../../../lib/content/articles/article-view.ts";
import { rssXml } from "../../../lib/content/rss.ts";
import { publishedArticles } from "../../../lib/server/articles/articles-store.ts";
import { staffDirectory } from "../../../lib/server/staff-directory.ts";

/** /rss.xml as rendered from the store, for the origin's own request only. */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const { db } = await staffDirectory();
  const posts = (await publishedArticles(db)).map(entryOfArticle);
  return new Response(rssXml(posts, siteUrl()), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
