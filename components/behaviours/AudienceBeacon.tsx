"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { noteView } from "../../lib/browser/site-views.ts";

/**
 * The audience measurement's link with React (root layout, public frame; no markup, no state): a
 * page reached by a client-side navigation is a new view, which the site script counts
 * (lib/browser/site-script.ts). The document's own page is noted by the site script's inline boot,
 * whether React ever runs or not: not again here.
 */
export function AudienceBeacon(): null {
  const pathname = usePathname();
  const documentPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === documentPath.current) return;
    documentPath.current = null; // back to the first page later: a view like any other
    noteView(pathname);
  }, [pathname]);
  return null;
}
