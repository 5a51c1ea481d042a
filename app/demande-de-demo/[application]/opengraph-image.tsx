import { FORMS } from "../../../components/forms/definitions.ts";
import { isProductId, PRODUCT_IDS, PRODUCT_NAMES } from "../../../lib/config/products.ts";
import { OG_CONTENT_TYPE, OG_SIZE, ogAlt, ogImage } from "../../../lib/seo/og/image.tsx";

/** One image per application, pre-rendered like the pages (the `alt` export is one string for all). */
export const dynamicParams = false;

export function generateStaticParams(): { application: string }[] {
  return PRODUCT_IDS.map((application) => ({ application }));
}

export const alt = ogAlt({ eyebrow: "Démonstration", title: "le nom de l’application" });
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ application: string }> }) {
  const { application } = await params;
  if (!isProductId(application)) throw new Error(`Open Graph image: no application "${application}"`);
  return ogImage({ eyebrow: FORMS.demo.title, title: PRODUCT_NAMES[application] });
}
