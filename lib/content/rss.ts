import { SITE } from "../config/site.ts";
import type { BlogEntry } from "./blog-entry.ts";

/** The blog's RSS 2.0 feed: /rss.xml, announced by the blog pages. */
export const BLOG_FEED = {
  path: "/rss.xml",
  title: `Blog ${SITE.name}`,
  description: "Conseils de gestion pour les TPE, les indépendants et les créateurs d'entreprise.",
} as const;

/** `alternates.types` of the blog pages' metadata: <link rel="alternate" type="application/rss+xml">. */
export const BLOG_FEED_ALTERNATE = {
  "application/rss+xml": [{ url: BLOG_FEED.path, title: BLOG_FEED.title }],
};

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text or attribute value safe inside XML. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** The feed of `posts` (already newest first), links absolute on `origin` (no trailing slash). */
export function rssXml(
  posts: readonly Pick<BlogEntry, "slug" | "title" | "excerpt" | "date" | "category">[],
  origin: string,
): string {
  const items = posts.map((post) => {
    const link = escapeXml(`${origin}/blog/${post.slug}`);
    return (
      `<item><title>${escapeXml(post.title)}</title><link>${link}</link>` +
      `<guid isPermaLink="true">${link}</guid><description>${escapeXml(post.excerpt)}</description>` +
      `<pubDate>${post.date.toUTCString()}</pubDate><category>${escapeXml(post.category)}</category></item>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>` +
    `<title>${escapeXml(BLOG_FEED.title)}</title><description>${escapeXml(BLOG_FEED.description)}</description>` +
    `<link>${escapeXml(origin)}</link><language>fr-FR</language>${items.join("")}</channel></rss>`
  );
}
