import { PRODUCT_SITES } from "./external-links.ts";
import { PRODUCT_IDS } from "./products.ts";

/** Internal aliases: answered by the server with a 301 and pre-rendered as a fallback page. */
export const INTERNAL_REDIRECTS: Record<string, string> = {
  "/faq": "/ressources/faq",
  "/ressources/blog": "/blog",
};

/** `/crmpro` and the like lead to the product's own site (history replaced in the browser). */
export const PRODUCT_REDIRECTS: Record<string, string> = Object.fromEntries(
  PRODUCT_IDS.map((id) => [`/${id}`, PRODUCT_SITES[id]]),
);
