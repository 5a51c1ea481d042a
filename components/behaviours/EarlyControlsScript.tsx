"use client";

import { earlyControlsSource } from "../../lib/browser/early-inline.ts";
import { siteScriptBootSource } from "../../lib/browser/site-script-boot.ts";
import { siteScriptUrl } from "../../lib/config/site-script.ts";
import { HydratedInlineScript } from "./HydratedInlineScript.tsx";

/**
 * Last in every page's <body>, after the header, the FAQ and the cookie banner: the controls a
 * visitor can press before the framework's scripts have arrived (lib/browser/early-controls.ts),
 * then the boot that adds the site script once the page has loaded (none under `next dev`).
 * The same source on every page of a build, so each page's CSP lists its hash. Server only (see
 * HydratedInlineScript).
 */
let source: string | undefined;

/** The element's text, the same for every page of a build: written once per process. */
function earlyScriptSource(): string {
  if (source === undefined) {
    // The site script's boot (lib/browser/site-script-boot.ts) in the same element: one tag, one hash, one client reference.
    const site = siteScriptUrl();
    source = earlyControlsSource() + (site ? siteScriptBootSource(site) : "");
  }
  return source;
}

export function EarlyControlsScript() {
  if (typeof window !== "undefined") return <HydratedInlineScript />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own functions, hashed by the CSP
  return <script dangerouslySetInnerHTML={{ __html: earlyScriptSource() }} />;
}
