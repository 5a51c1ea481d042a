import { PRICING_OVERVIEW_METADATA, PricingOverviewPage } from "../../components/pages/PricingOverviewPage.tsx";
import { DEFAULT_CONTENT } from "../../lib/catalog/content/kinds.ts";

/** /tarifs as built: the catalog's plans (the store's published ones come through /rendu-contenu/tarifs). */
export const metadata = PRICING_OVERVIEW_METADATA;

export default function PricingPage() {
  return <PricingOverviewPage plans={DEFAULT_CONTENT.plans} />;
}
