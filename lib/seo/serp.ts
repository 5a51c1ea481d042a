/**
 * How a search result draws a page: its title in Arial 20 px on Google's desktop results, cut at
 * about 600 px (not at a number of characters: « Mentions légales » and « WWW » differ by half),
 * and a description that shows whole from about 120 to 156 characters. `npm run seo` and the SEO
 * desk (/admin/seo) both measure with these.
 */
import pixelWidth from "string-pixel-width";

export const SERP = {
  /** Google's desktop result: its title's font size, and the width after which it is cut (« … »). */
  titleFontPx: 20,
  titleMaxPx: 600,
  /** The description's length that shows whole without looking empty. */
  descriptionGoodMin: 120,
  descriptionGoodMax: 156,
} as const;

// The widths table knows ASCII (accents are measured on their base letter): French spaces and
// apostrophes are measured as theirs.
const asMeasured = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/[\u2019]/g, "'");

/** Width of a title as Google's desktop result draws it, in pixels (rounded). */
export function titleWidthPx(title: string): number {
  return Math.round(pixelWidth(asMeasured(title), { font: "arial", size: SERP.titleFontPx }));
}
