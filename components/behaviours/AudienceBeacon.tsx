"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { audienceRefused } from "../../lib/browser/audience-choice.ts";
import { onIdle } from "../../lib/browser/idle.ts";
import { TIMING_MARKS } from "../../lib/browser/timing-marks.ts";
import { isAdminPath } from "../../lib/config/admin.ts";

/** The beacon's code, fetched once: only for a page view that may be counted. */
let beacon: Promise<typeof import("../../lib/browser/audience-beacon.ts")> | undefined;
/** The pages viewed until the beacon's code arrived, in order: it is told of each then. */
const viewed: string[] = [];

/**
 * Once the page has loaded and the browser is idle, as analytics should (next/script's `lazyOnload`):
 * nothing of the beacon competes with the page's own loading. web-vitals reads what happened before
 * it from the browser's buffers (LCP, FCP, TTFB, layout shifts, slow interactions).
 */
function whenIdleAfterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void onIdle(resolve, 3000);
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  });
}

/**
 * The audience measurement's loader (root layout): no markup, no state. The beacon's own code
 * (lib/browser/audience-beacon.ts, with web-vitals) is fetched once the page has loaded and the
 * browser is idle, and never on a back-office page, for a visitor who objected, nor for a browser
 * that asks not to be tracked. The pathname re-runs the effect at a client-side navigation, which is
 * a new view.
 */
export function AudienceBeacon(): null {
  const pathname = usePathname();
  useEffect(() => {
    // Once loaded, the beacon also hears of a navigation to a page it does not count: the view left is sent then.
    if (!beacon && (isAdminPath(pathname) || audienceRefused())) return;
    viewed.push(pathname);
    beacon ??= whenIdleAfterLoad().then(() => import("../../lib/browser/audience-beacon.ts"));
    beacon
      .then(({ pageViewed }) => {
        for (const path of viewed.splice(0)) pageViewed(path);
        // Here rather than in the beacon's code, which weighs each byte: the browser tests wait for it.
        performance.mark(TIMING_MARKS.audienceArmed);
      })
      .catch(() => undefined);
  }, [pathname]);
  return null;
}
