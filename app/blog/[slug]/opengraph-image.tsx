import { getSortedPosts } from "../../../lib/content/blog.ts";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "../../../lib/seo/og/image.tsx";
import { postCard } from "../../../lib/seo/og/post-card.ts";

/** One image per post, pre-rendered like the posts; its alternative text is set by the page (pageMetadata's ogCard). */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getSortedPosts().map((post) => ({ slug: post.slug }));
}

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = getSortedPosts().find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`Open Graph image: no blog post "${slug}"`);
  return ogImage(postCard(post));
}
