import type { BlogPost } from "../../../lib/content/blog.ts";
import type { OgCard } from "../../../lib/seo/og/card.ts";

/** What the article's image shows, and its `og:image:alt` says. */
export function postCard(post: Pick<BlogPost, "category" | "title">): OgCard {
  return { eyebrow: `Blog · ${post.category}`, title: post.title };
}
