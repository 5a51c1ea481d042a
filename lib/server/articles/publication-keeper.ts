import { keepPublication, memoryRecord, type Publication } from "../../security/blog-warming.ts";
import type { SharedStorePages } from "../../security/shared-store-pages.ts";

/**
 * The blog's new publication rendered ahead of its first visitor on Node, by the outbox
 * worker's loop (lib/server/delivery/worker.ts, `alongside`): what the edge Worker's Cron Trigger
 * does (keepPublication, lib/security/blog-warming.ts), with this server as the origin. When the
 * version of the published articles changes (read from the store; a scheduled article's moment
 * included, nobody signed in nor visiting), the server asks its own `/site-pages` for each page of
 * the blog, which renders it and keeps it in the store (page_snapshots) for every instance:
 * nothing more to keep here. Which version was last done is this process's memory (another
 * instance does it too, and finds the pages already kept).
 */
const KEPT_BY_SITE_PAGES: SharedStorePages = { get: async () => undefined, keep: async () => undefined };

/** How often the version is looked at: well within the minute a scheduled article may take. */
export const PUBLICATION_CHECK_MS = 10_000;

/** `origin`: this server's own address; `currentPublication`: the publication as its store says it now. */
export function publicationKeeper(
  origin: () => string | undefined,
  currentPublication: () => Promise<Publication>,
): () => Promise<unknown> {
  const record = memoryRecord();
  return async () => {
    const self = origin();
    return self ? keepPublication(self, currentPublication, KEPT_BY_SITE_PAGES, record) : undefined;
  };
}
