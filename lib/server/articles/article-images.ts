import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { ARTICLE_IMAGE_LIMITS, ARTICLE_IMAGE_MESSAGES } from "../../content/articles/article-rules.ts";
import { ARTICLE_IMAGES_PATH, IMAGE_FORMATS, type ImageFormat, variantWidths } from "../../content/blog-images.ts";
import type { Db } from "../store/db.ts";
import { articleImagesBucket, type ImageBucket, imageKey } from "./image-bucket.ts";

/**
 * The articles' images: a file the editor sends is checked (JPEG, PNG or WebP, its weight
 * and its decoded size, so a decompression bomb is refused before it is decoded), turned upright,
 * stripped of its metadata (a phone's GPS position among them) and made into the set the build
 * makes of the site's images (lib/content/blog-images.ts: AVIF and WebP at each width) plus a JPEG
 * for the pages' fallback and for the networks' cards. Kept where every instance sees them: in the
 * project's store, or, when one is configured (lib/config/image-bucket.ts), in an S3-compatible
 * bucket such as Cloudflare R2, the store then keeping a row per file without its bytes (the store
 * says which images exist). An image's id is its content's hash, so its addresses never change
 * meaning and are served with long immutable caching.
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

/** Whether the store has a row for `id`: an image is kept whole or not at all. */
async function imageKept(db: Db, id: string): Promise<boolean> {
  const [row] = await db.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM article_images WHERE id = ?", [id]);
  return Number(row?.n ?? 0) > 0;
}

/**
 * Keeps an image's set (once: the same file sent again is the same image). With a bucket, every
 * file goes there first, then the store records them with an empty `data`: a file the bucket
 * refused throws before any row is written, so nothing half kept is ever served. Without one, the
 * store keeps the bytes (base64).
 */
export async function storeArticleImage(
  db: Db,
  image: PreparedImage,
  now = Date.now(),
  bucket: ImageBucket | undefined = articleImagesBucket(),
): Promise<void> {
  if (bucket && !(await imageKept(db, image.id)))
    // Outside the transaction: no lock held while the network answers. Two instances sending the
    // same image put the same bytes under the same keys; one of them records it.
    await Promise.all(
      image.variants.map((variant) => bucket.put(imageKey(image.id, variant.name), variant.bytes, variant.type)),
    );
  await db.transaction(async (tx) => {
    await tx.lockKeys([`article-image:${image.id}`]);
    if (await imageKept(tx, image.id)) return;
    for (const variant of image.variants)
      await tx.run(
        "INSERT INTO article_images (id, name, content_type, width, height, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
          image.id,
          variant.name,
          variant.type,
          variant.width,
          variant.height,
          bucket ? "" : variant.bytes.toString("base64"),
          now,
        ],
      );
  });
}

/**
 * One kept file of an image, if the store has it: its bytes from its row, or from the bucket when
 * the row has none. Throws when they cannot be read (the bucket out of reach, not configured, or
 * without the file the store says it has): the caller answers « momentanément indisponible ».
 */
export async function articleImageFile(
  db: Db,
  id: string,
  name: string,
  bucket: ImageBucket | undefined = articleImagesBucket(),
): Promise<{ type: string; bytes: Buffer } | undefined> {
  const [row] = await db.all<{ content_type: string; data: string }>(
    "SELECT content_type, data FROM article_images WHERE id = ? AND name = ?",
    [id, name],
  );
  if (!row) return undefined;
  if (row.data !== "") return { type: row.content_type, bytes: Buffer.from(row.data, "base64") };
  if (!bucket) throw new Error("an article image kept in a bucket, and no bucket configured (ARTICLE_IMAGES_S3_*)");
  const file = await bucket.get(imageKey(id, name));
  if (!file) throw new Error(`the article images' bucket has no ${imageKey(id, name)}, which the store lists`);
  return {
    type: row.content_type,
    bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
  };
}

/** The cover an article gets from a prepared image: its JPEG, the largest of its set. */
export function coverOf(image: PreparedImage, alt: string) {
  const fallback = image.variants.find((variant) => variant.type === "image/jpeg") ?? image.variants[0];
  if (!fallback) throw new Error("an image without files");
  return { src: articleImagePath(image.id, fallback.name), width: fallback.width, height: fallback.height, alt };
}
