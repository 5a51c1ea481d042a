import { BOOSTERS_METADATA, BoostersPage } from "../../components/pages/BoostersPage.tsx";
import { DEFAULT_CONTENT } from "../../lib/catalog/content/kinds.ts";

/** /boosters as built: the catalog's boosters (the store's published ones come through /rendu-contenu/boosters). */
export const metadata = BOOSTERS_METADATA;

export default function BoostersRoute() {
  return <BoostersPage boosters={DEFAULT_CONTENT.boosters} />;
}
