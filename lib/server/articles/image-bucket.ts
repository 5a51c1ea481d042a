import { AwsClient } from "aws4fetch";
import { IMAGE_BUCKET_VARIABLES, type ImageBucketConfig, imageBucketConfig } from "../../config/image-bucket.ts";

/**
 * The articles' images in an S3-compatible bucket (lib/config/image-bucket.ts says when):
 * path-style requests `PUT`, `GET` and `HEAD {endpoint}/{bucket}/{key}`, signed with AWS's
 * Signature V4 by `aws4fetch` (a small signer on the platform's `fetch` and Web Crypto), so that
 * the same code runs on the Node server, which writes them, and in the edge Worker (workerd),
 * which serves them. No Node module here.
 */

/** How every file of an image is cached: its id is its content's hash, it never changes. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** One file read from the bucket. */
export interface BucketFile {
  type: string;
  bytes: Uint8Array;
}

export interface ImageBucket {
  /** Puts a file (its type, immutable caching); throws when the bucket does not take it. */
  put(key: string, bytes: Uint8Array, type: string): Promise<void>;
  /** A file, undefined when the bucket has none under `key`; throws when the bucket cannot answer. */
  get(key: string): Promise<BucketFile | undefined>;
  /** A file's type and size without its bytes, undefined when there is none. */
  head(key: string): Promise<{ type: string; size: number } | undefined>;
}

/** The bucket refused or could not answer (its status and S3 error code; never a secret). */
export class BucketError extends Error {
  override name = "BucketError";
}

/** Where one file of an image lives in the bucket. */
export const imageKey = (id: string, name: string): string => `article-images/${id}/${name}`;

const TIMEOUT_MS = 10_000;
/** A 5xx or a 429 is tried again this many times (aws4fetch waits a little longer each time). */
const RETRIES = 2;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** S3's error code in an XML error body (`NoSuchKey`, `SignatureDoesNotMatch`…). */
const errorCode = (body: string) => /<Code>([\w.-]{1,64})<\/Code>/.exec(body)?.[1];

export function imageBucket(config: ImageBucketConfig, options: { timeoutMs?: number } = {}): ImageBucket {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    retries: RETRIES,
  });
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const url = (key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const send = async (method: string, key: string, init: { body?: Uint8Array<ArrayBuffer>; headers?: HeadersInit }) => {
    try {
      return await client.fetch(url(key), { method, ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new BucketError(`article images' bucket: ${method} ${key} failed (${(error as Error).name})`, {
        cause: error,
      });
    }
  };
  const refused = async (method: string, key: string, response: Response) => {
    const code = method === "HEAD" ? undefined : errorCode(await response.text().catch(() => ""));
    return new BucketError(
      `article images' bucket: ${method} ${key} answered ${response.status}${code ? ` ${code}` : ""}`,
    );
  };

  return {
    async put(key, bytes, type) {
      const body = new Uint8Array(bytes);
      const response = await send("PUT", key, {
        body,
        headers: {
          "content-type": type,
          "cache-control": IMMUTABLE_CACHE,
          // The payload's hash is signed too: a body changed on its way is refused.
          "x-amz-content-sha256": hex(await crypto.subtle.digest("SHA-256", body)),
        },
      });
      if (!response.ok) throw await refused("PUT", key, response);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send("GET", key, {});
      if (response.ok)
        return {
          type: response.headers.get("content-type") ?? "application/octet-stream",
          bytes: new Uint8Array(await response.arrayBuffer()),
        };
      if (response.status === 404) {
        const code = errorCode(await response.text().catch(() => ""));
        // A missing bucket is a setting to put right, not an image nobody sent.
        if (code === "NoSuchBucket") throw new BucketError(`article images' bucket: GET ${key} answered 404 ${code}`);
        return undefined;
      }
      throw await refused("GET", key, response);
    },

    async head(key) {
      const response = await send("HEAD", key, {});
      if (response.status === 404) return undefined;
      if (!response.ok) throw await refused("HEAD", key, response);
      return {
        type: response.headers.get("content-type") ?? "application/octet-stream",
        size: Number(response.headers.get("content-length") ?? 0),
      };
    },
  };
}

/** This process's bucket, made once per setting (the variables as they are: read on every image served). */
let current: { setting: string; bucket: ImageBucket | undefined } | undefined;

/**
 * The bucket of the environment (lib/config/image-bucket.ts), or undefined when the images stay in
 * the store. Throws the operator's message when the setting is half made.
 */
export function articleImagesBucket(
  env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env,
): ImageBucket | undefined {
  const setting = IMAGE_BUCKET_VARIABLES.map((name) => env[name] ?? "").join("\n");
  if (current?.setting !== setting) {
    const config = imageBucketConfig(env); // throws, and is not kept, when the setting is half made
    current = { setting, bucket: config && imageBucket(config) };
  }
  return current.bucket;
}
