/**
 * Build step, after each `next build` pass (scripts/build-pages.ts): every pre-rendered page gets
 * its framework's scripts on demand (lib/security/framework-on-demand.ts says why and how).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { scriptsOnDemand } from "../lib/security/framework-on-demand.ts";
import { htmlFiles } from "./csp-manifest.ts";

/** Rewrites every pre-rendered page under `dirs` (the build's and the standalone server's copy); returns how many changed. */
export function loadPagesScriptsOnDemand(dirs: readonly string[]): number {
  let changed = 0;
  for (const dir of dirs) {
    let files: string[];
    try {
      files = htmlFiles(dir);
    } catch {
      continue; // no such folder (e.g. no standalone output)
    }
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      const rewritten = scriptsOnDemand(html);
      if (rewritten === html) continue;
      writeFileSync(file, rewritten);
      changed++;
    }
  }
  return changed;
}
