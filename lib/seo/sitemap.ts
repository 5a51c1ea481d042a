import { type BlogPost, getSortedPosts, isoDay } from "../content/blog.ts";
import { LEGAL_UPDATED } from "../content/legal.ts";

/**
 * `lastmod` of the sitemap's pages, from the content's own dates, never the build's clock: each
 * blog post its front-matter date, the blog index its newest post, each legal page the date it
 * prints ("Dernière mise à jour"). Pages without a dated content have no `lastmod` (a made-up
 * date would teach search engines to ignore the field).
 */
export function contentLastmod(
  posts: readonly Pick<BlogPost, "slug" | "date">[] = getSortedPosts(),
): Map<string, string> {
  const dates = new Map<string, string>(Object.entries(LEGAL_UPDATED));
  for (const post of posts) dates.set(`/blog/${post.slug}`, isoDay(post.date));
  const newest = [...posts].sort((a, b) => b.date.getTime() - a.date.getTime())[0];
  if (newest) dates.set("/blog", isoDay(newest.date));
  return dates;
}
