import { CLOUDFLARE_VISITOR_HEADER } from "../../lib/actions/visitor.ts";
import { siteUrl } from "../../lib/config/env.ts";
import { inWorkerd } from "../../lib/config/platform.ts";
import { withSecurityHeaders } from "../../lib/security/headers.ts";
import { forwardBeacon } from "../../lib/server/audience/forward-beacon.ts";
import { BEACON_STATUS } from "../../lib/server/audience/read-beacon.ts";
import { receiveAudienceBeacon } from "../../lib/server/audience-runtime.ts";
import { serverConfig, serverSecret } from "../../lib/server/runtime.ts";

/**
 * POST /mesure-audience: a page view's beacon (lib/audience/beacon.ts), counted in this process's
 * tally (lib/server/audience/), never stored as such. Left out of the middleware's matcher, like
 * the functions: the busiest route of the site (one beacon per page view), untouched by the
 * maintenance switch and the 404 log; its answers carry the security headers themselves. The edge
 * Worker has no store: it passes the beacon on to the Node origin (SUPABASE_URL).
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const answer = (status: number, headers: Record<string, string> = {}) =>
  withSecurityHeaders(new Response(null, { status, headers: { "cache-control": "no-store", ...headers } }), siteUrl());

export async function POST(request: Request): Promise<Response> {
  if (!inWorkerd())
    return answer(await receiveAudienceBeacon(request, { config: serverConfig(), secret: serverSecret() }));
  return answer(
    await forwardBeacon(request, {
      siteUrl: siteUrl(),
      origin: process.env.SUPABASE_URL,
      visitor: request.headers.get(CLOUDFLARE_VISITOR_HEADER)?.trim() || "unknown",
      secret: serverSecret(),
    }),
  );
}

/** Any other method: 405, with the headers Next's own answer would lack. */
async function notPost(): Promise<Response> {
  return answer(BEACON_STATUS.notPost, { allow: "POST" });
}

export { notPost as DELETE, notPost as GET, notPost as HEAD, notPost as OPTIONS, notPost as PATCH, notPost as PUT };
