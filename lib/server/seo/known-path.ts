import { existsSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { type Db, placeholders } from "../store/db.ts";
import { publicPagePaths } from "./review.ts";

const PUBLIC_DIR = resolve("public");

/** A file of `public/` answers at `path` (the middleware sees those requests too). */
export function publicFile(path: string): boolean {
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
 * Which of the reported `paths` are known after all (a page of this build, a file of `public/`, a
 * redirect saved since): the 404 log leaves them out. Only those paths are looked up
 * among the redirects, not the whole list, at every report.
 */
export async function knownPaths(db: Db, paths: readonly string[]): Promise<(path: string) => boolean> {
  const pages = new Set(publicPagePaths());
  const redirects = new Set(
    paths.length === 0
      ? []
      : (
          await db.all<{ from_path: string }>(
            `SELECT from_path FROM redirects WHERE from_path IN (${placeholders(paths.length)})`,
            paths,
          )
        ).map((row) => row.from_path),
  );
  return (path) => pages.has(path) || redirects.has(path) || publicFile(path);
}
