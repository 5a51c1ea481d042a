import { CONSENT_COUNT_PATH } from "../../lib/config/consent-banner.ts";
import { siteUrl } from "../../lib/config/env.ts";
import { inWorkerd } from "../../lib/config/platform.ts";
import { withSecurityHeaders } from "../../lib/security/headers.ts";
import { countConsentChoice, parseConsentCount } from "../../lib/server/settings/consent-stats.ts";
import { staffDirectory } from "../../lib/server/staff/directory.ts";

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

/** A request sent by a page of this site: its Origin is the site's, or the host it was sent to. */
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  try {
    const { host } = new URL(origin);
    return host === new URL(siteUrl()).host || host === request.headers.get("host");
  } catch {
    return false;
  }
}

export async function POST(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return answer(403);
  const text = await request.text();
  if (text.length > MAX_BODY) return answer(413);
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
