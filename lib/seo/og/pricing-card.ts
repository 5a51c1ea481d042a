import { PRICING_PAGES } from "../../catalog/pricing-pages.ts";
import { PRODUCT_NAMES, type ProductId } from "../../config/products.ts";
import type { OgCard } from "./card.ts";

/** What the product's pricing image shows, and its `og:image:alt` says. */
export function pricingCard(id: ProductId): OgCard {
  return { eyebrow: "Tarifs", title: PRODUCT_NAMES[id], text: PRICING_PAGES[id].cardText };
}
