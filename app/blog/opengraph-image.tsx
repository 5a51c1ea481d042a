import { OG_CONTENT_TYPE, OG_SIZE, ogAlt, ogImage } from "../../lib/seo/og/image.tsx";
import { BLOG_CARD as card } from "../../lib/seo/og/post-card.ts";

export const alt = ogAlt(card);
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return ogImage(card);
}
