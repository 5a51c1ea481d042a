"use client";

import { audienceObjectionSource } from "../../lib/browser/audience-objection.ts";
import { HydratedInlineScript } from "./HydratedInlineScript.tsx";

/**
 * Right after the objection control's markup (AudienceObjection): shows it in this browser's state
 * and handles it. Server only (see HydratedInlineScript).
 */
export function AudienceObjectionScript() {
  if (typeof window !== "undefined") return <HydratedInlineScript />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own functions, hashed by the CSP
  return <script dangerouslySetInnerHTML={{ __html: audienceObjectionSource() }} />;
}
