/**
 * The per-page script hashes of a pre-rendered build (lib/security/csp-manifest.ts), read from the
 * HTML of <distDir>/server/app, and the comparison the build makes between the hashes its pages need
 * and those the middleware's bundle announces.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { CspManifest } from "../lib/security/csp-manifest.ts";
import { inlineScriptHashes } from "../lib/security/inline-script-hashes.ts";

export const CSP_MANIFEST_FILE = "csp-manifest.json";

/** The HTML files under `dir`, at any depth. */
export function htmlFiles(dir: string): string[] {
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
  for (const file of htmlFiles(appDir).sort()) {
    manifest[routeOf(relative(appDir, file))] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  return manifest;
}

/**
 * The pages whose inline scripts and announced hashes disagree, one line each ("/tarifs/crmpro: 1
 * script without its hash"); empty when every page's policy allows exactly its own scripts.
 */
export function cspMismatches(pages: CspManifest, announced: CspManifest): string[] {
  const problems: string[] = [];
  for (const path of new Set([...Object.keys(pages), ...Object.keys(announced)])) {
    const needed = pages[path];
    const allowed = announced[path];
    if (!needed) {
      problems.push(`${path}: hashes announced for a page the build does not have`);
      continue;
    }
    if (!allowed) {
      problems.push(`${path}: no hash announced for its ${needed.length} inline script(s)`);
      continue;
    }
    const missing = needed.filter((hash) => !allowed.includes(hash)).length;
    const extra = allowed.filter((hash) => !needed.includes(hash)).length;
    if (missing) problems.push(`${path}: ${missing} inline script(s) without their hash`);
    if (extra) problems.push(`${path}: ${extra} hash(es) of no script of the page`);
  }
  return problems;
}
