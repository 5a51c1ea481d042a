import { FORMS } from "../../../components/forms/definitions.ts";
import { PRODUCT_NAMES, type ProductId } from "../../../lib/config/products.ts";
import type { OgCard } from "../../../lib/seo/og/card.ts";

/** What the application's demo-request image shows, and its `og:image:alt` says. */
export function demoCard(application: ProductId): OgCard {
  return { eyebrow: FORMS.demo.title, title: PRODUCT_NAMES[application] };
}
