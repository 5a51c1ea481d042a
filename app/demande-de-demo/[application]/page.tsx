import type { Metadata } from "next";
import { FORMS, formPageHref } from "../../../components/forms/definitions.ts";
import { FormPage } from "../../../components/forms/FormPage.tsx";
import { isProductId, PRODUCT_IDS, PRODUCT_NAMES } from "../../../lib/config/products.ts";
import { pageMetadata } from "../../../lib/seo/metadata.ts";
import { demoCard } from "./og-card.ts";

/** The demo request opened from a product's page: that application ticked in advance. */
export const dynamicParams = false;

export function generateStaticParams(): { application: string }[] {
  return PRODUCT_IDS.map((application) => ({ application }));
}

type Params = { params: Promise<{ application: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { application } = await params;
  const product = isProductId(application) ? application : undefined;
  return pageMetadata({
    title: product ? `${FORMS.demo.title} de ${PRODUCT_NAMES[product]}` : FORMS.demo.title,
    description: FORMS.demo.description,
    path: product ? formPageHref("demo", product) : FORMS.demo.path,
    // The same form as /demande-de-demo with one box ticked: not a page of its own for search engines.
    noindex: true,
    ...(product ? { ogCard: demoCard(product) } : {}),
  });
}

export default async function ProductDemoRequestPage({ params }: Params) {
  const { application } = await params;
  return (
    <FormPage kind="demo" eyebrow="Démonstration" {...(isProductId(application) ? { product: application } : {})} />
  );
}
