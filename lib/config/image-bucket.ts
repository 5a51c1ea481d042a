/**
 * Where the articles' images are kept: in the store by default, or in an S3-compatible
 * bucket (Cloudflare R2, S3, MinIO…) when the four `ARTICLE_IMAGES_S3_*` variables below are set.
 * Read by the server (lib/server/config.ts refuses to start on a half-made setting) and by the edge
 * Worker, which serves the images straight from the bucket: no Node module here.
 */

/** The variables, documented in docs/deploying.md; the Worker needs them too (its variables and secrets). */
export const IMAGE_BUCKET_ENV = {
  endpoint: "ARTICLE_IMAGES_S3_ENDPOINT",
  bucket: "ARTICLE_IMAGES_S3_BUCKET",
  accessKeyId: "ARTICLE_IMAGES_S3_ACCESS_KEY_ID",
  secretAccessKey: "ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY",
  region: "ARTICLE_IMAGES_S3_REGION",
} as const;

/** Every variable of the bucket, the optional region last. */
export const IMAGE_BUCKET_VARIABLES: readonly string[] = Object.values(IMAGE_BUCKET_ENV);

/** R2's region; S3 wants the bucket's own (`eu-west-3`…). */
export const DEFAULT_IMAGE_BUCKET_REGION = "auto";

export interface ImageBucketConfig {
  /** The S3 API's origin, without a trailing slash: `https://<account>.r2.cloudflarestorage.com`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

type Env = Record<string, string | undefined>;

const REQUIRED = ["endpoint", "bucket", "accessKeyId", "secretAccessKey"] as const;
/** S3's and R2's rule for a bucket's name (path-style addressing: no slash, no upper case). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;

function processEnv(): Env {
  return typeof process === "undefined" ? {} : process.env;
}

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function endpointOf(raw: string): string {
  const name = IMAGE_BUCKET_ENV.endpoint;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, such as https://<account>.r2.cloudflarestorage.com`);
  }
  // The value is not repeated in the message: a URL with a user and password in it holds a secret.
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(`${name} must be an http(s) URL without query or fragment`);
  if (url.username || url.password)
    throw new Error(`${name} must not hold credentials: set ${IMAGE_BUCKET_ENV.accessKeyId} and its secret instead`);
  return url.href.replace(/\/+$/, "");
}

/**
 * The bucket the images go to, or undefined when none of its four required variables is set (the
 * images stay in the store). Throws an operator's message naming the variables when the setting is half made or
 * malformed: the images must not land in the store on one instance and in a bucket on another.
 */
export function imageBucketConfig(env: Env = processEnv()): ImageBucketConfig | undefined {
  // The region alone (it has a default, and .env.example gives it) says nothing: the store.
  const set = REQUIRED.map((key) => IMAGE_BUCKET_ENV[key]).filter((name) => read(env, name) !== undefined);
  if (set.length === 0) return undefined;
  const missing = REQUIRED.map((key) => IMAGE_BUCKET_ENV[key]).filter((name) => read(env, name) === undefined);
  if (missing.length > 0)
    throw new Error(
      `The article images' bucket is half configured: ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} missing ` +
        `(${set.join(", ")} ${set.length > 1 ? "are" : "is"} set). Set ${REQUIRED.map((key) => IMAGE_BUCKET_ENV[key]).join(", ")} ` +
        "together to keep the images in that bucket, or none of them to keep them in the store.",
    );
  const value = (key: keyof typeof IMAGE_BUCKET_ENV) => read(env, IMAGE_BUCKET_ENV[key]) ?? "";
  const bucket = value("bucket");
  if (!BUCKET_NAME.test(bucket))
    throw new Error(
      `${IMAGE_BUCKET_ENV.bucket} must be a bucket's name (3 to 63 lower-case letters, digits, dots or hyphens), got "${bucket}"`,
    );
  const region = read(env, IMAGE_BUCKET_ENV.region) ?? DEFAULT_IMAGE_BUCKET_REGION;
  if (!REGION.test(region))
    throw new Error(`${IMAGE_BUCKET_ENV.region} must be a region's name (auto, eu-west-3…), got "${region}"`);
  return {
    endpoint: endpointOf(value("endpoint")),
    bucket,
    accessKeyId: value("accessKeyId"),
    secretAccessKey: value("secretAccessKey"),
    region,
  };
}
