import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { ARTICLE_IMAGE_LIMITS, ARTICLE_IMAGE_MESSAGES } from "../../content/articles/article-rules.ts";
import { ARTICLE_IMAGES_PATH, IMAGE_FORMATS, type ImageFormat, variantWidths } from "../../content/blog-images.ts";
import type { Db } from "../store/db.ts";

/**
 * The articles' images (issue 32): a file the editor sends is checked (JPEG, PNG or WebP, its weight
 * and its decoded size, so a decompression bomb is refused before it is decoded), turned upright,
 * stripped of its metadata (a phone's GPS position among them) and made into the set the build
 * makes of the site's images (lib/content/blog-images.ts: AVIF and WebP at each width) plus a JPEG
 * for the pages' fallback and for the networks' cards. Stored in the project's store, so that every
 * instance serves them; an image's id is its content's hash, so its addresses never change meaning
 * and are served with long immutable caching.
 */

/** One file of an image's set: `1200.avif`, `960.webp`, `1200.jpg`. */
export interface ImageVariant {
  name: string;
  type: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface PreparedImage {
  id: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

const FALLBACK = { ext: "jpg", type: "image/jpeg" } as const;
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

function encode(image: Sharp, format: ImageFormat | typeof FALLBACK): Sharp {
  if (format.ext === "avif") return image.avif({ quality: 55, effort: 4 });
  if (format.ext === "webp") return image.webp({ quality: 78, effort: 4 });
  return image.jpeg({ quality: 80, mozjpeg: true });
}

/** The image's set, or the French reason it is refused. */
export type ImageRefusal = "empty" | "notImage" | "tooLarge" | "tooManyPixels" | "unreadable";

export async function prepareArticleImage(
  bytes: Uint8Array,
): Promise<{ ok: true; image: PreparedImage } | { ok: false; reason: ImageRefusal; message: string }> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty", message: ARTICLE_IMAGE_MESSAGES.empty };
  if (bytes.byteLength > ARTICLE_IMAGE_LIMITS.maxBytes)
    return { ok: false, reason: "tooLarge", message: ARTICLE_IMAGE_MESSAGES.tooLarge(bytes.byteLength) };
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The header alone says the format and the size: nothing is decoded yet.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "notImage", message: ARTICLE_IMAGE_MESSAGES.notImage };
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format))
    return { ok: false, reason: "notImage", message: ARTICLE_IMAGE_MESSAGES.notImage };
  const upright = (metadata.orientation ?? 1) >= 5;
  const width = upright ? (metadata.height ?? 0) : (metadata.width ?? 0);
  const height = upright ? (metadata.width ?? 0) : (metadata.height ?? 0);
  if (width * height > ARTICLE_IMAGE_LIMITS.maxPixels || (metadata.pages ?? 1) > 1)
    return { ok: false, reason: "tooManyPixels", message: ARTICLE_IMAGE_MESSAGES.tooManyPixels(width, height) };
  if (width === 0 || height === 0)
    return { ok: false, reason: "unreadable", message: ARTICLE_IMAGE_MESSAGES.unreadable };

  const source = () => sharp(input, { limitInputPixels: ARTICLE_IMAGE_LIMITS.maxPixels, failOn: "error" }).rotate();
  const variants: ImageVariant[] = [];
  try {
    const widths = variantWidths(width);
    for (const size of widths) {
      for (const format of IMAGE_FORMATS) {
        const { data, info } = await encode(source().resize({ width: size }), format).toBuffer({
          resolveWithObject: true,
        });
        variants.push({
          name: `${size}.${format.ext}`,
          type: format.type,
          width: info.width,
          height: info.height,
          bytes: data,
        });
      }
    }
    const largest = widths.at(-1) ?? width;
    const { data, info } = await encode(
      source().resize({ width: largest }).flatten({ background: "#ffffff" }),
      FALLBACK,
    ).toBuffer({ resolveWithObject: true });
    variants.push({
      name: `${largest}.${FALLBACK.ext}`,
      type: FALLBACK.type,
      width: info.width,
      height: info.height,
      bytes: data,
    });
  } catch {
    return { ok: false, reason: "unreadable", message: ARTICLE_IMAGE_MESSAGES.unreadable };
  }
  const id = createHash("sha256").update(input).digest("hex").slice(0, 24);
  return { ok: true, image: { id, width, height, variants } };
}

/** Where one file of an image is served. */
export const articleImagePath = (id: string, name: string): string => `${ARTICLE_IMAGES_PATH}/${id}/${name}`;

/** Keeps an image's set in the store (once: the same file sent again is the same image). */
export async function storeArticleImage(db: Db, image: PreparedImage, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.lockKeys([`article-image:${image.id}`]);
    const [existing] = await tx.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM article_images WHERE id = ?", [
      image.id,
    ]);
    if (Number(existing?.n ?? 0) > 0) return;
    for (const variant of image.variants)
      await tx.run(
        "INSERT INTO article_images (id, name, content_type, width, height, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [image.id, variant.name, variant.type, variant.width, variant.height, variant.bytes.toString("base64"), now],
      );
  });
}

/** One stored file of an image, if there is one. */
export async function articleImageFile(
  db: Db,
  id: string,
  name: string,
): Promise<{ type: string; bytes: Buffer } | undefined> {
  const [row] = await db.all<{ content_type: string; data: string }>(
    "SELECT content_type, data FROM article_images WHERE id = ? AND name = ?",
    [id, name],
  );
  return row && { type: row.content_type, bytes: Buffer.from(row.data, "base64") };
}

/** An image's id and a file's name as the store keeps them: anything else is no image of ours. */
export const IMAGE_ID = /^[0-9a-f]{24}$/;
export const IMAGE_FILE = /^\d{1,5}\.(?:avif|webp|jpg)$/;

/** The cover an article gets from a prepared image: its JPEG, the largest of its set. */
export function coverOf(image: PreparedImage, alt: string) {
  const fallback = image.variants.find((variant) => variant.type === "image/jpeg") ?? image.variants[0];
  if (!fallback) throw new Error("an image without files");
  return { src: articleImagePath(image.id, fallback.name), width: fallback.width, height: fallback.height, alt };
}
