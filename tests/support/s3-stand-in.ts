/**
 * Tests only: an S3 stand-in on loopback, `@20minutes/s3rver` (a maintained fork of s3rver), which
 * speaks the S3 protocol over HTTP and checks the requests' Signature V4 against its one account
 * (`S3RVER` / `S3RVER`), as R2 or S3 would. Its files live in a temporary folder, removed when it
 * stops.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_BUCKET_ENV, type ImageBucketConfig } from "../../lib/config/image-bucket.ts";

/** The stand-in's one account. */
export const S3_STAND_IN_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

/** The variables (lib/config/image-bucket.ts) of `bucket` on the stand-in at `endpoint`. */
export function standInEnv(endpoint: string, bucket: string): Record<string, string> {
  return {
    [IMAGE_BUCKET_ENV.endpoint]: endpoint,
    [IMAGE_BUCKET_ENV.bucket]: bucket,
    [IMAGE_BUCKET_ENV.accessKeyId]: S3_STAND_IN_KEY.accessKeyId,
    [IMAGE_BUCKET_ENV.secretAccessKey]: S3_STAND_IN_KEY.secretAccessKey,
  };
}

/** What the tests use of s3rver (a CommonJS package without types). */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  vhostBuckets: boolean;
  configureBuckets: { name: string }[];
}) => S3rver;

export interface S3StandIn {
  endpoint: string;
  /** A bucket created at start. */
  bucket: string;
  /** The bucket's setting with the stand-in's account. */
  config: ImageBucketConfig;
  /** The same as environment variables (lib/config/image-bucket.ts). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the stand-in on `port` of 127.0.0.1 (a free one by default), with `bucket` created. */
export async function startS3StandIn(bucket = "article-images-test", port = 0): Promise<S3StandIn> {
  const S3rver = createRequire(import.meta.url)("@20minutes/s3rver") as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), "s3-stand-in-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const config: ImageBucketConfig = { endpoint, bucket, ...S3_STAND_IN_KEY, region: "auto" };
  return {
    endpoint,
    bucket,
    config,
    env: standInEnv(endpoint, bucket),
    async stop() {
      await server.close().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
