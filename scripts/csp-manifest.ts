/**
 * After `next build`: hashes of the inline scripts of every pre-rendered page, written to
 * <distDir>/csp-manifest.json, so that the middleware sends each page a Content-Security-Policy
 * listing exactly its own scripts (no 'unsafe-inline', pages stay static and cacheable).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CSP_MANIFEST_FILE, type CspManifest, distDir, NOT_FOUND_KEY } from "../lib/security/csp-manifest.ts";
import { inlineScriptHashes } from "../lib/security/headers.ts";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** "index.html" → "/", "tarifs/crmpro.html" → "/tarifs/crmpro", "_not-found.html" → "/_not-found". */
export function routeOf(file: string): string {
  const route = `/${file.replace(/\.html$/, "")}`;
  return route === "/index" ? "/" : route;
}

export function buildCspManifest(appDir: string): CspManifest {
  const manifest: CspManifest = {};
  for (const file of htmlFiles(appDir)) {
    manifest[routeOf(relative(appDir, file))] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  return manifest;
}

if (import.meta.main) {
  const dir = distDir();
  const manifest = buildCspManifest(join(dir, "server", "app"));
  if (!manifest[NOT_FOUND_KEY]) throw new Error(`no pre-rendered not-found page in ${dir}/server/app`);
  writeFileSync(join(dir, CSP_MANIFEST_FILE), JSON.stringify(manifest));
  console.log(`CSP hashes for ${Object.keys(manifest).length} pre-rendered pages → ${join(dir, CSP_MANIFEST_FILE)}`);
}
