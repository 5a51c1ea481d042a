/**
 * Per-page script hashes of the pre-rendered build: { "/": ["'sha256-…'", …], "/tarifs/crmpro": […],
 * "/_not-found": […] }. The build (scripts/build-pages.ts) computes them from the first `next build`
 * and hands them to the second through next.config's `env`, which writes them into the middleware's
 * own bundle: no file is read at run time, so the same middleware runs on Node and on the edge.
 */
export type CspManifest = Record<string, string[]>;

export const NOT_FOUND_KEY = "/_not-found";

/** The build variable carrying the manifest (JSON) into next.config's `env`. */
export const CSP_MANIFEST_VARIABLE = "CSP_SCRIPT_HASHES";

/** A manifest from its JSON; empty (no inline script allowed) when absent or malformed. */
export function parseCspManifest(json: string | undefined): CspManifest {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    const manifest: CspManifest = {};
    for (const [path, hashes] of Object.entries(value)) {
      if (Array.isArray(hashes) && hashes.every((hash) => typeof hash === "string")) manifest[path] = hashes;
    }
    return manifest;
  } catch {
    return {};
  }
}

let bundled: CspManifest | undefined;

/** The manifest of the build being served, parsed once from the middleware's bundle. */
export function bundledCspManifest(): CspManifest {
  // Written out in full: Next replaces exactly `process.env.CSP_SCRIPT_HASHES` with the build's value.
  bundled ??= parseCspManifest(process.env.CSP_SCRIPT_HASHES);
  return bundled;
}

/** The page answered at `pathname`, as the manifest names it: an unknown path is answered by the not-found page. */
export function pageKeyFor(manifest: CspManifest, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path in manifest ? path : NOT_FOUND_KEY;
}

/** Hashes of the page answered at `pathname`. */
export function scriptHashesFor(manifest: CspManifest, pathname: string): string[] {
  return manifest[pageKeyFor(manifest, pathname)] ?? [];
}

/**
 * The inline scripts a page rendered per request (the back office) may run besides those carrying
 * its nonce: the root layout's own (the maintenance boot and mount scripts), as the not-found page,
 * the layout with the least page content, has them. Each hash allows one exact script of this build.
 */
export function layoutScriptHashes(manifest: CspManifest): string[] {
  return manifest[NOT_FOUND_KEY] ?? [];
}
