import { ogImage } from "../../../../lib/seo/og/image.tsx";
import { postCard } from "../../../../lib/seo/og/post-card.ts";
import { articleAt } from "../../../../lib/server/articles/articles-store.ts";
import { staffDirectory } from "../../../../lib/server/staff-directory.ts";

/**
 * /blog/{slug}/opengraph-image of an article of the store: its social card, drawn as the
 * build draws the first articles'. Reached through the middleware's rewrite only.
 */
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { db } = await staffDirectory();
  const found = await articleAt(db, (await params).slug);
  if (!found || !("article" in found)) return new Response("Introuvable.", { status: 404 });
  const image = await ogImage(postCard(found.article));
  // The card follows the title and the category: kept an hour by browsers and social networks.
  image.headers.set("Cache-Control", "public, max-age=3600");
  return image;
}
