/**
 * Build step (before `next build`): every PNG of public/blog/ as AVIF and WebP at the widths of
 * lib/content/blog-images.ts, into public/_images/blog/ (ignored by git, served like public/). A
 * variant newer than its PNG is kept, so a rebuild only encodes what changed.
 */
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { IMAGE_FORMATS, type ImageFormat, variantPath, variantWidths } from "../lib/content/blog-images.ts";

const PUBLIC = "public";

/** AVIF and WebP settings: visually lossless on these flat illustrations, a fraction of the PNG. */
function encode(image: Sharp, format: ImageFormat): Sharp {
  return format.ext === "avif" ? image.avif({ quality: 55, effort: 6 }) : image.webp({ quality: 78, effort: 6 });
}

function upToDate(target: string, source: string): boolean {
  try {
    return statSync(target).mtimeMs >= statSync(source).mtimeMs;
  } catch {
    return false;
  }
}

export async function buildBlogImages(publicDir = PUBLIC): Promise<string[]> {
  const written: string[] = [];
  const folder = join(publicDir, "blog");
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".png"))) {
    const source = join(folder, name);
    const { width = 0 } = await sharp(source).metadata();
    for (const size of variantWidths(width)) {
      for (const format of IMAGE_FORMATS) {
        const target = join(publicDir, variantPath(`/blog/${name}`, size, format.ext));
        if (upToDate(target, source)) continue;
        mkdirSync(join(target, ".."), { recursive: true });
        await encode(sharp(source).resize({ width: size }), format).toFile(target);
        written.push(target);
      }
    }
  }
  return written;
}

if (import.meta.main) {
  const written = await buildBlogImages();
  console.log(`Blog images: ${written.length} variant(s) written to ${PUBLIC}/_images/`);
}
