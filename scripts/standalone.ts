/**
 * After `next build` (and the CSP manifest and the sitemap): completes <distDir>/standalone, the
 * self-contained server of `output: "standalone"`, with what Next leaves out of it: the hashed
 * assets (<distDir>/static) and public/ (sitemap.xml and robots.txt included; the middleware carries
 * the CSP hashes in its bundle). `node <distDir>/standalone/server.js` then serves the whole site:
 * `npm run serve` runs it (scripts/serve.ts), and the Dockerfile copies the same things into its image.
 */
import { cpSync, existsSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { distDir } from "../lib/config/dist-dir.ts";

/** The standalone server's folder, and the build folder inside it (named like the build's own). */
export function standalonePaths(dir: string = distDir()): { root: string; build: string } {
  const root = join(resolve(dir), "standalone");
  return { root, build: join(root, basename(resolve(dir))) };
}

function completeStandalone(dir: string = distDir(), publicDir = resolve("public")): string {
  const { root, build } = standalonePaths(dir);
  if (!existsSync(join(root, "server.js")))
    throw new Error(`no standalone server in ${root}: is output "standalone" set in next.config.mjs?`);
  cpSync(join(dir, "static"), join(build, "static"), { recursive: true });
  cpSync(publicDir, join(root, "public"), { recursive: true });
  return root;
}

if (import.meta.main) {
  const root = completeStandalone();
  console.log(`Standalone server ready: node ${join(root, "server.js")}`);
}
