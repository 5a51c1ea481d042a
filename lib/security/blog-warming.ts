import {
  BLOG_PATH,
  blogAddress,
  contentRenderPath,
  FEED_PATH,
  SITEMAP_PATH,
  type StorePage,
} from "../config/blog-pages.ts";
import { SITE_SETTINGS_PATH } from "../config/site-maintenance.ts";
import type { SharedStorePages } from "./shared-store-pages.ts";
import { askStorePage } from "./store-page-answer.ts";

/**
 * What the Worker's Cron Trigger does each minute, and the Node outbox worker's loop: when the version of the published
 * articles has changed (an article published, changed, taken offline, or a scheduled one whose
 * moment has come, with nobody signed in nor visiting), it asks the Node origin for every page of
 * the blog of that version (the list, the feed, the sitemap, each article of the new sitemap and of
 * the previous one, so that one taken offline is kept as its 404 or 301) and keeps them in the
 * shared level (R2) for every isolate and location: the first visitor after a publication gets it
 * without waiting for the origin, and the whole publication is there should the origin then be
 * out of reach. Which version was last made so is recorded in OpenNext's tag cache (D1).
 */
export interface PublicationRecord {
  /** When the pages of `version` were last all kept (0: never). */
  keptAt(version: string): Promise<number>;
  /** When any version was last all kept (0: never). */
  lastKeptAt(): Promise<number>;
  /** Records that the pages of `version` are all kept, now. */
  kept(version: string): Promise<void>;
}

const READ_TIMEOUT_MS = 5_000;

/** A PublicationRecord in this process's memory (the Node server's; the Worker's is in D1). */
export function memoryRecord(): PublicationRecord {
  const keptAt = new Map<string, number>();
  let moments = 0; // a counter, not a clock: two versions kept in one millisecond stay in order
  return {
    keptAt: async (version) => keptAt.get(version) ?? 0,
    lastKeptAt: async () => moments,
    kept: async (version) => {
      moments++;
      keptAt.set(version, moments);
    },
  };
}

/** What a publication is made of: the version of the store's published content, and the pages the content desk changed. */
export interface Publication {
  version: string;
  contentPages: string[];
}

/** The publication the origin's settings say now (the Worker's reading), undefined when it cannot tell. */
export async function settingsPublication(origin: string): Promise<Publication | undefined> {
  try {
    const answer = await fetch(new URL(SITE_SETTINGS_PATH, origin), { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    if (!answer.ok) return undefined;
    const { blogVersion, contentPages } = (await answer.json()) as { blogVersion?: unknown; contentPages?: unknown };
    if (typeof blogVersion !== "string" || !blogVersion) return undefined;
    const pages = Array.isArray(contentPages)
      ? contentPages.filter((path): path is string => typeof path === "string" && contentRenderPath(path) !== undefined)
      : [];
    return { version: blogVersion, contentPages: pages };
  } catch {
    return undefined;
  }
}

/** The blog's article addresses a sitemap lists. */
export function articlePathsOf(page: StorePage | undefined): string[] {
  if (page?.status !== 200) return [];
  const paths = new Set<string>();
  for (const [, loc] of page.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    try {
      const { pathname } = new URL(loc ?? "");
      if (blogAddress(pathname)?.kind === "article") paths.add(pathname);
    } catch {
      /* not an address */
    }
  }
  return [...paths];
}

/**
 * Keeps every page of the blog's current version (`currentVersion`: undefined when it cannot be
 * told) in `shared`, asked of `origin`, once per version (a version coming back after another is
 * kept again). The addresses kept, or undefined when there was nothing to do or the origin could
 * not tell (the next run tries again).
 */
export async function keepPublication(
  origin: string,
  currentPublication: () => Promise<Publication | undefined>,
  shared: SharedStorePages,
  record: PublicationRecord,
): Promise<{ version: string; paths: string[] } | undefined> {
  const publication = await currentPublication();
  if (!publication) return undefined;
  const { version } = publication;
  const [keptAt, lastKeptAt] = await Promise.all([record.keptAt(version), record.lastKeptAt()]);
  if (keptAt > 0 && keptAt >= lastKeptAt) return undefined;

  const previous = await shared.get(SITEMAP_PATH).catch(() => undefined);
  const sitemap = await askStorePage(origin, SITEMAP_PATH, "");
  if (!sitemap) return undefined;
  const paths = [
    ...new Set([
      BLOG_PATH,
      FEED_PATH,
      ...publication.contentPages,
      ...articlePathsOf(sitemap),
      ...articlePathsOf(previous),
    ]),
  ];
  const pages = await Promise.all(paths.map((path) => askStorePage(origin, path, "")));
  if (pages.some((page) => page === undefined)) return undefined;
  await Promise.all(paths.map((path, index) => shared.keep(path, pages[index] as StorePage)));
  // The sitemap last: the previous one names the addresses to revisit until all are kept.
  await shared.keep(SITEMAP_PATH, sitemap);
  await record.kept(version);
  return { version, paths: [...paths, SITEMAP_PATH] };
}
