import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { SiteContent } from "../../lib/catalog/content/kinds.ts";
import { isProductId } from "../../lib/config/products.ts";
import { ABOUT_METADATA, AboutPage } from "./AboutPage.tsx";
import { BOOSTERS_METADATA, BoostersPage } from "./BoostersPage.tsx";
import { FAQ_METADATA, FaqPage } from "./FaqPage.tsx";
import { HOME_METADATA, HomePage } from "./HomePage.tsx";
import { PRICING_OVERVIEW_METADATA, PricingOverviewPage } from "./PricingOverviewPage.tsx";
import { ProductPricingPage, productPricingMetadata } from "./ProductPricingPage.tsx";
import { SolutionPage, solutionMetadata } from "./SolutionPage.tsx";
import { SOLUTIONS_METADATA, SolutionsPage } from "./SolutionsPage.tsx";

/**
 * Every public page the content desk changes, drawn from a SiteContent (the store's published
 * values, or a draft over them in the preview) by the same components as the build's pages, with its
 * metadata. Undefined for any other path.
 */
export function contentPage(path: string, content: SiteContent): { metadata: Metadata; view: ReactNode } | undefined {
  switch (path) {
    case "/":
      return {
        metadata: HOME_METADATA,
        view: (
          <HomePage
            solutions={content.solutions}
            boosters={content.boosters}
            testimonials={content.testimonials.home}
          />
        ),
      };
    case "/tarifs":
      return { metadata: PRICING_OVERVIEW_METADATA, view: <PricingOverviewPage plans={content.plans} /> };
    case "/ressources/faq":
      return { metadata: FAQ_METADATA, view: <FaqPage groups={content.faq} /> };
    case "/solutions":
      return { metadata: SOLUTIONS_METADATA, view: <SolutionsPage solutions={content.solutions} /> };
    case "/boosters":
      return { metadata: BOOSTERS_METADATA, view: <BoostersPage boosters={content.boosters} /> };
    case "/a-propos":
      return { metadata: ABOUT_METADATA, view: <AboutPage about={content.about} /> };
  }
  const product = /^\/tarifs\/([a-z0-9]+)$/.exec(path)?.[1];
  if (product && isProductId(product))
    return {
      metadata: productPricingMetadata(product, content.plans[product]),
      view: (
        <ProductPricingPage
          id={product}
          plans={content.plans[product]}
          testimonials={content.testimonials.pricing[product]}
        />
      ),
    };
  const slug = /^\/solutions\/([a-z0-9-]+)$/.exec(path)?.[1];
  const solution = content.solutions.find((one) => one.slug === slug);
  if (solution) return { metadata: solutionMetadata(solution), view: <SolutionPage solution={solution} /> };
  return undefined;
}
