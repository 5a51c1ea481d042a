"use client";

import { earlyControlsSource } from "../../lib/browser/early-inline.ts";
import { HydratedInlineScript } from "./HydratedInlineScript.tsx";

/**
 * Last in every page's <body>, after the header, the FAQ and the cookie banner: the controls a
 * visitor can press before the framework's scripts have arrived (lib/browser/early-controls.ts).
 * The same source on every page of a build, so each page's CSP lists its hash. Server only (see
 * HydratedInlineScript).
 */
export function EarlyControlsScript() {
  if (typeof window !== "undefined") return <HydratedInlineScript />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own functions, hashed by the CSP
  return <script dangerouslySetInnerHTML={{ __html: earlyControlsSource() }} />;
}
