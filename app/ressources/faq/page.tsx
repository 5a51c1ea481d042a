import { FAQ_METADATA, FaqPage } from "../../../components/pages/FaqPage.tsx";
import { DEFAULT_CONTENT } from "../../../lib/catalog/content/kinds.ts";

/** /ressources/faq as built: the catalog's questions (the store's published ones come through /rendu-contenu/faq). */
export const metadata = FAQ_METADATA;

export default function FaqRoute() {
  return <FaqPage groups={DEFAULT_CONTENT.faq} />;
}
