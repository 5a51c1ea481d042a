/**
 * The site script (its entry: site-script-entry.ts): what every public page does without the visitor doing anything, and without
 * React (scripts/site-script.ts builds it apart from Next's chunks; the inline boot of
 * site-script-boot.ts adds its loader, site-script-loader.ts, once the page has loaded and been painted). Next's chunks
 * are not needed for any of it, so a page the visitor only reads never has to run them:
 *
 * - the maintenance setting followed (maintenance-mode.ts: an unreadable end date said, the page
 *   reloaded when another tab changes the setting);
 * - the visit's entry kept while the analytics consent holds (visit-entry-gate.ts);
 * - the audience measurement: each page viewed (site-views.ts), the beacon's code
 *   (audience-beacon.ts, with web-vitals) fetched when the browser is idle, and only for a view
 *   that may be counted;
 * - the home page's pre-registration popup, which opens by itself at 6 s: mounted as an island,
 *   with React but without Next's runtime (pre-registration-views.ts).
 */
import { isAdminPath } from "../config/admin.ts";
import { audienceRefused } from "./audience-choice.ts";
import { onIdle } from "./idle.ts";
import { initMaintenance } from "./maintenance-mode.ts";
import { preRegistrationViews } from "./pre-registration-views.ts";
import { SITE_SCRIPT_ATTRIBUTE, takeViews } from "./site-views.ts";
import { TIMING_MARKS } from "./timing-marks.ts";
import { followVisitEntry } from "./visit-entry-gate.ts";

type BeaconModule = Pick<typeof import("./audience-beacon.ts"), "pageViewed">;

/** At the latest this long after the site script started, on a browser never idle, the beacon is fetched. */
export const BEACON_IDLE_TIMEOUT_MS = 3000;

/** The beacon's code, once the browser is idle, as analytics should (next/script's `lazyOnload`). */
const loadBeacon = () =>
  new Promise<void>((resolve) => void onIdle(resolve, BEACON_IDLE_TIMEOUT_MS)).then(
    () => import("./audience-beacon.ts"),
  );

/**
 * Counts the pages viewed: the beacon is fetched at the first one that may be counted (never for a
 * back-office page, a visitor who objected or a browser that asks not to be tracked) and then told
 * of every page, in order, those viewed while it was on its way included. `load` fetches its code
 * (a test gives it directly).
 */
export function audienceViews(load: () => Promise<BeaconModule> = loadBeacon) {
  let beacon: Promise<BeaconModule> | undefined;
  const waiting: string[] = [];
  return (path: string): void => {
    // Once loaded, the beacon also hears of a page it does not count: the view left is sent then.
    if (!beacon && (isAdminPath(path) || audienceRefused())) return;
    waiting.push(path);
    beacon ??= load();
    beacon
      .then(({ pageViewed }) => {
        for (const viewed of waiting.splice(0)) pageViewed(viewed);
        // Here rather than in the beacon's code, which weighs each byte: the browser tests wait for it.
        performance.mark(TIMING_MARKS.audienceArmed);
      })
      .catch(() => undefined); // not fetched: this view is not counted
  };
}

/**
 * Everything the site script does on a page, once. `<html data-site-script>` once it all listens
 * and the popup, on the home page, has its timer set (the browser tests wait for it).
 */
export function startSiteScript(): void {
  initMaintenance(document, window);
  followVisitEntry();
  const counted = audienceViews();
  const popup = preRegistrationViews();
  takeViews((path) => {
    counted(path);
    popup.view(path);
  });
  void popup.settled().then(() => document.documentElement.setAttribute(SITE_SCRIPT_ATTRIBUTE, ""));
}
