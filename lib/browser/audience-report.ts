/**
 * A page view's report as the browser builds and sends it (lib/audience/beacon.ts is what the server
 * accepts): what the beacon (audience-beacon.ts) is made of, apart so that the module it loads exports
 * one function only, and the bundle keeps nothing else by name.
 */
import type { Metric as Vital } from "web-vitals";
import type { Beacon } from "../audience/beacon.ts";
import { entryOfLanding, landingPath, type PageLoad } from "../audience/landing.ts";
import { AUDIENCE_BEACON_PATH, deviceOf, isMetricValue } from "../config/audience.ts";

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

/** A random UUID: drawn for one view, it identifies nothing else (the site is served over HTTPS, a secure context). */
export function viewId(): string {
  return crypto.randomUUID();
}

/** A metric's value as sent: whole milliseconds, CLS to four decimals; undefined when out of its sane range. */
export function reportedValue({ name, value }: Pick<Vital, "name" | "value">): number | undefined {
  const rounded = +value.toFixed(name === "CLS" ? 4 : 0);
  return isMetricValue(name, rounded) ? rounded : undefined;
}

/**
 * Sends one report: `sendBeacon`, or a `fetch` that outlives the page where it is missing or refuses.
 * Both carry the site's cookies as any same-origin request does; the endpoint reads none.
 */
export function sendReport(report: Beacon, nav: Navigator = navigator): void {
  const body = JSON.stringify(report);
  if (nav.sendBeacon?.(AUDIENCE_BEACON_PATH, body)) return;
  fetch(AUDIENCE_BEACON_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
}
