/**
 * Follows the analytics consent for the visit's entry, fetched by the cookie banner once the page
 * is interactive (after the first paint, not with the page's scripts): this page's address and
 * referrer are read once, when it starts; the entry's code (visit-entry.ts) is fetched only once
 * the consent is there, now or when the banner is answered, and stores the entry if this page
 * began the visit; a withdrawn consent removes it at once.
 */
import type { PageLoad } from "../audience/entry.ts";
import { onConsent } from "./consent-gate.ts";
import { STORAGE_KEYS } from "./storage.ts";

type EntryModule = Pick<typeof import("./visit-entry.ts"), "keepLandingEntry">;

let started = false;

/** Once per document, for as long as it lives (nothing to undo); `load` is the entry's code (a test gives it directly). */
export function followVisitEntry(load: () => Promise<EntryModule> = () => import("./visit-entry.ts")): void {
  if (started) return;
  started = true;
  const { pathname, search, host } = window.location;
  const page: PageLoad = {
    pathname,
    search,
    host,
    referrer: document.referrer,
    navigationType: (performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined)?.type,
  };
  onConsent("analytics", () => {
    // Not fetched: this visit's leads carry their page only.
    load().then(
      (module) => module.keepLandingEntry(page),
      () => undefined,
    );
    return () => {
      try {
        sessionStorage.removeItem(STORAGE_KEYS.audienceEntry);
      } catch {
        /* nothing to remove when storage is unavailable */
      }
    };
  });
}
