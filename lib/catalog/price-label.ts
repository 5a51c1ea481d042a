import type { ProductId } from "../config/products.ts";
import { formatPrice } from "../format/french-format.ts";
import { PLANS } from "./plans.ts";
import type { PlanPrice } from "./types.ts";

export const FREE_LABEL = "Gratuit";

/** 5.9 → "5,90 €", 0 → "Gratuit", quotes as they are ("Sur devis", "Nous contacter"). */
export function priceLabel(price: PlanPrice): string {
  if (typeof price !== "number") return price;
  return price === 0 ? FREE_LABEL : formatPrice(price);
}

/** Price of a product's plan by title, for copy that quotes it ("dès 5,99 €"). */
export function planPrice(product: ProductId, title: string): string {
  const found = PLANS[product].find((p) => p.title === title);
  if (!found) throw new Error(`Unknown plan ${product}/${title}`);
  return priceLabel(found.price);
}
