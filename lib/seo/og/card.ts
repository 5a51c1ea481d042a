/** What an Open Graph image shows and says, without drawing it: read by the pages' metadata and the image routes. */
import { SITE } from "../../config/site.ts";

export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_CONTENT_TYPE = "image/png";

export interface OgCard {
  /** Small line above the title: the section ("Blog", "Tarifs") or the product. */
  eyebrow: string;
  /** The page title, product name or article title. */
  title: string;
  /** Optional line under the title. */
  text?: string;
}

/** The alternative text of a card's image, as `og:image:alt`. */
export function ogAlt(card: OgCard): string {
  return `${SITE.name} – ${card.eyebrow}\u202f: ${card.title}`;
}
