/**
 * "After load" (spec section 4: the cookie banner 1 s after load, the popup 6 s after load) is
 * counted from the moment the visitor asked for the page, not from the moment React woke up:
 * on a slow phone the script files can arrive seconds after the page is painted, and a delay
 * started at hydration would come that much late.
 *
 * Why navigation start and not the `load` event: `load` waits for every image and font, so on a
 * slow network it drifts with the page's weight; the navigation start is the same instant for
 * every page, and `performance.now()` counts from it (Playwright's clock fakes it too). After a
 * client-side navigation, the page starts when the router's transition starts
 * (`onRouterTransitionStart` in instrumentation-client.ts).
 */
let routeChangeAt: number | undefined;

/** Called when the router starts a client-side navigation: the next page starts now. */
export function markRouteChange(at: number = performance.now()): void {
  routeChangeAt = at;
}

/** Milliseconds left until `delayMs` after the current page started; 0 when that moment has passed. */
export function msUntilAfterPageStart(delayMs: number, now: number = performance.now()): number {
  return Math.max(0, delayMs - (now - (routeChangeAt ?? 0)));
}
