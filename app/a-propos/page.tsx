import { ABOUT_METADATA, AboutPage } from "../../components/pages/AboutPage.tsx";
import { ABOUT } from "../../lib/catalog/about.ts";

/** /a-propos as built: the catalog's texts (the store's published ones come through /rendu-contenu/a-propos). */
export const metadata = ABOUT_METADATA;

export default function AboutRoute() {
  return <AboutPage about={ABOUT} />;
}
