/**
 * The articles' images as visitors get them: each PNG of public/blog/ is also served as AVIF and
 * WebP at several widths, written at build by scripts/blog-images.ts into public/_images/ (not
 * kept in git), and offered in a <picture> with `srcset` and `sizes` (components/sections/BlogPicture.tsx).
 * The PNG stays the fallback and the Open Graph and JSON-LD image.
 */

/** Widths served, in CSS pixels times the screen's density: a phone, a tablet, the full article width. */
export const IMAGE_WIDTHS = [640, 960, 1200] as const;

/** Formats offered, best first; the browser takes the first it supports, else the PNG. */
export const IMAGE_FORMATS = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The folder of public/ the variants are written to, and served from. */
export const VARIANTS_DIR = "_images";

/** Where the images sent from the back office are served: /article-images/{id}/{width}.{ext}. */
export const ARTICLE_IMAGES_PATH = "/article-images";
/** An image's id (its file's hash) and a file's name as they are kept: anything else is no image of ours. */
export const IMAGE_ID = /^[0-9a-f]{24}$/;
export const IMAGE_FILE = /^\d{1,5}\.(?:avif|webp|jpg)$/;

/**
 * "/blog/notes-de-frais.png", 640, "avif" → "/_images/blog/notes-de-frais-640.avif" (made at build);
 * "/article-images/ab12…/1200.jpg", 640, "avif" → "/article-images/ab12…/640.avif" (made when sent).
 */
export function variantPath(src: string, width: number, ext: string): string {
  if (src.startsWith(`${ARTICLE_IMAGES_PATH}/`)) return `${src.slice(0, src.lastIndexOf("/"))}/${width}.${ext}`;
  return `/${VARIANTS_DIR}${src.replace(/\.png$/, "")}-${width}.${ext}`;
}

/** The widths an image of `intrinsicWidth` is served at: never wider than itself. */
export function variantWidths(intrinsicWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= intrinsicWidth);
  return widths.length ? widths : [intrinsicWidth];
}

/** The `srcset` of one format: "/_images/blog/x-640.avif 640w, …". */
export function srcSet(src: string, intrinsicWidth: number, ext: string): string {
  return variantWidths(intrinsicWidth)
    .map((width) => `${variantPath(src, width, ext)} ${width}w`)
    .join(", ");
}

/** How wide the image is shown, for the browser to pick a width before layout (`sizes`). */
export const IMAGE_SIZES = {
  /** The article's own image: the text column (48rem) inside the page's padding. */
  article: "(min-width: 48rem) 45rem, calc(100vw - 2rem)",
  /** A card of the blog's grid: three columns from 64rem, two from 40rem. */
  card: "(min-width: 72rem) 22rem, (min-width: 64rem) 30vw, (min-width: 40rem) 45vw, calc(100vw - 2rem)",
} as const;
