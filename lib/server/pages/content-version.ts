import { publishedArticleParts, versionDigest } from "../articles/blog-version.ts";
import { publishedContentParts } from "../content/content-store.ts";
import type { Db } from "../store/db.ts";

/**
 * The version of everything the store publishes at `now`: the articles out and the content desk's
 * published items (a scheduled one counted from its moment, with nobody signed in). The site's
 * settings carry it to every middleware (on Node and in the Worker), which asks the origin again for
 * the pages answered from the store when it changes; a draft's save does not change it. With no
 * content published it is the blog's own version (lib/server/articles/blog-version.ts).
 */
export async function contentVersion(db: Db, now = Date.now()): Promise<string> {
  const [articles, content] = await Promise.all([publishedArticleParts(db, now), publishedContentParts(db, now)]);
  return versionDigest([...articles, ...content]);
}
