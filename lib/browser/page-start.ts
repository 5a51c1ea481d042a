/**
 * "After load" (spec section 4: the cookie banner 1 s after load, the popup 6 s after load) is
 * counted from the moment the page started, not from the moment React woke up: on a slow phone
 * the script files can arrive seconds after the page is painted, and a delay started at
 * hydration would come that much late.
 *
 * The page starts when the browser starts reading it: the first inline script of <head>
 * (notePageStart in maintenance-inline.ts) notes `performance.now()` there, before anything is painted. That is
 * the navigation start plus the server's answer time, the first instant the page exists. Not the
 * `load` event: it waits for every image and font, so on a slow network it would drift with the
 * page's weight. Not the bare navigation start either: a clock that is not per document
 * (Playwright's fake clock carries its time from one page to the next) would then see every page
 * after the first as long loaded. A page reached by a client-side navigation, whose document is
 * already interactive when it mounts, starts when it mounts.
 */

/** The global the head script notes the page's start in. */
export const PAGE_START_GLOBAL = "__pageStart";

/** The attribute `<html>` carries once React has hydrated the document (InteractiveMark). */
export const INTERACTIVE_ATTRIBUTE = "data-interactive";

/** When the document started, as its head script noted it (0, the navigation's start, when it did not). */
export function documentStart(): number {
  const noted = (window as unknown as Record<string, unknown>)[PAGE_START_GLOBAL];
  return typeof noted === "number" ? noted : 0;
}

function pageStartedAt(now: number): number {
  // Mounted by a client-side navigation: the document was already interactive, the page starts now.
  if (document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)) return now;
  return documentStart();
}

/**
 * Milliseconds left until `delayMs` after the current page started (or after `startedAt`, for a
 * caller that knows better, as the site script does); 0 when that moment has passed. Called when
 * the component that waits mounts.
 */
export function msUntilAfterPageStart(
  delayMs: number,
  now: number = performance.now(),
  startedAt: number = pageStartedAt(now),
): number {
  return Math.max(0, delayMs - (now - startedAt));
}
