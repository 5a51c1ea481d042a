import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { type S3StandIn, startS3StandIn } from "../../../tests/support/s3-stand-in.ts";
import { ARTICLE_IMAGE_MESSAGES } from "../../content/articles/article-rules.ts";
import type { Db } from "../store/db.ts";
import { articleImageFile, type PreparedImage, prepareArticleImage, storeArticleImage } from "./article-images.ts";
import { imageBucket, imageKey } from "./image-bucket.ts";

const PNG = readFileSync("public/blog/notes-de-frais.png");

async function prepared(bytes: Uint8Array): Promise<PreparedImage> {
  const result = await prepareArticleImage(bytes);
  if (!result.ok) throw new Error(result.message);
  return result.image;
}

/** The real PNG's set, made once for the tests that only keep and read it. */
let pngSet: Promise<PreparedImage> | undefined;
const preparedPng = () => {
  pngSet ??= prepared(PNG);
  return pngSet;
};

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
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(() => s3?.stop());

  const rows = () =>
    db.all<{ name: string; content_type: string; data: string }>(
      "SELECT name, content_type, data FROM article_images ORDER BY name",
    );

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

  it("keep the bytes in the store's rows when no bucket is configured", async () => {
    // An image of this test's own: no other test put it in the stand-in.
    const image = await prepared(
      await sharp({ create: { width: 700, height: 400, channels: 3, background: "#884422" } })
        .png()
        .toBuffer(),
    );
    await storeArticleImage(db, image);
    for (const row of await rows()) expect(row.data).not.toBe("");
    // Nothing went to a bucket: the stand-in has none of its files.
    expect(await imageBucket(s3.config).get(imageKey(image.id, "640.avif"))).toBeUndefined();
  });

  it("put every file in the bucket and record them in the store without their bytes, once", async () => {
    const bucket = imageBucket(s3.config);
    const image = await preparedPng();
    await storeArticleImage(db, image, Date.now(), bucket);
    await storeArticleImage(db, image, Date.now(), bucket);
    const kept = await rows();
    expect(kept.map((row) => row.name).sort()).toEqual(image.variants.map((variant) => variant.name).sort());
    for (const row of kept) expect(row.data).toBe("");
    for (const variant of image.variants) {
      const inBucket = await bucket.get(imageKey(image.id, variant.name));
      expect(inBucket?.type).toBe(variant.type);
      expect(Buffer.from(inBucket?.bytes ?? []).equals(variant.bytes)).toBe(true);
      const file = await articleImageFile(db, image.id, variant.name, bucket);
      expect(file?.type).toBe(variant.type);
      expect(file?.bytes.equals(variant.bytes)).toBe(true);
    }
    expect(await articleImageFile(db, image.id, "2400.avif", bucket)).toBeUndefined();
  });

  it("are not recorded when the bucket refuses a file, and read again once it takes them", async () => {
    const image = await preparedPng();
    const refusing = imageBucket({ ...s3.config, secretAccessKey: "pas-le-bon-secret" });
    await expect(storeArticleImage(db, image, Date.now(), refusing)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(await rows()).toEqual([]);
    expect(await articleImageFile(db, image.id, "640.avif", imageBucket(s3.config))).toBeUndefined();
    await storeArticleImage(db, image, Date.now(), imageBucket(s3.config));
    expect(await rows()).toHaveLength(image.variants.length);
  });

  it("cannot be read while the bucket that holds them cannot answer", async () => {
    const image = await preparedPng();
    await storeArticleImage(db, image, Date.now(), imageBucket(s3.config));
    const name = image.variants[0]?.name ?? "";
    await expect(articleImageFile(db, image.id, name, undefined)).rejects.toThrow(/no bucket configured/);
    const unreachable = imageBucket({ ...s3.config, endpoint: "http://127.0.0.1:1" });
    await expect(articleImageFile(db, image.id, name, unreachable)).rejects.toThrow(/failed/);
    const wrong = imageBucket({ ...s3.config, secretAccessKey: "pas-le-bon-secret" });
    await expect(articleImageFile(db, image.id, name, wrong)).rejects.toThrow(/403/);
  });

  it("stay readable from the store once a bucket is configured (images sent before it)", async () => {
    const image = await preparedPng();
    await storeArticleImage(db, image);
    const bucket = imageBucket(s3.config);
    await storeArticleImage(db, image, Date.now(), bucket);
    const variant = image.variants[1];
    const file = await articleImageFile(db, image.id, variant?.name ?? "", bucket);
    expect(file?.bytes.equals(variant?.bytes ?? Buffer.alloc(0))).toBe(true);
  });
});
