import { PRICING_PAGES } from "../../../lib/catalog/pricing-pages.ts";
import { PRODUCT_NAMES, type ProductId } from "../../../lib/config/products.ts";
import type { OgCard } from "../../../lib/seo/og/card.ts";

/** What the product's pricing image shows, and its `og:image:alt` says. */
export function pricingCard(id: ProductId): OgCard {
  return { eyebrow: "Tarifs", title: PRODUCT_NAMES[id], text: PRICING_PAGES[id].cardText };
}
