import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ARTICLE_IMAGE_MESSAGES } from "../../content/articles/article-rules.ts";
import type { Db } from "../store/db.ts";
import { freshDatabaseEachTest } from "../store/fresh-database-each-test.ts";
import { articleImageFile, type PreparedImage, prepareArticleImage, storeArticleImage } from "./article-images.ts";

const PNG = readFileSync("public/blog/notes-de-frais.png");

async function prepared(bytes: Uint8Array): Promise<PreparedImage> {
  const result = await prepareArticleImage(bytes);
  if (!result.ok) throw new Error(result.message);
  return result.image;
}

/** A PNG whose header says `width` × `height` (its CRC made again), its pixels those of the real one. */
function pngClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe("an article image sent from the editor", () => {
  it("is made into the site's AVIF and WebP set, with a JPEG fallback at the largest width", async () => {
    const { width } = await sharp(PNG).metadata();
    const image = await prepared(PNG);
    expect(image.width).toBe(width);
    expect(image.variants.map((v) => v.name)).toEqual([
      "640.avif",
      "640.webp",
      "960.avif",
      "960.webp",
      "1200.avif",
      "1200.webp",
      "1200.jpg",
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe({ "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg" }[variant.type]);
      expect(meta.width).toBe(variant.width);
      expect(variant.bytes.byteLength).toBeLessThan(PNG.byteLength);
    }
    expect((await prepared(PNG)).id).toBe(image.id);
  });

  it("is turned upright and loses its metadata (a phone's position among them)", async () => {
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "MarquePhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" } })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(Buffer.from("MarquePhone"))).toBe(true);
    const image = await prepared(photo);
    expect([image.width, image.height]).toEqual([400, 800]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
    }
  });

  it.each([
    ["empty", Buffer.alloc(0), ARTICLE_IMAGE_MESSAGES.empty],
    ["a text", Buffer.from("Bonjour, ceci n'est pas une image."), ARTICLE_IMAGE_MESSAGES.notImage],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      ARTICLE_IMAGE_MESSAGES.notImage,
    ],
    ["a PDF", Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), ARTICLE_IMAGE_MESSAGES.notImage],
    [
      "over 10 MB",
      Buffer.concat([PNG, Buffer.alloc(12 * 1024 * 1024 - PNG.byteLength)]),
      ARTICLE_IMAGE_MESSAGES.tooLarge(12 * 1024 * 1024),
    ],
    ["a decompression bomb", pngClaiming(30_000, 30_000), ARTICLE_IMAGE_MESSAGES.tooManyPixels(30_000, 30_000)],
    ["damaged", Buffer.concat([PNG.subarray(0, 200), Buffer.alloc(2000)]), ARTICLE_IMAGE_MESSAGES.unreadable],
  ])("is refused in French when %s", async (_, bytes, message) => {
    expect(await prepareArticleImage(bytes)).toMatchObject({ ok: false, message });
  });

  it("says its size in French", () => {
    expect(ARTICLE_IMAGE_MESSAGES.tooLarge(12 * 1024 * 1024)).toBe(
      "L'image pèse 12\u00a0Mo\u00a0: 10\u00a0Mo au plus.",
    );
    expect(ARTICLE_IMAGE_MESSAGES.tooManyPixels(30_000, 30_000)).toBe(
      "L'image mesure 30\u202f000\u00a0×\u00a030\u202f000 pixels\u00a0: 50 millions de pixels au plus.",
    );
  });
});

describe.each(["sqlite", "postgres"] as const)("the article images on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("are kept once and served byte for byte", async () => {
    const image = await prepared(PNG);
    await storeArticleImage(db, image);
    await storeArticleImage(db, image);
    const [{ n } = { n: 0 }] = await db.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM article_images");
    expect(Number(n)).toBe(image.variants.length);
    for (const variant of image.variants) {
      const file = await articleImageFile(db, image.id, variant.name);
      expect(file?.type).toBe(variant.type);
      expect(file?.bytes.equals(variant.bytes)).toBe(true);
    }
    expect(await articleImageFile(db, image.id, "2400.avif")).toBeUndefined();
  });
});
