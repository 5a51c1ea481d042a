import type { BlogImage, BlogPost } from "./blog.ts";
import type { BlogCtaTarget } from "./blog-cta.ts";

/**
 * An article as the public blog shows it, wherever it comes from: a file of the
 * repository (the pages as built) or the store (the pages rendered at run time).
 */
export interface BlogEntry {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** When it went out. */
  date: Date;
  /** Its last change (the sitemap's lastmod). */
  modified: Date;
  image: BlogImage | null;
  imageAlt: string;
  /** The body as HTML: the repository's own Markdown, or a stored article's, sanitised. */
  html: string;
  cta: { title: string; text: string; label: string; target: BlogCtaTarget };
  /** The search engines' title and description, when the editor wrote their own. */
  seoTitle: string;
  seoDescription: string;
}

/** A post of the repository as an entry. */
export function entryOfPost(post: BlogPost): BlogEntry {
  const { slug, title, excerpt, category, date, image, imageAlt, html, cta } = post;
  return {
    slug,
    title,
    excerpt,
    category,
    date,
    modified: date,
    image,
    imageAlt,
    html,
    cta,
    seoTitle: "",
    seoDescription: "",
  };
}
