import { existsSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import type { Db } from "../store/db.ts";
import { servedRedirects } from "./redirects-store.ts";
import { publicPagePaths } from "./review.ts";

const PUBLIC_DIR = resolve("public");

/** A file of `public/` answers at `path` (the middleware sees those requests too). */
function publicFile(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const file = resolve(join(PUBLIC_DIR, decoded));
  return file.startsWith(`${PUBLIC_DIR}${sep}`) && existsSync(file) && statSync(file).isFile();
}

/**
 * Whether `path` is known after all (a page of this build, a file of `public/`, a redirect saved
 * since): the 404 log leaves such a path out (issue 31).
 */
export async function knownPaths(db: Db): Promise<(path: string) => boolean> {
  const pages = new Set(publicPagePaths());
  const redirects = new Set((await servedRedirects(db)).map((redirect) => redirect.from));
  return (path) => pages.has(path) || redirects.has(path) || publicFile(path);
}
