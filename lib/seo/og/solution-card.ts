import type { Solution } from "../../catalog/solutions.ts";
import { PRODUCT_NAMES } from "../../config/products.ts";
import type { OgCard } from "./card.ts";

/** The product's name when the solution is one (its field above it), else the solution's own title. */
export function solutionCard(solution: Solution): OgCard {
  if (!solution.productId) {
    return { eyebrow: solution.subtitle ?? "Solutions", title: solution.title, text: solution.description };
  }
  const name = PRODUCT_NAMES[solution.productId];
  // The field is the title, or the subtitle when the title is the product's name (ZENfluence).
  const field = solution.title === name ? (solution.subtitle ?? "Solutions") : solution.title;
  return { eyebrow: field, title: name, text: solution.description };
}
