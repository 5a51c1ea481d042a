/**
 * The User Timing marks (performance.mark) the page leaves when it arms and fires its delayed
 * behaviours, the cookie banner (early script) and the pre-registration popup, and when the
 * audience beacon starts watching the page. Each timer's "armed" mark
 * carries `detail.due`, the performance.now() the page aimed its timer at; each "fired" mark is set
 * when that timer ran. They cost nothing, show in the browser's performance panel, and let the
 * real-clock browser tests check what the page decides (when it aims) apart from how busy the
 * machine is (how late a timer fires), which the page does not control.
 */
export const TIMING_MARKS = {
  bannerArmed: "cookie-banner:armed",
  bannerFired: "cookie-banner:fired",
  popupArmed: "pre-registration:armed",
  popupFired: "pre-registration:fired",
  /** The audience beacon has taken the page view (the first: counted and measured from now on). */
  audienceArmed: "audience-beacon:armed",
} as const;

/** What an "armed" mark carries. */
export interface ArmedDetail {
  due: number;
}

/**
 * Sets `setTimeout(run, delay)` and leaves the two marks around it. A delay counted from a moment
 * (the page's start) is given as a function of the current time, so the mark's time and its `due`
 * come from one reading of the clock.
 */
export function markedTimeout(
  armed: string,
  fired: string,
  run: () => void,
  delayAt: number | ((now: number) => number),
): number {
  const now = performance.now();
  const delay = typeof delayAt === "function" ? delayAt(now) : delayAt;
  performance.mark(armed, { startTime: now, detail: { due: now + delay } satisfies ArmedDetail });
  return window.setTimeout(() => {
    performance.mark(fired);
    run();
  }, delay);
}
