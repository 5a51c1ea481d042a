import { siteUrl } from "../../../../lib/config/env.ts";
import { inWorkerd } from "../../../../lib/config/platform.ts";
import { IMAGE_FILE, IMAGE_ID } from "../../../../lib/content/blog-images.ts";
import { withSecurityHeaders } from "../../../../lib/security/headers.ts";
import {
  articleImagesBucket,
  IMMUTABLE_CACHE,
  type ImageBucket,
  imageKey,
} from "../../../../lib/server/articles/image-bucket.ts";

/**
 * GET /article-images/{id}/{width}.{avif|webp|jpg}: one file of an image sent from the back office
 *, where every instance sees it: on Node, the store says whether it exists and holds
 * its bytes, or says they are in the S3-compatible bucket (lib/config/image-bucket.ts). An image's
 * id is its content's hash: a file never changes, and is cached for a year. The edge Worker has no
 * store: with a bucket it answers from the bucket itself; without one (or for a file the bucket
 * lacks, such as an image sent before the bucket was configured) it sends the browser to the Node
 * origin (SUPABASE_URL), as it does for the back office.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Params = Promise<{ id: string; name: string }>;

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  withSecurityHeaders(
    new Response(body, {
      status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers },
    }),
    siteUrl(),
  );
const notFound = () => text("Image introuvable.", 404);
const unavailable = () => text("Image momentanément indisponible.", 503, { "retry-after": "10" });

/** A file's answer, the same from the store, the bucket, on Node or in the Worker. */
function fileAnswer(file: { type: string; bytes: Uint8Array }): Response {
  return withSecurityHeaders(
    new Response(new Uint8Array(file.bytes), {
      headers: {
        "content-type": file.type,
        "content-length": String(file.bytes.byteLength),
        "cache-control": IMMUTABLE_CACHE,
      },
    }),
    siteUrl(),
  );
}

/** The same path on the Node origin, or undefined when the Worker knows none. */
function toOrigin(request: Request): Response | undefined {
  const origin = process.env.SUPABASE_URL;
  if (!origin) return undefined;
  return withSecurityHeaders(
    new Response(null, { status: 302, headers: { location: new URL(new URL(request.url).pathname, origin).href } }),
    siteUrl(),
  );
}

export async function GET(request: Request, { params }: { params: Params }): Promise<Response> {
  const { id, name } = await params;
  if (!IMAGE_ID.test(id) || !IMAGE_FILE.test(name)) return notFound();
  let bucket: ImageBucket | undefined;
  try {
    bucket = articleImagesBucket();
  } catch (error) {
    console.error(`[article-images] ${(error as Error).message}`);
    return unavailable();
  }
  try {
    if (inWorkerd()) {
      if (!bucket) return toOrigin(request) ?? notFound();
      const file = await bucket.get(imageKey(id, name));
      return file ? fileAnswer(file) : (toOrigin(request) ?? notFound());
    }
    // Loaded on Node only: the store and the image encoder (sharp, a native module) are no part of the Worker.
    const [{ staffDirectory }, { articleImageFile }] = await Promise.all([
      import("../../../../lib/server/staff-directory.ts"),
      import("../../../../lib/server/articles/article-images.ts"),
    ]);
    const { db } = await staffDirectory();
    const file = await articleImageFile(db, id, name, bucket);
    return file ? fileAnswer(file) : notFound();
  } catch (error) {
    console.error(`[article-images] ${(error as Error).name}: ${(error as Error).message}`);
    return unavailable();
  }
}
