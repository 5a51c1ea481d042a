"use client";

import { siteScriptBootSource } from "../../lib/browser/site-script-boot.ts";
import { siteScriptUrl } from "../../lib/config/site-script.ts";
import { HydratedInlineScript } from "./HydratedInlineScript.tsx";

/**
 * Last in every public page's <body>: the inline boot that adds the site script once the page has
 * loaded (lib/browser/site-script-boot.ts). Nothing where the build made no site script (`next dev`).
 * Server only (see HydratedInlineScript).
 */
export function SiteScript() {
  const src = siteScriptUrl();
  if (!src) return null;
  if (typeof window !== "undefined") return <HydratedInlineScript />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own function, hashed by the CSP
  return <script dangerouslySetInnerHTML={{ __html: siteScriptBootSource(src) }} />;
}
