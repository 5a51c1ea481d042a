import { isoDay } from "../content/blog.ts";
import type { BlogEntry } from "../content/blog-entry.ts";
import { escapeXml } from "../content/rss.ts";

/**
 * The sitemap as built with the blog of the store: the articles as built leave it, the
 * published ones of the store come in after /blog, each with its last change as `lastmod`, and
 * /blog with the newest of them. Edge-safe string work, like writeSitemapOverrides.
 */
export function writeBlogSitemap(
  xml: string,
  posts: readonly Pick<BlogEntry, "slug" | "modified">[],
  site: string,
): string {
  const origin = site.replace(/\/+$/, "");
  const blog = `${origin}/blog`;
  const withoutArticles = xml.replace(/<url>([\s\S]*?)<\/url>\s*/g, (entry, body: string) =>
    (/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? "").startsWith(`${escapeXml(blog)}/`) ? "" : entry,
  );
  const newest = posts.reduce<Date | undefined>(
    (latest, post) => (!latest || post.modified > latest ? post.modified : latest),
    undefined,
  );
  const listEntry = `<url><loc>${escapeXml(blog)}</loc>${newest ? `<lastmod>${isoDay(newest)}</lastmod>` : ""}</url>`;
  const entries = [
    listEntry,
    ...posts.map(
      (post) => `<url><loc>${escapeXml(`${blog}/${post.slug}`)}</loc><lastmod>${isoDay(post.modified)}</lastmod></url>`,
    ),
  ].join("\n");
  const listed = new RegExp(
    `<url><loc>${escapeXml(blog).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}</loc>[\\s\\S]*?</url>`,
  );
  return listed.test(withoutArticles)
    ? withoutArticles.replace(listed, entries)
    : withoutArticles.replace("</urlset>", `${entries}\n</urlset>`);
}
