import { FEED_PATH, parseStorePage, SEARCH_PARAMETER, SITE_PAGES_PATH, type StorePage } from "../config/blog-pages.ts";
import { writeHomeTexts } from "../config/home-texts.ts";
import { writeSeoOverride } from "../seo/head-overrides.ts";
import { securityHeaders } from "./headers.ts";
import { inlineScriptHashesWeb } from "./inline-scripts.ts";
import type { PageChanges } from "./page-answer.ts";
import { sharedStorePages } from "./shared-store-pages.ts";

const READ_TIMEOUT_MS = 20_000;
/** Addresses kept in this process's memory (the blog's pages, a few unknown addresses): beyond, all are forgotten. */
const MAX_KEPT = 500;

/** The page of each public blog address, for the version of the published articles it was asked for. */
const kept = new Map<string, { version: string; page: Promise<StorePage | undefined> }>();

/** The origin's page for a public blog address (a search's with `query`); undefined when it cannot tell. */
export async function askStorePage(origin: string, pathname: string, query: string): Promise<StorePage | undefined> {
  const url = new URL(SITE_PAGES_PATH, origin);
  url.searchParams.set("path", pathname);
  if (query) url.searchParams.set(SEARCH_PARAMETER, query);
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    return answer.ok ? parseStorePage(await answer.json()) : undefined;
  } catch {
    return undefined; // the origin out of reach: the page as built is served
  }
}

/**
 * The page of the shared level (the Worker's R2) when it is of `version`, else the origin's, kept
 * there for the other isolates; the origin out of reach, the last page any of them kept.
 */
async function sharedOrAsked(origin: string, pathname: string, version: string): Promise<StorePage | undefined> {
  const known = await lastSharedStorePage(pathname);
  if (known?.version === version) return known;
  const answer = await askStorePage(origin, pathname, "");
  if (answer)
    void sharedStorePages()
      ?.keep(pathname, answer)
      .catch(() => undefined);
  return answer ?? known;
}

/**
 * The store's page for a public blog address, asked from the Node origin once per
 * version of the published articles by this process (or, in the Worker, once by all its isolates
 * through OpenNext's R2 cache) and then answered from memory; a search is asked each time.
 * Undefined when nobody can tell: the page as built is then served.
 */
export function storePage(
  origin: string,
  pathname: string,
  query: string,
  version: string,
): Promise<StorePage | undefined> {
  if (query) return askStorePage(origin, pathname, query);
  const last = kept.get(pathname);
  if (last?.version === version) return last.page;
  const page = sharedOrAsked(origin, pathname, version).then((answer) => {
    const entry = kept.get(pathname);
    if (entry?.page === page) {
      // Kept under the version the origin found it in (this process may still believe an earlier
      // one, which could come back; a page of the shared level kept while the origin is out of
      // reach is of an earlier one); asked again by the next visitor when nobody could tell.
      if (answer) entry.version = answer.version;
      else kept.delete(pathname);
    }
    return answer;
  });
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(pathname, { version, page });
  return page;
}

/**
 * The last page the Worker's isolates kept for the address, when the origin has not told this
 * isolate the version of the published articles (out of reach since it started): better than the
 * page as built, which may show an article taken offline since. Undefined on Node.
 */
export async function lastSharedStorePage(pathname: string): Promise<StorePage | undefined> {
  return sharedStorePages()
    ?.get(pathname)
    .catch(() => undefined);
}

/** Forgets what this process kept (tests). */
export function forgetStorePages(): void {
  kept.clear();
}

type Served = Extract<StorePage, { status: 200 }>;
const HTML = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" };
const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" };

/** Each served page's answer (its body with the back office's changes, its headers), built once per page and changes. */
const answers = new WeakMap<Served, { key: string; body: string; headers: Record<string, string> }>();

/**
 * The answer for a page of the store: under a CSP listing the hashes of its own inline scripts,
 * with what the back office changed on the address written in: the SEO desk's values (they change
 * its payload, hence its hashes) and, for the home page, its texts.
 */
export async function storePageResponse(
  pathname: string,
  page: Served,
  site: string,
  changes: PageChanges | undefined,
  absolute: (path: string) => string,
): Promise<Response> {
  const key = changes ? JSON.stringify(changes) : "";
  let answer = answers.get(page);
  if (answer?.key !== key) {
    let body = page.body;
    if (changes?.homeTexts) body = writeHomeTexts(body, changes.homeTexts);
    if (changes?.seo) body = writeSeoOverride(body, changes.seo, absolute);
    const hashes = body === page.body ? page.scriptHashes : await inlineScriptHashesWeb(body);
    const type = pathname === FEED_PATH ? XML : HTML;
    // The version it was rendered for: which publication a visitor got, for whoever looks into it.
    answer = { key, body, headers: { ...securityHeaders(site, hashes), ...type, "x-blog-version": page.version } };
    answers.set(page, answer);
  }
  return new Response(answer.body, { headers: answer.headers });
}
