/**
 * The ids of a build's server actions (<distDir>/server/server-reference-manifest.json), which
 * scripts/build-pages.ts writes into the middleware's bundle (lib/security/server-actions.ts).
 * Only the ids: the manifest also holds the actions' encryption key, which must stay out of it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

interface ServerReferenceManifest {
  node?: Record<string, unknown>;
  edge?: Record<string, unknown>;
}

export function serverActionIds(dir: string): string[] {
  const manifest = JSON.parse(
    readFileSync(join(dir, "server", "server-reference-manifest.json"), "utf8"),
  ) as ServerReferenceManifest;
  return [...new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})])].sort();
}
