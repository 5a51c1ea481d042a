import type { Plan } from "../../catalog/types.ts";

/**
 * schema.org Product node of a pricing page, one Offer per priced plan (monthly price,
 * euros TTC). Plans sold on quote have no price and are left out, as schema.org asks
 * for a price on every Offer.
 */
export function productOffersJsonLd(args: {
  name: string;
  description: string;
  pageUrl: string;
  brand: string;
  plans: readonly Plan[];
}): Record<string, unknown> {
  const { name, description, pageUrl, brand, plans } = args;
  return {
    "@type": "Product",
    "@id": `${pageUrl}#produit`,
    name,
    description,
    url: pageUrl,
    brand: { "@type": "Brand", name: brand },
    offers: plans.flatMap((plan) =>
      typeof plan.price === "number"
        ? [
            {
              "@type": "Offer",
              name: `${name} ${plan.title}`,
              price: plan.price.toFixed(2),
              priceCurrency: "EUR",
              url: pageUrl,
              availability: "https://schema.org/InStock",
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                price: plan.price.toFixed(2),
                priceCurrency: "EUR",
                valueAddedTaxIncluded: true,
                referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
              },
            },
          ]
        : [],
    ),
  };
}
