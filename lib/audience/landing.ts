/**
 * What the browser reads of a page view to tell where a visit began: the page's path as the site's
 * routes have it, whether this view entered the site, its source and its campaign. Shared by the
 * audience beacon, a lead's entry (lib/browser/visit-entry.ts) and the server's checks, and kept
 * small: it is part of what the beacon's code weighs.
 */
import { UTM_MAX_LENGTH } from "../config/audience.ts";

export interface Utm {
  source: string;
  medium: string;
  campaign: string;
}

export interface VisitEntry {
  /** The page the visit began on (a path of the site's form, no query). */
  landing: string;
  /**
   * Where the visitor came from: `direct`, or `site:` and the referring host as the browser saw it;
   * the server reduces that to a named source (reducedSource in sources.ts), and keeps only that.
   */
  source: string;
  /** The landing address's UTM values; absent when it had none. */
  utm?: Utm;
}

/** A visit without a referring site (typed, bookmarked, from an e-mail or an app). */
export const DIRECT = "direct";
/** Another site: `site:` and its host. */
export const OTHER_SITE_PREFIX = "site:";

/** A path as the site's pages have them: "/" then lowercase words, digits and hyphens, no query. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
const PATH_MAX = 200;

/** A path of the site's form (PAGE_PATH, at most PATH_MAX characters); whether a page answers it is not checked. */
export function isPagePath(value: unknown): value is string {
  return typeof value === "string" && value.length <= PATH_MAX && PAGE_PATH.test(value);
}

/**
 * The three UTM values of a landing address's query as they are, cut at UTM_MAX_LENGTH, or undefined
 * when it has none: the server cleans them (cleanUtmValue in beacon.ts), the browser does not carry that.
 */
export function utmOf(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  const value = (key: string) => (params.get(`utm_${key}`) ?? "").slice(0, UTM_MAX_LENGTH);
  const utm = { source: value("source"), medium: value("medium"), campaign: value("campaign") };
  return utm.source || utm.medium || utm.campaign ? utm : undefined;
}

/** What a page's load says about where the visitor came from, as the browser reads it. */
export interface PageLoad {
  /** `location.pathname`. */
  pathname: string;
  /** `location.search`: only its three UTM values are read. */
  search: string;
  /** `document.referrer` ("" when none): only its host is read. */
  referrer: string;
  /** `location.host`: a referrer of this host is the site itself. */
  host: string;
  /** How the document was reached (Navigation Timing's type): a reload or a return in history begins no visit. */
  navigationType?: string | undefined;
}

/** A page's path as the site's routes have it: no trailing slash, except "/" itself. */
export function landingPath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

function referrerUrl(referrer: string): URL | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer);
  } catch {
    return undefined;
  }
}

/**
 * Whether this page began the visit: reached by a link from another site or typed (no referrer),
 * not from a page of this site, nor by a reload or a return in history. The audience beacon counts
 * an entry by the same rule.
 */
export function isLanding(page: PageLoad): boolean {
  if (page.navigationType !== undefined && page.navigationType !== "navigate") return false;
  return referrerUrl(page.referrer)?.host !== page.host;
}

/**
 * The visit's entry when this page began it (isLanding), or undefined; also undefined when the page's
 * path is not one of the site's form. Its source is the referrer's host as `site:<host>`, `direct`
 * without one: the browser does not carry the table of named sources, the server reduces it.
 */
export function entryOfLanding(page: PageLoad): VisitEntry | undefined {
  const landing = landingPath(page.pathname);
  if (!isLanding(page) || !isPagePath(landing)) return undefined;
  const host = referrerUrl(page.referrer)?.hostname;
  const entry: VisitEntry = { landing, source: host ? `${OTHER_SITE_PREFIX}${host}` : DIRECT };
  const utm = utmOf(page.search);
  if (utm) entry.utm = utm;
  return entry;
}
