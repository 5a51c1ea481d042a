"use client";

import { useEffect } from "react";
import { INTERACTIVE_ATTRIBUTE } from "../../lib/browser/page-start.ts";

/**
 * Marks `<html data-interactive>` once React has hydrated the document: the one signal the browser
 * tests wait for before acting on a client component (`interactive` in tests/e2e/helpers.ts), never
 * a sleep. Last in the body on purpose: React runs a commit's effects in tree order, and with no
 * Suspense boundary in the app (no loading.tsx) the whole document hydrates in one pass, so every
 * client leaf before it has its handlers by then, and a component mounted later knows it came with a
 * client-side navigation (lib/browser/page-start.ts).
 */
export function InteractiveMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, "");
  }, []);
  return null;
}
