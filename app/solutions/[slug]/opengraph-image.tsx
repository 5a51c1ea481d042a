import { SOLUTIONS, solutionBySlug } from "../../../lib/catalog/solutions.ts";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "../../../lib/seo/og/image.tsx";
import { solutionCard } from "../../../lib/seo/og/solution-card.ts";

/** One image per solution, pre-rendered like the pages; its alternative text is set by the page (pageMetadata's ogCard). */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return SOLUTIONS.map((solution) => ({ slug: solution.slug }));
}

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const slug = (await params).slug;
  const solution = solutionBySlug(slug);
  if (!solution) throw new Error(`Open Graph image: no solution "${slug}"`);
  return ogImage(solutionCard(solution));
}
