import { createHash } from "node:crypto";
import { inlineScriptBodies } from "./inline-scripts.ts";

/**
 * Hashes of the executable inline scripts of an HTML page, for its Content-Security-Policy. Build
 * time only (node:crypto): the middleware gets the results in its bundle (lib/security/csp-manifest.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScriptBodies(html).map(cspHash))];
}

/** A Content-Security-Policy source allowing exactly `text` (an inline script, a style). */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
