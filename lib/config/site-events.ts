import { NOT_FOUND_LOG_LIMITS } from "./not-found-log.ts";

/**
 * What the middleware reports to the Node origin: POST /site-events. Public like
 * /site-settings (the middleware of the Worker has no secret to show): it can only add, within
 * these bounds, to the counts of redirects that exist and to the log of unknown addresses, which
 * anyone could do by following the redirects and asking for the addresses.
 */
export const SITE_EVENTS_PATH = "/site-events";

export interface NotFoundReport {
  count: number;
  /** The host of the last page that linked to it (the Referer's host only). */
  referrer?: string;
}

export interface SiteEvents {
  /** Uses of each redirect since the last report, by source path. */
  redirectHits: Record<string, number>;
  /** Requests for unknown addresses since the last report, by path (no query string). */
  notFound: Record<string, NotFoundReport>;
}

export const SITE_EVENTS_LIMITS = { bytes: 128_000, keys: 1_000, countPerKey: 100_000 } as const;

const count = (value: unknown) =>
  Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, SITE_EVENTS_LIMITS.countPerKey) : 0;
const isPath = (path: string) => path.startsWith("/") && path.length <= NOT_FOUND_LOG_LIMITS.pathLength;

function entries(value: unknown): [string, unknown][] {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.entries(value).slice(0, SITE_EVENTS_LIMITS.keys)
    : [];
}

/** A report read back: the well-formed counts, bounded; undefined when it is not a report. */
export function parseSiteEvents(value: unknown): SiteEvents | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { redirectHits: hits, notFound: missing } = value as { redirectHits?: unknown; notFound?: unknown };
  const shaped = (part: unknown) =>
    part === undefined || (typeof part === "object" && part !== null && !Array.isArray(part));
  if ((hits === undefined && missing === undefined) || !shaped(hits) || !shaped(missing)) return undefined;
  const events: SiteEvents = { redirectHits: {}, notFound: {} };
  for (const [from, n] of entries(hits)) if (isPath(from) && count(n)) events.redirectHits[from] = count(n);
  for (const [path, report] of entries(missing)) {
    const { count: n, referrer } = (report ?? {}) as { count?: unknown; referrer?: unknown };
    if (!isPath(path) || !count(n)) continue;
    events.notFound[path] = { count: count(n) };
    if (
      typeof referrer === "string" &&
      /^[a-z0-9.-]+(?::\d+)?$/.test(referrer) &&
      referrer.length <= NOT_FOUND_LOG_LIMITS.hostLength
    )
      events.notFound[path].referrer = referrer;
  }
  return events;
}
