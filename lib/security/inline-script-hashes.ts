import { createHash } from "node:crypto";
import { inlineScriptBodies } from "./inline-scripts.ts";

/**
 * Hashes of the executable inline scripts of an HTML page, for its Content-Security-Policy. Build
 * time only (node:crypto): the middleware gets the results in its bundle (lib/security/csp-manifest.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScriptBodies(html).map(
    (body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
  return [...new Set(hashes)];
}
