import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Per-page script hashes of the pre-rendered build, written by scripts/csp-manifest.ts after
 * `next build`: { "/": ["'sha256-…'", …], "/tarifs/crmpro": […], "/_not-found": […] }.
 */
export type CspManifest = Record<string, string[]>;

export const CSP_MANIFEST_FILE = "csp-manifest.json";
export const NOT_FOUND_KEY = "/_not-found";

export function distDir(env: Record<string, string | undefined> = process.env): string {
  return env.NEXT_DIST_DIR ?? ".next";
}

let cached: CspManifest | undefined;

/** The manifest of the build being served, read once; empty (no inline script allowed) when absent. */
export function loadCspManifest(): CspManifest {
  if (cached) return cached;
  try {
    cached = JSON.parse(readFileSync(join(process.cwd(), distDir(), CSP_MANIFEST_FILE), "utf8")) as CspManifest;
  } catch {
    cached = {};
  }
  return cached;
}

/** Hashes of the page answered at `pathname` (an unknown path is answered by the not-found page). */
export function scriptHashesFor(manifest: CspManifest, pathname: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return manifest[path] ?? manifest[NOT_FOUND_KEY] ?? [];
}
