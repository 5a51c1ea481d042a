"use client";

import { inlineCall } from "../../lib/browser/inline-script.ts";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";
import { applyHomeTexts, pickHomeTexts } from "../../lib/browser/text-overrides.ts";
import { HOME_CONTENT_KEYS } from "../../lib/catalog/home.ts";
import { HydratedInlineScript } from "./HydratedInlineScript.tsx";

/** The same on every build, so the home page's CSP lists its hash. Server only (see HydratedInlineScript). */
const source = () => inlineCall(applyHomeTexts, STORAGE_KEYS.adminPagesData, HOME_CONTENT_KEYS, pickHomeTexts);

/**
 * First thing of the home page's content (spec section 1): the admin_pages_data entry whose path
 * is "/" replaces, as text only and before the first paint, the texts of the elements marked
 * data-content-key="<key>" for the 20 known keys (lib/browser/text-overrides.ts);
 * other keys and paths are ignored, a value that cannot be read is only logged.
 * It must come before the marked elements, which carry suppressHydrationWarning: React then keeps
 * the replaced text instead of treating it as a hydration mismatch.
 */
export function HomeTextOverrides() {
  if (typeof window !== "undefined") return <HydratedInlineScript />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own functions, hashed by the CSP
  return <script dangerouslySetInnerHTML={{ __html: source() }} />;
}
