import { getSortedPosts } from "../../../lib/content/blog.ts";
import { OG_CONTENT_TYPE, OG_SIZE, type OgCard, ogAlt, ogImage } from "../../../lib/seo/og/image.tsx";

type Params = Promise<{ slug: string }>;

/** One image per post, pre-rendered like the posts themselves. */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getSortedPosts().map((post) => ({ slug: post.slug }));
}

function card(slug: string): OgCard {
  const post = getSortedPosts().find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`Open Graph image: no blog post "${slug}"`);
  return { eyebrow: `Blog · ${post.category}`, title: post.title };
}

/** One string for every post: an image route under a dynamic segment cannot have per-page `alt` and be pre-rendered. */
export const alt = ogAlt({ eyebrow: "Blog", title: "le titre de l’article" });
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Params }) {
  return ogImage(card((await params).slug));
}
