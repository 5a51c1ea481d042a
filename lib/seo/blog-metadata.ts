import type { Metadata } from "next";
import { isoDay } from "../content/blog.ts";
import type { BlogEntry } from "../content/blog-entry.ts";
import { BLOG_FEED_ALTERNATE } from "../content/rss.ts";
import { pageMetadata } from "./metadata.ts";
import { BLOG_CARD, postCard } from "./og/post-card.ts";

/** The blog pages' metadata, as built and as rendered from the store. */

const listSeo = pageMetadata({
  title: "Blog : conseils de gestion pour TPE et indépendants",
  description:
    "Devis, factures, notes de frais, organisation : nos conseils pratiques pour aider les TPE et les indépendants à gagner du temps sur leur gestion au quotidien.",
  path: "/blog",
  // Named here: the list rendered from the store (app/rendu-blog) has no image file of its own.
  ogCard: BLOG_CARD,
});

export const BLOG_LIST_METADATA: Metadata = {
  ...listSeo,
  alternates: { ...listSeo.alternates, types: BLOG_FEED_ALTERNATE },
};

/** An article page's metadata: the editor's SEO title and description when written, its own otherwise. */
export function articleMetadata(post: BlogEntry): Metadata {
  const seo = pageMetadata({
    title: post.seoTitle || post.title,
    description: post.seoDescription || post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
    ogCard: postCard(post),
  });
  return {
    ...seo,
    alternates: { ...seo.alternates, types: BLOG_FEED_ALTERNATE },
    openGraph: {
      ...seo.openGraph,
      type: "article",
      publishedTime: isoDay(post.date),
      modifiedTime: isoDay(post.modified),
      section: post.category,
    },
  };
}
