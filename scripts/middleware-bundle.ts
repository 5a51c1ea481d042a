/**
 * The middleware as the build compiled it (<distDir>/server/middleware-manifest.json lists its
 * files): the check that its bundle carries the script hashes of every page, which is what it
 * announces in each page's Content-Security-Policy (lib/security/csp-manifest.ts), and the build's
 * server action ids.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CspManifest } from "../lib/security/csp-manifest.ts";

interface MiddlewareManifest {
  middleware: Record<string, { files: string[] }>;
}

/** The text of every file of the compiled middleware. */
export function middlewareBundle(dir: string): string {
  const manifest = JSON.parse(
    readFileSync(join(dir, "server", "middleware-manifest.json"), "utf8"),
  ) as MiddlewareManifest;
  const files = Object.values(manifest.middleware).flatMap((entry) => entry.files);
  if (!files.length) throw new Error(`no middleware in ${dir}/server/middleware-manifest.json`);
  return files.map((file) => readFileSync(join(dir, file), "utf8")).join("\n");
}

/**
 * One line per page with a script whose hash the middleware's bundle lacks, and one per server
 * action id it lacks (by which it tells a form posted from an earlier build's page,
 * lib/security/server-actions.ts); empty when none.
 */
export function middlewareBundleMismatches(
  dir: string,
  pages: CspManifest,
  actionIds: readonly string[] = [],
): string[] {
  const bundle = middlewareBundle(dir);
  const pagesMissing = Object.entries(pages).flatMap(([path, hashes]) => {
    const missing = hashes.filter((hash) => !bundle.includes(hash.replace(/^'|'$/g, ""))).length;
    return missing ? [`${path}: ${missing} inline script(s) whose hash is not in the middleware`] : [];
  });
  const actionsMissing = actionIds
    .filter((id) => !bundle.includes(id))
    .map((id) => `server action ${id}: not in the middleware`);
  return [...pagesMissing, ...actionsMissing];
}
