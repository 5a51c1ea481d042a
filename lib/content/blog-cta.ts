import { PRODUCT_SITES } from "../config/external-links.ts";
import { TRIAL_LINK } from "../config/navigation.ts";
import type { ProductId } from "../config/products.ts";

export type BlogCtaTarget = "essai-gratuit" | ProductId;

/** Where an article's closing call to action leads; product sites open in a new tab. */
export function blogCtaLink(target: BlogCtaTarget): { href: string; external: boolean } {
  if (target === "essai-gratuit") return { href: TRIAL_LINK.href, external: false };
  return { href: PRODUCT_SITES[target], external: true };
}
