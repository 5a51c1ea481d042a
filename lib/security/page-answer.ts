import { type HomeTexts, writeHomeTexts } from "../config/home-texts.ts";
import type { SeoOverride, SeoOverrides } from "../config/seo-overrides.ts";
import { writeSeoOverride } from "../seo/head-overrides.ts";
import { writeSitemapOverrides } from "../seo/sitemap-overrides.ts";
import { inlineScriptHashesWeb } from "./inline-scripts.ts";

/** Asks the middleware for a page as built (what it then writes the saved values into). */
export const AS_BUILT_HEADER = "x-page-as-built";

const READ_TIMEOUT_MS = 2_000;

/** What the back office changed on one page: the home texts, the SEO desk's values. */
export interface PageChanges {
  homeTexts?: HomeTexts;
  seo?: SeoOverride;
}

export interface RewrittenPage {
  html: string;
  /** The CSP sources of the page's inline scripts as written (the SEO values change its payload's). */
  scriptHashes: string[];
}

/** Each page (and the sitemap) as built, read once per process from the Node origin (it changes with the build only). */
const built = new Map<string, Promise<string | undefined>>();
/** The last page written for each path, with what it was written with. */
const written = new Map<string, { key: string; page: RewrittenPage }>();

function pageAsBuilt(origin: string, path: string): Promise<string | undefined> {
  let page = built.get(path);
  if (!page) {
    page = fetch(`${origin}${path}`, {
      headers: { [AS_BUILT_HEADER]: "1" },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    })
      .then((answer) => (answer.ok ? answer.text() : undefined))
      .catch(() => undefined)
      .then((html) => {
        if (!html) built.delete(path); // tried again by the next visitor
        return html;
      });
    built.set(path, page);
  }
  return page;
}

/**
 * A pre-rendered page with what the back office changed on it, for a visitor's GET: the page as
 * built (read from the origin) with the home texts and the SEO values written in, and the hashes
 * of its inline scripts as written, for its CSP. Undefined when the page as built cannot be read:
 * the visitor then gets it as built. `absolute` makes a URL of this site from a path.
 */
export async function rewrittenPage(
  origin: string,
  path: string,
  changes: PageChanges,
  absolute: (path: string) => string,
): Promise<RewrittenPage | undefined> {
  const html = await pageAsBuilt(origin, path);
  if (!html) return undefined;
  const key = JSON.stringify(changes);
  const last = written.get(path);
  if (last?.key === key) return last.page;
  let page = html;
  if (changes.homeTexts) page = writeHomeTexts(page, changes.homeTexts);
  if (changes.seo) page = writeSeoOverride(page, changes.seo, absolute);
  const result = { html: page, scriptHashes: await inlineScriptHashesWeb(page) };
  written.set(path, { key, page: result });
  return result;
}

/** Forgets what this process read (tests). */
export function forgetBuiltPages(): void {
  built.clear();
  written.clear();
  sitemap = undefined;
}

let sitemap: { key: string; xml: string } | undefined;

/** The sitemap as built with the SEO desk's values (writeSitemapOverrides); undefined when it cannot be read. */
export async function rewrittenSitemap(
  origin: string,
  path: string,
  overrides: SeoOverrides,
  site: string,
): Promise<string | undefined> {
  const xml = await pageAsBuilt(origin, path);
  if (!xml) return undefined;
  const key = JSON.stringify(overrides);
  if (sitemap?.key !== key) sitemap = { key, xml: writeSitemapOverrides(xml, overrides, site) };
  return sitemap.xml;
}
