import { ERROR_PAGE_CSS } from "../config/error-page-style.ts";
import { GONE_STATUS, type Redirect } from "../config/redirect-rules.ts";
import { escapeHtml } from "../format/escape-html.ts";

/**
 * The SEO desk's redirects (and its addresses removed on purpose, 410) as the middleware serves them: one lookup per request in an
 * index built once per list read (five thousand redirects cost a request one Map lookup).
 */
const indexes = new WeakMap<readonly Redirect[], Map<string, Redirect>>();

/** The redirect whose source is `pathname` (a trailing "/" ignored), if any. */
export function redirectFor(redirects: readonly Redirect[], pathname: string): Redirect | undefined {
  if (redirects.length === 0) return undefined;
  let index = indexes.get(redirects);
  if (!index) {
    index = new Map(redirects.map((redirect) => [redirect.from, redirect]));
    indexes.set(redirects, index);
  }
  return index.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

/** Where the redirect sends the request at `url`: its target, with the request's query string added to the target's own. */
export function redirectLocation(redirect: Redirect, url: URL): string {
  const target = new URL(redirect.to, url);
  const query = url.search.slice(1);
  if (query) target.search = target.search ? `${target.search.slice(1)}&${query}` : query;
  return target.href;
}

/** The French page of an address removed on purpose (a 410 of the SEO desk). */
export const GONE_PAGE_TEXTS = {
  title: "Page supprimée",
  explanation: "Cette page a été supprimée définitivement.",
  home: "Retour à l’accueil",
} as const;

/** The page's HTML: no script; the error pages' own few rules (lib/config/error-page-style.ts, hashed in every policy). */
export const GONE_PAGE_HTML = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(GONE_PAGE_TEXTS.title)}</title><style>${ERROR_PAGE_CSS}</style></head><body><main><h1>${escapeHtml(GONE_PAGE_TEXTS.title)}</h1><p>${escapeHtml(GONE_PAGE_TEXTS.explanation)}</p><p><a href="/">${escapeHtml(GONE_PAGE_TEXTS.home)}</a></p></main></body></html>`;

/**
 * The answer of an address the SEO desk declared removed (410 Gone): the French page under
 * `headers` (the site's security headers), revalidated on every use as the desk's redirects are,
 * so that a deleted or changed entry reaches the browsers that already saw it. No body for HEAD.
 */
export function goneResponse(headers: Record<string, string>, method = "GET"): Response {
  return new Response(method === "HEAD" ? null : GONE_PAGE_HTML, {
    status: GONE_STATUS,
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
