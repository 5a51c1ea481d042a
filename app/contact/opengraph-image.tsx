import { FORMS } from "../../components/forms/definitions.ts";
import { OG_CONTENT_TYPE, OG_SIZE, type OgCard, ogAlt, ogImage } from "../../lib/seo/og/image.tsx";

const card: OgCard = { eyebrow: "Contact", title: FORMS.contact.title };

export const alt = ogAlt(card);
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return ogImage(card);
}
