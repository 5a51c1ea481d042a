/**
 * The audience measurement in the browser: one report per page view (lib/audience/beacon.ts), sent
 * to the site itself when the page is first hidden or left. Loaded after the first paint, and only
 * when the visitor neither objected nor asks not to be tracked (components/behaviours/AudienceBeacon.tsx);
 * asked again before each report leaves. No cookie, nothing written to storage, no identifier kept:
 * a view's id is drawn at random for that view alone, so that the same report sent twice counts once.
 *
 * The first view of the document carries its speed, measured with Google's `web-vitals` (LCP, INP,
 * CLS, FCP, TTFB: each callback reports the metric's value so far, the last one is sent). A page
 * reached by a client-side navigation is a new view, never an entry, without speed figures (none of
 * the document's belong to it); the previous view's report leaves at that moment.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric as Vital } from "web-vitals";
import type { Beacon } from "../audience/beacon.ts";
import { entryOfLanding, isPagePath, landingPath, type PageLoad } from "../audience/landing.ts";
import { isAdminPath } from "../config/admin.ts";
import { AUDIENCE_BEACON_PATH, deviceOf, isMetricValue } from "../config/audience.ts";
import { audienceRefused } from "./audience-choice.ts";
import { TIMING_MARKS } from "./timing-marks.ts";

/** What a view's report is built from: the page's load (lib/audience/landing.ts) and the viewport's width in CSS pixels. */
export interface PageContext extends PageLoad {
  viewportWidth: number;
}

/**
 * A view's report without its speed figures. The document's first view may have entered the site,
 * by the rule a lead's entry follows (isLanding): then it carries its source and campaign; a view
 * reached by a client-side navigation never did.
 */
export function viewReport(id: string, page: PageContext, first: boolean): Beacon {
  const entry = first ? entryOfLanding(page) : undefined;
  const report: Beacon = {
    id,
    path: landingPath(page.pathname),
    device: deviceOf(page.viewportWidth),
    entry: entry !== undefined,
    metrics: {},
  };
  if (!entry) return report;
  report.source = entry.source;
  if (entry.utm) report.utm = entry.utm;
  return report;
}

/** 16 random bytes in hexadecimal: drawn for one view, it identifies nothing else. */
export function viewId(random: Pick<Crypto, "getRandomValues"> = globalThis.crypto): string {
  return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A metric's value as sent: whole milliseconds, CLS to four decimals; undefined when out of its sane range. */
export function reportedValue({ name, value }: Pick<Vital, "name" | "value">): number | undefined {
  const rounded = name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  return isMetricValue(name, rounded) ? rounded : undefined;
}

/** Sends one report: `sendBeacon`, or a `fetch` that outlives the page where it is missing or refuses. */
export function sendReport(report: Beacon, nav: Navigator = navigator): void {
  const body = JSON.stringify(report);
  if (nav.sendBeacon?.(AUDIENCE_BEACON_PATH, body)) return;
  fetch(AUDIENCE_BEACON_PATH, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => undefined);
}

interface View {
  report: Beacon;
  sent: boolean;
}

/** The view being looked at (undefined where nothing is counted), and the path it was started for. */
let current: View | undefined;
let currentPath: string | undefined;

function context(): PageContext {
  return {
    pathname: location.pathname,
    search: location.search,
    referrer: document.referrer,
    host: location.host,
    viewportWidth: window.innerWidth,
    navigationType: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type,
  };
}

/** A back-office page, or an address that is no page of the site (the server would refuse it): no view. */
function startView(first: boolean): View | undefined {
  const page = context();
  currentPath = landingPath(page.pathname);
  const counted = isPagePath(currentPath) && !isAdminPath(currentPath);
  current = counted ? { report: viewReport(viewId(), page, first), sent: false } : undefined;
  return current;
}

/** Once per view, and never once the visitor objected (in this tab or another) or asks not to be tracked. */
function send(view: View | undefined): void {
  if (!view || view.sent) return;
  view.sent = true;
  if (!audienceRefused()) sendReport(view.report);
}

function measure(view: View): void {
  const record = (metric: Vital) => {
    if (view.sent) return;
    const value = reportedValue(metric);
    if (value === undefined) delete view.report.metrics[metric.name];
    else view.report.metrics[metric.name] = value;
  };
  // Every change, so that a report leaving at `pagehide` or at a client-side navigation has the value so far.
  const options = { reportAllChanges: true };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(record, options);
}

function listen(): void {
  // In the bubbling phase on window: web-vitals reports CLS, INP and LCP in the capturing phase of
  // the same event, so their last values are in the report before it leaves.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send(current);
  });
  addEventListener("pagehide", () => send(current));
  // Back in a page kept in the back/forward cache: a new view of it, which did not enter the site.
  addEventListener("pageshow", (event) => {
    if (event.persisted && current?.sent) startView(false);
  });
}

/**
 * Called at each page the visitor sees, once `location` is the page's: the document's first, then
 * each one reached by a client-side navigation. The same path again is the same view.
 */
export function pageViewed(): void {
  if (currentPath === undefined) {
    listen();
    const first = startView(true);
    if (first) {
      measure(first);
      performance.mark(TIMING_MARKS.audienceArmed);
    }
    return;
  }
  if (landingPath(location.pathname) === currentPath) return;
  send(current);
  startView(false);
}
