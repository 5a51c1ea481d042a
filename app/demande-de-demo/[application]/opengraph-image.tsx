import { isProductId, PRODUCT_IDS } from "../../../lib/config/products.ts";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "../../../lib/seo/og/image.tsx";
import { demoCard } from "./og-card.ts";

/** One image per application, pre-rendered like the pages; its alternative text is set by the page (pageMetadata's ogCard). */
export const dynamicParams = false;

export function generateStaticParams(): { application: string }[] {
  return PRODUCT_IDS.map((application) => ({ application }));
}

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ application: string }> }) {
  const { application } = await params;
  if (!isProductId(application)) throw new Error(`Open Graph image: no application "${application}"`);
  return ogImage(demoCard(application));
}
