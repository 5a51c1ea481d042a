import { ogImage } from "../../../../lib/seo/og/image.tsx";
import { solutionCard } from "../../../../lib/seo/og/solution-card.ts";
import { publishedContent } from "../../../../lib/server/content/content-store.ts";
import { staffDirectory } from "../../../../lib/server/staff-directory.ts";

/**
 * /solutions/{slug}/opengraph-image of a solution the content desk changed: its social card with the
 * published title and description, drawn as the build draws it. Reached through the middleware's rewrite only.
 */
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { db } = await staffDirectory();
  const slug = (await params).slug;
  const solution = (await publishedContent(db)).solutions.find((one) => one.slug === slug);
  if (!solution) return new Response("Introuvable.", { status: 404 });
  const image = await ogImage(solutionCard(solution));
  // The card follows the published texts: kept an hour by browsers and social networks.
  image.headers.set("Cache-Control", "public, max-age=3600");
  return image;
}
