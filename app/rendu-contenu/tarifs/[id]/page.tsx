import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductPricingPage, productPricingMetadata } from "../../../../components/pages/ProductPricingPage.tsx";
import type { Plan } from "../../../../lib/catalog/types.ts";
import { isProductId, type ProductId } from "../../../../lib/config/products.ts";
import { publishedContent } from "../../../../lib/server/content/content-store.ts";
import { staffDirectory } from "../../../../lib/server/staff/directory.ts";

/** /tarifs/{id} as rendered from the store (the content desk's published plans), for the origin's own request only. */
export const dynamic = "force-dynamic";

type Params = Promise<{ id: string }>;

async function load(id: string): Promise<{ id: ProductId; plans: Plan[] }> {
  if (!isProductId(id)) notFound();
  const { db } = await staffDirectory();
  return { id, plans: (await publishedContent(db)).plans[id] };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id, plans } = await load((await params).id);
  return productPricingMetadata(id, plans);
}

export default async function StoreProductPricingPage({ params }: { params: Params }) {
  return <ProductPricingPage {...(await load((await params).id))} />;
}
