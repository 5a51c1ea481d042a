/**
 * The build as the gates see it: the list of pages comes from the .html files of
 * DIST_DIR (default "dist"), never from a hand-kept list of routes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";
import { urlPathOf } from "../../server/static-site.ts";
import type { AssetReader } from "./budgets.ts";

export interface BuiltPage {
  /** Path of the file inside the build, with "/" separators ("tarifs/crmpro.html"). */
  file: string;
  /** The clean URL the server answers it at ("/tarifs/crmpro"). */
  path: string;
  html: string;
}

export function distDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.DIST_DIR ?? "dist");
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Every file of the build (precompressed .br/.gz copies left out), as "/"-separated relative paths. */
export function builtFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new Error(`No build in ${dir}: run \`npm run build\` first (DIST_DIR=${dir}).`);
  return walk(dir)
    .filter((full) => !full.endsWith(".br") && !full.endsWith(".gz"))
    .map((full) => relative(dir, full).split(sep).join("/"))
    .sort();
}

export function builtPages(dir: string): BuiltPage[] {
  return builtFiles(dir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, path: urlPathOf(file), html: readFileSync(join(dir, file), "utf8") }));
}

/** Paths the server answers with a redirect instead of the pre-rendered fallback page. */
export const REDIRECTED_PATHS: ReadonlySet<string> = new Set([
  ...Object.keys(INTERNAL_REDIRECTS),
  ...Object.keys(PRODUCT_REDIRECTS),
]);

/**
 * The pages a visitor reaches with status 200: every built page except the not-found page
 * (served with 404 for unknown paths) and the fallbacks of server redirects.
 */
export function servedPaths(dir: string): string[] {
  return builtFiles(dir)
    .filter((file) => file.endsWith(".html"))
    .map(urlPathOf)
    .filter((path) => path !== "/404" && !REDIRECTED_PATHS.has(path));
}

/** Brotli size of a file of the build: its precompressed .br copy, else compressed now at quality 11. */
export function brotliSizeOfFile(dir: string, file: string): number {
  const full = join(dir, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  return brotliSize(readFileSync(full));
}

export function brotliSize(body: string | Buffer): number {
  const buffer = typeof body === "string" ? Buffer.from(body) : body;
  return brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const TEXT_ASSET = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest|ico)$/i;

/** Read access to the build by URL path, with the bytes each file costs on the wire. */
export function distAssets(dir: string): AssetReader {
  const fileOf = (path: string): string | undefined => {
    const full = join(dir, ...path.split("/").filter(Boolean));
    return full.startsWith(dir) && existsSync(full) && statSync(full).isFile() ? full : undefined;
  };
  return {
    text: (path) => {
      const full = fileOf(path);
      return full ? readFileSync(full, "utf8") : undefined;
    },
    transferSize: (path) => {
      const full = fileOf(path);
      if (!full) return undefined;
      return TEXT_ASSET.test(full) ? brotliSizeOfFile(dir, relative(dir, full)) : statSync(full).size;
    },
  };
}
