import { PRICING_PAGES } from "../../../lib/catalog/pricing-pages.ts";
import { isProductId, PRODUCT_IDS, PRODUCT_NAMES } from "../../../lib/config/products.ts";
import { OG_CONTENT_TYPE, OG_SIZE, ogAlt, ogImage } from "../../../lib/seo/og/image.tsx";

/** One image per product, pre-rendered like the pages. */
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return PRODUCT_IDS.map((id) => ({ id }));
}

/** One string for every product: an image route under a dynamic segment cannot have per-page `alt` and be pre-rendered. */
export const alt = ogAlt({ eyebrow: "Tarifs", title: "le nom de l’application" });
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isProductId(id)) throw new Error(`Open Graph image: no product "${id}"`);
  return ogImage({ eyebrow: "Tarifs", title: PRODUCT_NAMES[id], text: PRICING_PAGES[id].cardText });
}
