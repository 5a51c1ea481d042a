import { CONSENT_COUNT_PATH } from "../../lib/config/consent-banner.ts";
import { siteUrl } from "../../lib/config/env.ts";
import { inWorkerd } from "../../lib/config/platform.ts";
import { withSecurityHeaders } from "../../lib/security/headers.ts";
import { boundedBody } from "../../lib/server/http/bounded-body.ts";
import { fromThisSite } from "../../lib/server/http/same-origin.ts";
import { countConsentChoice, parseConsentCount } from "../../lib/server/settings/consent-stats.ts";
import { staffDirectory } from "../../lib/server/staff-directory.ts";

/**
 * POST /consentement: the cookie banner counts a choice, sent with sendBeacon. Only the
 * choice and the banner's version are kept, added to the day's counter: no identifier, no cookie,
 * no address. From this site's pages only (their Origin). The edge Worker has no store: it hands
 * the count to the Node origin (SUPABASE_URL).
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const MAX_BODY = 200;

const answer = (status: number) =>
  withSecurityHeaders(new Response(null, { status, headers: { "cache-control": "no-store" } }), siteUrl());

export async function POST(request: Request): Promise<Response> {
  if (!fromThisSite(request, siteUrl())) return answer(403);
  const body = await boundedBody(request, MAX_BODY);
  if (!body) return answer(413);
  const text = new TextDecoder().decode(body);
  if (inWorkerd()) {
    const origin = process.env.SUPABASE_URL;
    if (!origin) return answer(503);
    const forwarded = await fetch(`${origin}${CONSENT_COUNT_PATH}`, {
      method: "POST",
      body: text,
      headers: { "content-type": "application/json", origin: siteUrl() },
    }).catch(() => undefined);
    return answer(forwarded?.status ?? 502);
  }
  let count: ReturnType<typeof parseConsentCount>;
  try {
    count = parseConsentCount(JSON.parse(text));
  } catch {
    count = undefined;
  }
  if (!count) return answer(400);
  await countConsentChoice((await staffDirectory()).db, count, Date.now());
  return answer(204);
}
