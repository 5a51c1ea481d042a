import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogArticle } from "../../../components/blog/BlogArticle.tsx";
import { getSortedPosts } from "../../../lib/content/blog.ts";
import { type BlogEntry, entryOfPost } from "../../../lib/content/blog-entry.ts";
import { articleMetadata } from "../../../lib/seo/blog-metadata.ts";

type Params = Promise<{ slug: string }>;

/**
 * An article as built, from the repository's files: served while the store's version of the blog
 * is unknown; otherwise the middleware answers with the page rendered from the store.
 */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getSortedPosts().map((post) => ({ slug: post.slug }));
}

/** The post of `slug` and the others (newest first), or the 404 page. */
function load(slug: string): { post: BlogEntry; others: BlogEntry[] } {
  const posts = getSortedPosts().map(entryOfPost);
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) notFound();
  return { post, others: posts.filter((other) => other.slug !== slug) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return articleMetadata(load((await params).slug).post);
}

export default async function BlogPostPage({ params }: { params: Params }) {
  return <BlogArticle {...load((await params).slug)} />;
}
