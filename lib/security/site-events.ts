import { type NotFoundReport, SITE_EVENTS_PATH, type SiteEvents } from "../config/site-events.ts";

/**
 * What the middleware tells the Node origin: the redirects it served and the unknown
 * addresses it was asked for, counted. Edge-safe:
 * the middleware runs in an edge sandbox under `next start` and in the Worker, neither with the
 * store, so it posts to the origin's /site-events. Requests coming together share one post; while
 * one is under way the next ones wait in memory (bounded: beyond, a count is dropped, never a
 * request delayed). In the Worker, the post outlives the answer through the request's waitUntil.
 */
const MAX_KEYS = 1_000;
const POST_TIMEOUT_MS = 2_000;

const redirectHits = new Map<string, number>();
const notFound = new Map<string, NotFoundReport>();
let posting: Promise<void> | undefined;

interface CloudflareContext {
  ctx?: { waitUntil(promise: Promise<unknown>): void };
}

function keepAlive(promise: Promise<void>): void {
  const context = (globalThis as Record<symbol, CloudflareContext | undefined>)[Symbol.for("__cloudflare-context__")];
  context?.ctx?.waitUntil(promise);
}

async function post(origin: string): Promise<void> {
  await Promise.resolve(); // the requests of this turn join the post
  const events: SiteEvents = { redirectHits: Object.fromEntries(redirectHits), notFound: Object.fromEntries(notFound) };
  redirectHits.clear();
  notFound.clear();
  try {
    const answer = await fetch(`${origin}${SITE_EVENTS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(events),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await answer.body?.cancel();
  } catch {
    // The origin out of reach: these counts are lost, the visitors were served.
  }
}

function send(origin: string): void {
  if (posting) return;
  posting = post(origin).finally(() => {
    posting = undefined;
    if (redirectHits.size + notFound.size > 0) send(origin);
  });
  keepAlive(posting);
}

/** Counts one use of the redirect from `from`, posted to the origin soon. */
export function reportRedirectHit(origin: string, from: string): void {
  if (!redirectHits.has(from) && redirectHits.size >= MAX_KEYS) return;
  redirectHits.set(from, (redirectHits.get(from) ?? 0) + 1);
  send(origin);
}

/** Counts one request for the unknown address `path`, with the host of the page that linked to it. */
export function reportNotFound(origin: string, path: string, referrer: string | undefined): void {
  const known = notFound.get(path);
  if (!known && notFound.size >= MAX_KEYS) return;
  const report = known ?? { count: 0 };
  report.count += 1;
  if (referrer) report.referrer = referrer;
  notFound.set(path, report);
  send(origin);
}
