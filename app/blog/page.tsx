import type { Metadata } from "next";
import { BlogList } from "../../components/blog/BlogList.tsx";
import { getSortedPosts } from "../../lib/content/blog.ts";
import { entryOfPost } from "../../lib/content/blog-entry.ts";
import { BLOG_LIST_METADATA } from "../../lib/seo/blog-metadata.ts";

/**
 * The blog as built, from the repository's files: served while the store's version of the blog is
 * unknown (the origin out of reach); otherwise the middleware answers with the page rendered from
 * the store (app/rendu-blog).
 */
export const metadata: Metadata = BLOG_LIST_METADATA;

export default function BlogPage() {
  return <BlogList posts={getSortedPosts().map(entryOfPost)} />;
}
