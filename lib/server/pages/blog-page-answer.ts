import {
  blogAddress,
  contentRenderPath,
  FEED_PATH,
  SITEMAP_PATH,
  type StorePage,
  searchWords,
} from "../../config/blog-pages.ts";
import { scriptsOnDemand } from "../../security/framework-on-demand.ts";
import { inlineScriptHashesWeb } from "../../security/inline-scripts.ts";
import { articleAt } from "../articles/articles-store.ts";
import { readSnapshot, writeSnapshot } from "../articles/page-snapshots.ts";
import type { Db } from "../store/db.ts";
import { contentVersion } from "./content-version.ts";

/** What the rendering route answered for a public path (and the search's words, for the list). */
export type Render = (pathname: string, query: string) => Promise<{ status: number; body: string }>;

/**
 * The page of each path for the latest version this process rendered, under way or done: visitors
 * arriving together share one rendering. Kept after it ends, not only while it runs: a visitor whose
 * store read missed the snapshot just before it was written would otherwise render it a second time.
 * One entry per path (a new version replaces it), so it stays as small as the site.
 */
const rendered = new Map<string, { version: string; page: Promise<StorePage> }>();

/**
 * A search's page is rendered for its words (never kept in the store), so a flood of searches
 * could keep the origin rendering: the pages of the latest searches are kept in this process by
 * version and words (a search asked again is answered at once), and at most a few distinct ones
 * render at the same time; beyond, SearchesBusy (the route answers 503 and the middleware serves
 * the list as built, which filters in the browser).
 */
export const SEARCHES_KEPT = 100;
export const SEARCH_RENDERS_AT_ONCE = 2;
const searches = new Map<string, Promise<StorePage>>();
let searchesUnderWay = 0;

export class SearchesBusy extends Error {
  override name = "SearchesBusy";
}

/** Forgets the pages and searches this process keeps, as a new instance would start (tests). */
export function forgetRenderedPages(): void {
  searches.clear();
  rendered.clear();
}

/**
 * The origin's answer for a public blog address, or a page the content desk changes (the plans',
 * the questions'): a moved article's new address, nothing for an article that is not out, else the
 * page rendered for the current version of the store's published content, from the store when an instance already rendered it, otherwise rendered now (Next's
 * framework's scripts loaded on demand as on every built page, the hashes of its inline scripts
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
  const content = !address && contentRenderPath(pathname) !== undefined;
  if (!content && (!address || address.kind === "image")) return undefined;
  const version = await contentVersion(db, now);
  if (address?.kind === "article") {
    const found = await articleAt(db, address.slug, now);
    if (!found) return { version, status: 404 };
    if ("movedTo" in found) return { version, status: 301, location: `/blog/${found.movedTo}` };
  }
  const search = address?.kind === "list" ? searchWords(query) : "";
  if (search) return searchAnswer(pathname, search, version, render);
  const inProcess = rendered.get(pathname);
  if (inProcess?.version === version) return inProcess.page;
  const kept = await readSnapshot(db, pathname, version);
  if (kept) return { status: 200, version, body: kept.body, scriptHashes: kept.scriptHashes };
  // Another visitor may have started it while the store was read.
  const started = rendered.get(pathname);
  if (started?.version === version) return started.page;
  const page = renderPage(pathname, "", version, render).then(async (answer) => {
    if (answer.status === 200) await writeSnapshot(db, { path: pathname, ...answer }, now);
    return answer;
  });
  rendered.set(pathname, { version, page });
  page.catch(() => {
    if (rendered.get(pathname)?.page === page) rendered.delete(pathname);
  });
  return page;
}

function searchAnswer(pathname: string, words: string, version: string, render: Render): Promise<StorePage> {
  const key = `${version}\n${words}`;
  const known = searches.get(key);
  if (known) {
    searches.delete(key); // the latest asked last: the oldest go first
    searches.set(key, known);
    return known;
  }
  if (searchesUnderWay >= SEARCH_RENDERS_AT_ONCE) return Promise.reject(new SearchesBusy());
  searchesUnderWay++;
  const answer = renderPage(pathname, words, version, render).finally(() => {
    searchesUnderWay--;
  });
  searches.set(key, answer);
  if (searches.size > SEARCHES_KEPT) searches.delete(searches.keys().next().value ?? "");
  answer.catch(() => {
    if (searches.get(key) === answer) searches.delete(key);
  });
  return answer;
}

async function renderPage(pathname: string, query: string, version: string, render: Render): Promise<StorePage> {
  const { status, body } = await render(pathname, query);
  if (status === 404) return { version, status: 404 };
  if (status !== 200) throw new Error(`the blog's rendering of ${pathname} answered ${status}`);
  // The feed and the sitemap are XML: no script to allow.
  if (pathname === FEED_PATH || pathname === SITEMAP_PATH) return { version, status: 200, body, scriptHashes: [] };
  const page = scriptsOnDemand(body);
  return { version, status: 200, body: page, scriptHashes: await inlineScriptHashesWeb(page) };
}
