import { keepPublication, type PublicationRecord } from "../../security/blog-warming.ts";
import type { SharedStorePages } from "../../security/shared-store-pages.ts";

/**
 * The blog's new publication rendered ahead of its first visitor on Node (issue 32), by the outbox
 * worker's loop (lib/server/delivery/worker.ts, `alongside`): what the edge Worker's Cron Trigger
 * does, with this server as the origin (keepPublication, lib/security/blog-warming.ts). When the
 * version of the published articles changes (a scheduled article's moment included, nobody signed
 * in nor visiting), the server asks its own `/site-pages` for each page of the blog, which renders
 * it and keeps it in the store (page_snapshots) for every instance: nothing more to keep here.
 * Which version was last done is this process's memory (another instance does it too, and finds
 * the pages already kept).
 */
const KEPT_BY_SITE_PAGES: SharedStorePages = { get: async () => undefined, keep: async () => undefined };

/** How often the version is looked at: well within the minute a scheduled article may take. */
export const PUBLICATION_CHECK_MS = 10_000;

export function publicationKeeper(origin: () => string | undefined): () => Promise<unknown> {
  const keptAt = new Map<string, number>();
  let moments = 0; // a counter, not a clock: two versions kept in one millisecond stay in order
  const record: PublicationRecord = {
    keptAt: async (version) => keptAt.get(version) ?? 0,
    lastKeptAt: async () => moments,
    kept: async (version) => {
      moments++;
      keptAt.set(version, moments);
    },
  };
  return async () => {
    const self = origin();
    return self ? keepPublication(self, KEPT_BY_SITE_PAGES, record) : undefined;
  };
}
