import { siteUrl } from "../../lib/config/env.ts";
import { inWorkerd } from "../../lib/config/platform.ts";
import { withSecurityHeaders } from "../../lib/security/headers.ts";
import { storePublication } from "../../lib/server/pages/store-publication.ts";
import { servedRedirects } from "../../lib/server/seo/redirects-store.ts";
import { readHomeTexts } from "../../lib/server/settings/home-texts-setting.ts";
import { readMaintenance } from "../../lib/server/settings/maintenance-setting.ts";
import { readSeoOverrides } from "../../lib/server/settings/seo-overrides-setting.ts";
import { staffDirectory } from "../../lib/server/staff-directory.ts";

/**
 * GET /site-settings: what the team set in the back office for every visitor (the maintenance switch, the home texts, the SEO values, the redirects, the version of the store's published content and the pages the content desk changed), read by
 * the middleware of every instance (and of the edge Worker) at most once per SITE_SETTINGS_TTL_MS.
 * Public on purpose: it holds nothing a visitor would not see. The Worker has no store: 404 there.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

export async function GET(): Promise<Response> {
  if (inWorkerd())
    return withSecurityHeaders(Response.json({ error: "Introuvable." }, { status: 404, headers: NO_STORE }), siteUrl());
  try {
    const { db } = await staffDirectory();
    const [maintenance, homeTexts, seoOverrides, redirects, publication] = await Promise.all([
      readMaintenance(db),
      readHomeTexts(db),
      readSeoOverrides(db),
      servedRedirects(db),
      storePublication(db),
    ]);
    // `blogVersion`: the version of the store's published content (articles and the content desk's
    // items), under its first name; `contentPages`: the pages the content desk changed.
    return withSecurityHeaders(
      Response.json(
        {
          maintenance,
          homeTexts,
          seoOverrides,
          redirects,
          blogVersion: publication.version,
          contentPages: publication.contentPages,
        },
        { headers: NO_STORE },
      ),
      siteUrl(),
    );
  } catch {
    return withSecurityHeaders(
      Response.json({ error: "Réglages indisponibles." }, { status: 503, headers: NO_STORE }),
      siteUrl(),
    );
  }
}
