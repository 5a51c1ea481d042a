import { siteUrl } from "../../lib/config/env.ts";
import { getSortedPosts } from "../../lib/content/blog.ts";
import { rssXml } from "../../lib/content/rss.ts";

/** Written once at build time, like the pages. */
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(rssXml(getSortedPosts(), siteUrl()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
