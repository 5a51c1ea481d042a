import { siteUrl } from "../../lib/config/env.ts";
import { inWorkerd } from "../../lib/config/platform.ts";
import { parseSiteEvents, SITE_EVENTS_LIMITS } from "../../lib/config/site-events.ts";
import { withSecurityHeaders } from "../../lib/security/headers.ts";
import { knownPaths } from "../../lib/server/seo/known-path.ts";
import { recordNotFound } from "../../lib/server/seo/not-found-store.ts";
import { countRedirectHits } from "../../lib/server/seo/redirects-store.ts";
import { staffDirectory } from "../../lib/server/staff-directory.ts";

/**
 * POST /site-events: what the middleware of every instance (and of the edge Worker) reports, the
 * uses of the SEO desk's redirects and the unknown addresses asked for. Bounded and checked (lib/config/site-events.ts);
 * the Worker has no store: 404 there.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const answer = (status: number, error?: string) =>
  withSecurityHeaders(
    error
      ? Response.json({ error }, { status, headers: { "cache-control": "no-store" } })
      : new Response(null, { status }),
    siteUrl(),
  );

export async function POST(request: Request): Promise<Response> {
  if (inWorkerd()) return answer(404, "Introuvable.");
  const text = await request.text();
  if (text.length > SITE_EVENTS_LIMITS.bytes) return answer(413, "Rapport trop volumineux.");
  let events: ReturnType<typeof parseSiteEvents>;
  try {
    events = parseSiteEvents(JSON.parse(text));
  } catch {
    events = undefined;
  }
  if (!events) return answer(400, "Rapport illisible.");
  try {
    const { db } = await staffDirectory();
    const now = Date.now();
    await countRedirectHits(db, new Map(Object.entries(events.redirectHits)), now);
    const unknown = Object.keys(events.notFound);
    if (unknown.length > 0)
      await recordNotFound(db, new Map(Object.entries(events.notFound)), now, await knownPaths(db, unknown));
    return answer(204);
  } catch {
    return answer(503, "Rapport non enregistré.");
  }
}
