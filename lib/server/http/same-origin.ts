/**
 * Whether a request was sent by a page of this site: what the counters the browser posts to the
 * site itself (`/consentement`, `/mesure-audience`) accept, and nothing from another site's pages.
 * A browser says where a request comes from and a page cannot lie about it: `Sec-Fetch-Site`
 * (`cross-site` for another site's page) and `Origin` (sent with every POST), which must then be
 * the site's (`SITE_URL`) or the host the request was sent to. Without either (an old browser, a
 * script), the request is taken as the site's own: it proves nothing, and the counters' other
 * checks bound what it can do. Edge-safe: the Worker runs it too.
 */
export function fromThisSite(request: Request, siteUrl: string): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    const { host } = new URL(origin);
    return host === new URL(siteUrl).host || host === request.headers.get("host");
  } catch {
    return false; // "null" (a sandboxed frame, a file) or anything that is no origin
  }
}
