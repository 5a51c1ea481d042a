import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductPricingPage, productPricingMetadata } from "../../../components/pages/ProductPricingPage.tsx";
import { DEFAULT_CONTENT } from "../../../lib/catalog/content/kinds.ts";
import { isProductId, PRODUCT_IDS, type ProductId } from "../../../lib/config/products.ts";

type Params = Promise<{ id: string }>;

export const dynamicParams = false;

export function generateStaticParams(): { id: ProductId }[] {
  return PRODUCT_IDS.map((id) => ({ id }));
}

/** The product of `id`, or the 404 page. */
function load(id: string): ProductId {
  if (!isProductId(id)) notFound();
  return id;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = load((await params).id);
  return productPricingMetadata(id, DEFAULT_CONTENT.plans[id]);
}

/** /tarifs/{id} as built: the catalog's plans (the store's published ones come through /rendu-contenu/tarifs/{id}). */
export default async function ProductPricingRoute({ params }: { params: Params }) {
  const id = load((await params).id);
  return (
    <ProductPricingPage
      id={id}
      plans={DEFAULT_CONTENT.plans[id]}
      testimonials={DEFAULT_CONTENT.testimonials.pricing[id]}
    />
  );
}
