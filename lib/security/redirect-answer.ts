import type { Redirect } from "../config/redirect-rules.ts";

/**
 * The SEO desk's redirects as the middleware serves them: one lookup per request in an
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
