import { blogAddress, FEED_PATH, SITEMAP_PATH, type StorePage } from "../../config/blog-pages.ts";
import { scriptsAfterPaint } from "../../security/after-paint.ts";
import { inlineScriptHashesWeb } from "../../security/inline-scripts.ts";
import type { Db } from "../store/db.ts";
import { articleAt } from "./articles-store.ts";
import { blogVersion } from "./blog-version.ts";
import { readSnapshot, writeSnapshot } from "./page-snapshots.ts";

/** What the rendering route answered for a public path (and the search's words, for the list). */
export type Render = (pathname: string, query: string) => Promise<{ status: number; body: string }>;

/** Renders under way in this process, by path and version: visitors arriving together share one. */
const rendering = new Map<string, Promise<StorePage>>();

/**
 * The origin's answer for a public blog address (issue 32): a moved article's new address, nothing
 * for an article that is not out, else the page rendered for the current version of the published
 * articles, from the store when an instance already rendered it, otherwise rendered now (Next's
 * scripts moved after the first paint as on every built page, the hashes of its inline scripts
 * taken for its CSP) and kept for every instance. A search (`query`) is rendered for the asker
 * only. Undefined for a path the store does not answer.
 */
export async function blogPageAnswer(
  db: Db,
  pathname: string,
  query: string,
  render: Render,
  now = Date.now(),
): Promise<StorePage | undefined> {
  const address = blogAddress(pathname);
  if (!address || address.kind === "image") return undefined;
  const version = await blogVersion(db, now);
  if (address.kind === "article") {
    const found = await articleAt(db, address.slug, now);
    if (!found) return { version, status: 404 };
    if ("movedTo" in found) return { version, status: 301, location: `/blog/${found.movedTo}` };
  }
  const search = address.kind === "list" ? query.trim() : "";
  if (search) return rendered(pathname, search, version, render);
  const kept = await readSnapshot(db, pathname, version);
  if (kept) return { status: 200, version, body: kept.body, scriptHashes: kept.scriptHashes };
  const key = `${pathname}\n${version}`;
  let answer = rendering.get(key);
  if (!answer) {
    answer = rendered(pathname, "", version, render).then(async (page) => {
      if (page.status === 200) await writeSnapshot(db, { path: pathname, ...page }, now);
      return page;
    });
    rendering.set(key, answer);
    answer.then(
      () => rendering.delete(key),
      () => rendering.delete(key),
    );
  }
  return answer;
}

async function rendered(pathname: string, query: string, version: string, render: Render): Promise<StorePage> {
  const { status, body } = await render(pathname, query);
  if (status === 404) return { version, status: 404 };
  if (status !== 200) throw new Error(`the blog's rendering of ${pathname} answered ${status}`);
  // The feed and the sitemap are XML: no script to allow.
  if (pathname === FEED_PATH || pathname === SITEMAP_PATH) return { version, status: 200, body, scriptHashes: [] };
  const page = scriptsAfterPaint(body);
  return { version, status: 200, body: page, scriptHashes: await inlineScriptHashesWeb(page) };
}
