import { TERMS } from "../../lib/catalog/terms.ts";
import { OG_CONTENT_TYPE, OG_SIZE, type OgCard, ogAlt, ogImage } from "../../lib/seo/og/image.tsx";

const card: OgCard = {
  eyebrow: `Essai gratuit de ${TERMS.trialDays} jours`,
  title: "Essayez gratuitement l’application de votre choix",
  text: TERMS.trialNeedsCard ? "Sans engagement" : "Sans carte bancaire, sans engagement",
};

export const alt = ogAlt(card);
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return ogImage(card);
}
