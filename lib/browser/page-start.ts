/**
 * "After load" (spec section 4: the cookie banner 1 s after load, the popup 6 s after load) is
 * counted from the moment the page started, not from the moment React woke up: on a slow phone
 * the script files can arrive seconds after the page is painted, and a delay started at
 * hydration would come that much late.
 *
 * The page starts when the browser starts reading it: the first inline script of <head>
 * (PageStartScript) notes `performance.now()` there, before anything is painted. That is the
 * navigation start plus the server's answer time, the first instant the page exists. Not the
 * `load` event: it waits for every image and font, so on a slow network it would drift with the
 * page's weight. Not the bare navigation start either: a clock that is not per document
 * (Playwright's fake clock carries its time from one page to the next) would then see every page
 * after the first as long loaded. After a client-side navigation, the page starts when the
 * router's transition starts (`onRouterTransitionStart` in instrumentation-client.ts).
 */
export const PAGE_START_GLOBAL = "__pageStart";

/** Self-contained: runs inline, first thing in <head> (PageStartScript). */
export function notePageStart(name: string): void {
  (window as unknown as Record<string, number>)[name] = performance.now();
}

let routeChangeAt: number | undefined;

/** Called when the router starts a client-side navigation: the next page starts now. */
export function markRouteChange(at: number = performance.now()): void {
  routeChangeAt = at;
}

function pageStartedAt(): number {
  if (routeChangeAt !== undefined) return routeChangeAt;
  const noted =
    typeof window === "undefined" ? undefined : (window as unknown as Record<string, unknown>)[PAGE_START_GLOBAL];
  return typeof noted === "number" ? noted : 0;
}

/** Milliseconds left until `delayMs` after the current page started; 0 when that moment has passed. */
export function msUntilAfterPageStart(delayMs: number, now: number = performance.now()): number {
  return Math.max(0, delayMs - (now - pageStartedAt()));
}
