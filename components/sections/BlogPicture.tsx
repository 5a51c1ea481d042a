import type { BlogImage } from "../../lib/content/blog.ts";
import { IMAGE_FORMATS, srcSet } from "../../lib/content/blog-images.ts";

export type ImageLoad = "first" | "eager" | "lazy";

/**
 * An article's image as a <picture>: AVIF, then WebP, at the widths of lib/content/blog-images.ts,
 * with the PNG as the fallback. Plain HTML (no style attribute: the CSP allows none but styles).
 * `load`: "first" for the page's largest image (fetched first, never lazily), "eager" for one
 * above the fold, "lazy" below it.
 */
export function BlogPicture({
  image,
  alt,
  sizes,
  load = "lazy",
  className,
}: {
  image: BlogImage;
  alt: string;
  sizes: string;
  load?: ImageLoad;
  className?: string;
}) {
  return (
    <picture>
      {IMAGE_FORMATS.map(({ ext, type }) => (
        <source key={ext} type={type} srcSet={srcSet(image.src, image.width, ext)} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={load === "lazy" ? "lazy" : "eager"}
        fetchPriority={load === "first" ? "high" : undefined}
        decoding={load === "first" ? undefined : "async"}
        className={className}
      />
    </picture>
  );
}
