import { HOME_METADATA, HomePage } from "../components/pages/HomePage.tsx";
import { DEFAULT_CONTENT } from "../lib/catalog/content/kinds.ts";

/**
 * The home page as built: the catalog's solutions, boosters and testimonials (the store's published
 * ones come through /rendu-contenu/accueil).
 */
export const metadata = HOME_METADATA;

export default function HomeRoute() {
  return (
    <HomePage
      solutions={DEFAULT_CONTENT.solutions}
      boosters={DEFAULT_CONTENT.boosters}
      testimonials={DEFAULT_CONTENT.testimonials.home}
    />
  );
}
