import { PRICING_OVERVIEW_METADATA, PricingOverviewPage } from "../../../components/pages/PricingOverviewPage.tsx";
import { publishedContent } from "../../../lib/server/content/content-store.ts";
import { staffDirectory } from "../../../lib/server/staff/directory.ts";

/** /tarifs as rendered from the store (the content desk's published plans), for the origin's own request only. */
export const dynamic = "force-dynamic";

export const metadata = PRICING_OVERVIEW_METADATA;

export default async function StorePricingPage() {
  const { db } = await staffDirectory();
  return <PricingOverviewPage plans={(await publishedContent(db)).plans} />;
}
