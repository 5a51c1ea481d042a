import type { BlogEntry } from "../../content/blog-entry.ts";
import type { OgCard } from "./card.ts";

/** What the article's image shows, and its `og:image:alt` says. */
export function postCard(post: Pick<BlogEntry, "category" | "title">): OgCard {
  return { eyebrow: `Blog · ${post.category}`, title: post.title };
}

/** The blog list's image. */
export const BLOG_CARD: OgCard = { eyebrow: "Blog", title: "Conseils de gestion pour TPE et indépendants" };
