import { FAQ_METADATA, FaqPage } from "../../../components/pages/FaqPage.tsx";
import { publishedContent } from "../../../lib/server/content/content-store.ts";
import { staffDirectory } from "../../../lib/server/staff/directory.ts";

/** /ressources/faq as rendered from the store (the content desk's published questions), for the origin's own request only. */
export const dynamic = "force-dynamic";

export const metadata = FAQ_METADATA;

export default async function StoreFaqPage() {
  const { db } = await staffDirectory();
  return <FaqPage groups={(await publishedContent(db)).faq} />;
}
