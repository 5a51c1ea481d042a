/**
 * The pages as the build wrote them (<distDir>/server/app/*.html), for the SEO desk's original
 * values: what each page module says, before the desk's overrides. Read from disk, not
 * asked of the server, so they are known during maintenance too.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { distDir } from "../../config/dist-dir.ts";
import { type HeadValues, readHeadValues } from "../../seo/head-overrides.ts";
import { publicPagePaths } from "./review.ts";

function fileOf(path: string): string {
  if (path === "/") return "index.html";
  if (path === "/404") return "_not-found.html";
  return `${path.slice(1)}.html`;
}

/** Each page's values, read once per process: the build does not change under a running server. */
const read = new Map<string, Promise<HeadValues | undefined>>();

/** The head's values of a public page as built; undefined for a path the site has no page at. */
export function builtHeadValues(path: string): Promise<HeadValues | undefined> {
  if (!publicPagePaths().includes(path)) return Promise.resolve(undefined);
  let values = read.get(path);
  if (!values) {
    values = readFile(join(/* turbopackIgnore: true */ process.cwd(), distDir(), "server", "app", fileOf(path)), "utf8")
      .then(readHeadValues)
      .catch(() => {
        read.delete(path); // read again next time
        return undefined;
      });
    read.set(path, values);
  }
  return values;
}

/** A page's SEO values as its module says them, in the desk's fields. */
export interface OriginalSeoValues {
  title?: string;
  description?: string;
  socialTitle?: string;
  socialDescription?: string;
  /** The canonical URL as built. */
  canonical?: string;
  noindex: boolean;
}

export async function originalSeoValues(path: string): Promise<OriginalSeoValues> {
  const values = await builtHeadValues(path);
  if (!values) return { noindex: false };
  const original: OriginalSeoValues = { noindex: values.robots?.includes("noindex") ?? false };
  if (values.title !== undefined) original.title = values.title;
  if (values.description !== undefined) original.description = values.description;
  if (values.ogTitle !== undefined) original.socialTitle = values.ogTitle;
  if (values.ogDescription !== undefined) original.socialDescription = values.ogDescription;
  if (values.canonical !== undefined) original.canonical = values.canonical;
  return original;
}
