"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { audienceRefused } from "../../lib/browser/audience-choice.ts";
import { TIMING_MARKS } from "../../lib/browser/timing-marks.ts";
import { isAdminPath } from "../../lib/config/admin.ts";

/** The beacon's code, fetched once: only for a page view that may be counted. */
let beacon: Promise<typeof import("../../lib/browser/audience-beacon.ts")> | undefined;

/**
 * The audience measurement's loader (root layout): no markup, no state. React's chunks already run
 * after the first paint (lib/security/after-paint.ts); the beacon's own code (lib/browser/audience-beacon.ts,
 * with web-vitals) is fetched after that, and never on a back-office page, for a visitor who
 * objected, nor for a browser that asks not to be tracked. The pathname only re-runs the effect at a
 * client-side navigation, which is a new view; the path itself is read from `location` there.
 */
export function AudienceBeacon(): null {
  const pathname = usePathname();
  useEffect(() => {
    // Once loaded, the beacon also hears of a navigation to a page it does not count: the view left is sent then.
    if (!beacon && (isAdminPath(pathname) || audienceRefused())) return;
    beacon ??= import("../../lib/browser/audience-beacon.ts");
    beacon
      .then(({ pageViewed }) => {
        pageViewed();
        // Here rather than in the beacon's code, which weighs each byte: the browser tests wait for it.
        performance.mark(TIMING_MARKS.audienceArmed);
      })
      .catch(() => undefined);
  }, [pathname]);
  return null;
}
