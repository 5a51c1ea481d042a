import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3StandIn, startS3StandIn } from "../../../tests/support/s3-stand-in.ts";
import { articleImagesBucket, BucketError, IMMUTABLE_CACHE, imageBucket, imageKey } from "./image-bucket.ts";

const BYTES = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));

describe("the article images' bucket, against an S3 stand-in on loopback", () => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(() => s3?.stop());

  it("puts a file with its type and immutable caching, and gets it back byte for byte", async () => {
    const bucket = imageBucket(s3.config);
    const key = imageKey("0123456789abcdef01234567", "640.avif");
    await bucket.put(key, BYTES, "image/avif");
    const file = await bucket.get(key);
    expect(file?.type).toBe("image/avif");
    expect(Buffer.from(file?.bytes ?? []).equals(Buffer.from(BYTES))).toBe(true);
    expect(await bucket.head(key)).toEqual({ type: "image/avif", size: BYTES.byteLength });
    // What the bucket answers to anyone who reads it (a public bucket, a CDN in front): a year, immutable.
    const raw = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(raw.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    expect(raw.headers.get("content-type")).toBe("image/avif");
  });

  it("keeps every file under article-images/{id}/{name}", () => {
    expect(imageKey("0123456789abcdef01234567", "1200.jpg")).toBe("article-images/0123456789abcdef01234567/1200.jpg");
  });

  it("answers undefined for a file it does not have", async () => {
    const bucket = imageBucket(s3.config);
    expect(await bucket.get(imageKey("ffffffffffffffffffffffff", "640.webp"))).toBeUndefined();
    expect(await bucket.head(imageKey("ffffffffffffffffffffffff", "640.webp"))).toBeUndefined();
  });

  it("is refused with a wrong secret: nothing is put, nothing is read", async () => {
    const wrong = imageBucket({ ...s3.config, secretAccessKey: "pas-le-bon-secret" });
    const key = imageKey("0123456789abcdef01234567", "960.webp");
    await expect(wrong.put(key, BYTES, "image/webp")).rejects.toThrow(/PUT .* answered 403 SignatureDoesNotMatch/);
    await expect(wrong.get(imageKey("0123456789abcdef01234567", "640.avif"))).rejects.toThrow(
      /GET .* answered 403 SignatureDoesNotMatch/,
    );
    expect(await imageBucket(s3.config).get(key)).toBeUndefined();
    const unknown = imageBucket({ ...s3.config, accessKeyId: "INCONNU" });
    await expect(unknown.put(key, BYTES, "image/webp")).rejects.toThrow(/answered 403 InvalidAccessKeyId/);
  });

  it("says the secret nowhere in its errors", async () => {
    const secret = "un-secret-qui-ne-doit-pas-sortir";
    const error = await imageBucket({ ...s3.config, secretAccessKey: secret })
      .put(imageKey("0123456789abcdef01234567", "640.webp"), BYTES, "image/webp")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BucketError);
    expect(String((error as Error).message)).not.toContain(secret);
  });

  it("throws, rather than answering « absent », when the bucket itself does not exist", async () => {
    const missing = imageBucket({ ...s3.config, bucket: "autre-bucket" });
    await expect(missing.get(imageKey("0123456789abcdef01234567", "640.avif"))).rejects.toThrow(/404 NoSuchBucket/);
    await expect(missing.put(imageKey("0123456789abcdef01234567", "640.avif"), BYTES, "image/avif")).rejects.toThrow(
      /PUT .* answered 404 NoSuchBucket/,
    );
  });

  it("comes from the environment: none of its variables, no bucket; all four, this bucket", () => {
    expect(articleImagesBucket({})).toBeUndefined();
    expect(articleImagesBucket(s3.env)).toBeDefined();
    expect(articleImagesBucket(s3.env)).toBe(articleImagesBucket(s3.env));
    expect(() => articleImagesBucket({ ARTICLE_IMAGES_S3_BUCKET: s3.bucket })).toThrow(/ARTICLE_IMAGES_S3_ENDPOINT/);
  });
});

describe("the article images' bucket out of reach", () => {
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    // Answers nothing: the bucket's request must give up on its own.
    server = createServer(() => undefined);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it("throws when nothing listens, and when the bucket does not answer in time", async () => {
    const config = { endpoint, bucket: "images", accessKeyId: "id", secretAccessKey: "secret", region: "auto" };
    const closed = imageBucket({ ...config, endpoint: "http://127.0.0.1:1" });
    await expect(closed.get(imageKey("0123456789abcdef01234567", "640.avif"))).rejects.toBeInstanceOf(BucketError);
    const silent = imageBucket(config, { timeoutMs: 200 });
    await expect(silent.put(imageKey("0123456789abcdef01234567", "640.avif"), BYTES, "image/avif")).rejects.toThrow(
      /PUT .* failed \(TimeoutError\)/,
    );
  });
});
