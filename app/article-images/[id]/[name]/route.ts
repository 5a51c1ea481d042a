import { siteUrl } from "../../../../lib/config/env.ts";
import { inWorkerd } from "../../../../lib/config/platform.ts";
import { withSecurityHeaders } from "../../../../lib/security/headers.ts";
import { articleImageFile, IMAGE_FILE, IMAGE_ID } from "../../../../lib/server/articles/article-images.ts";
import { staffDirectory } from "../../../../lib/server/staff/directory.ts";

/**
 * GET /article-images/{id}/{width}.{avif|webp|jpg}: one file of an image sent from the back office
 * (issue 32), from the store every instance shares. An image's id is its content's hash: a file
 * never changes, and is cached for a year. The edge Worker has no store: it sends the browser to
 * the Node origin (SUPABASE_URL), as it does for the back office.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const IMMUTABLE = "public, max-age=31536000, immutable";
type Params = Promise<{ id: string; name: string }>;

function notFound(): Response {
  return withSecurityHeaders(
    new Response("Image introuvable.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    }),
    siteUrl(),
  );
}

export async function GET(request: Request, { params }: { params: Params }): Promise<Response> {
  const { id, name } = await params;
  if (!IMAGE_ID.test(id) || !IMAGE_FILE.test(name)) return notFound();
  const origin = process.env.SUPABASE_URL;
  if (inWorkerd())
    return origin
      ? withSecurityHeaders(
          new Response(null, {
            status: 302,
            headers: { location: new URL(new URL(request.url).pathname, origin).href },
          }),
          siteUrl(),
        )
      : notFound();
  try {
    const { db } = await staffDirectory();
    const file = await articleImageFile(db, id, name);
    if (!file) return notFound();
    return withSecurityHeaders(
      new Response(new Uint8Array(file.bytes), {
        headers: {
          "content-type": file.type,
          "content-length": String(file.bytes.byteLength),
          "cache-control": IMMUTABLE,
        },
      }),
      siteUrl(),
    );
  } catch {
    return withSecurityHeaders(
      new Response("Image momentanément indisponible.", {
        status: 503,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": "10" },
      }),
      siteUrl(),
    );
  }
}
