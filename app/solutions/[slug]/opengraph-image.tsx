import { SOLUTIONS } from "../../../lib/catalog/solutions.ts";
import { PRODUCT_NAMES } from "../../../lib/config/products.ts";
import { OG_CONTENT_TYPE, OG_SIZE, type OgCard, ogAlt, ogImage } from "../../../lib/seo/og/image.tsx";

/** One image per solution, pre-rendered like the pages. */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return SOLUTIONS.map((solution) => ({ slug: solution.slug }));
}

/** One string for every solution: an image route under a dynamic segment cannot have per-page `alt` and be pre-rendered. */
export const alt = ogAlt({ eyebrow: "Solutions", title: "le nom de l’application" });
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

/** The product's name when the solution is one (its field above it), else the solution's own title. */
function card(slug: string): OgCard {
  const solution = SOLUTIONS.find((candidate) => candidate.slug === slug);
  if (!solution) throw new Error(`Open Graph image: no solution "${slug}"`);
  return solution.productId
    ? { eyebrow: solution.title, title: PRODUCT_NAMES[solution.productId], text: solution.description }
    : { eyebrow: solution.subtitle ?? "Solutions", title: solution.title, text: solution.description };
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return ogImage(card((await params).slug));
}
