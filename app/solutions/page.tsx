import { SOLUTIONS_METADATA, SolutionsPage } from "../../components/pages/SolutionsPage.tsx";
import { DEFAULT_CONTENT } from "../../lib/catalog/content/kinds.ts";

/** /solutions as built: the catalog's solutions (the store's published ones come through /rendu-contenu/solutions). */
export const metadata = SOLUTIONS_METADATA;

export default function SolutionsRoute() {
  return <SolutionsPage solutions={DEFAULT_CONTENT.solutions} />;
}
