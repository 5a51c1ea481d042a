import { solutionBySlug } from "../../../lib/catalog/solutions.ts";
import { PRODUCT_NAMES } from "../../../lib/config/products.ts";
import type { OgCard } from "../../../lib/seo/og/card.ts";

/** The product's name when the solution is one (its field above it), else the solution's own title. */
export function solutionCard(slug: string): OgCard {
  const solution = solutionBySlug(slug);
  if (!solution) throw new Error(`Open Graph image: no solution "${slug}"`);
  if (!solution.productId) {
    return { eyebrow: solution.subtitle ?? "Solutions", title: solution.title, text: solution.description };
  }
  const name = PRODUCT_NAMES[solution.productId];
  // The field is the title, or the subtitle when the title is the product's name (ZENfluence).
  const field = solution.title === name ? (solution.subtitle ?? "Solutions") : solution.title;
  return { eyebrow: field, title: name, text: solution.description };
}
