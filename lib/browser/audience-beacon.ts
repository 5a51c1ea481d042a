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
import { isPagePath, landingPath } from "../audience/landing.ts";
import { isAdminPath } from "../config/admin.ts";
import { audienceRefused } from "./audience-choice.ts";
import { type PageContext, reportedValue, sendReport, viewId, viewReport } from "./audience-report.ts";

/**
 * The view being looked at, until its report leaves (undefined where nothing is counted, and once
 * sent: a view is reported once), and the path it was started for.
 */
let current: Beacon | undefined;
let currentPath: string | undefined;

function context(pathname: string): PageContext {
  return {
    pathname,
    search: location.search,
    referrer: document.referrer,
    host: location.host,
    viewportWidth: window.innerWidth,
    navigationType: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type,
  };
}

/** A back-office page, or an address that is no page of the site (the server would refuse it): no view. */
function startView(first: boolean, pathname = location.pathname): Beacon | undefined {
  const page = context(pathname);
  currentPath = landingPath(page.pathname);
  const counted = isPagePath(currentPath) && !isAdminPath(currentPath);
  current = counted ? viewReport(viewId(), page, first) : undefined;
  return current;
}

/** The current view's report, once, and never once the visitor objected (in this tab or another) or asks not to be tracked. */
function send(): void {
  const report = current;
  current = undefined;
  if (report && !audienceRefused()) sendReport(report);
}

function measure(report: Beacon): void {
  // A value beyond its range is not sent (the last one within is); one measured once the report left changes nothing.
  const record = (metric: Vital) => {
    const value = reportedValue(metric);
    if (value !== undefined) report.metrics[metric.name] = value;
  };
  // Every change, so that a report leaving when the page is hidden or at a client-side navigation has the value so far.
  const options = { reportAllChanges: true };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(record, options);
}

function listen(): void {
  // In the bubbling phase on window: web-vitals reports CLS, INP and LCP in the capturing phase of
  // the same event, so their last values are in the report before it leaves. Leaving the page hides
  // it first in every browser the site supports: web-vitals itself listens to nothing else (no
  // `pagehide`) to report its last values.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  // Back in a page kept in the back/forward cache (its view was sent as it was hidden): a new view
  // of it, which did not enter the site.
  addEventListener("pageshow", (event) => {
    if (event.persisted) startView(false);
  });
}

/**
 * Called at each page the visitor sees (its path; `location`'s by default): the document's first,
 * then each one reached by a client-side navigation, in order, even when told of them late (the
 * loader waits for the page to be idle). The same path again is the same view.
 */
export function pageViewed(pathname = location.pathname): void {
  if (currentPath === undefined) {
    listen();
    const first = startView(true, pathname);
    if (first) measure(first);
    return;
  }
  if (landingPath(pathname) === currentPath) return;
  send();
  startView(false, pathname);
}
