import { isProductId, PRODUCT_IDS } from "../../../lib/config/products.ts";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "../../../lib/seo/og/image.tsx";
import { pricingCard } from "../../../lib/seo/og/pricing-card.ts";

/** One image per product, pre-rendered like the pages; its alternative text is set by the page (pageMetadata's ogCard). */
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return PRODUCT_IDS.map((id) => ({ id }));
}

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isProductId(id)) throw new Error(`Open Graph image: no product "${id}"`);
  return ogImage(pricingCard(id));
}
