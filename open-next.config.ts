// OpenNext for Cloudflare (`npm run build:edge`): how the Worker serves the Next.js build in workerd.
import { defineCloudflareConfig } from "@opennextjs/cloudflare";
import staticAssetsIncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache";
import d1NextTagCache from "@opennextjs/cloudflare/overrides/tag-cache/d1-next-tag-cache";
import { softTagFilter, withFilter } from "@opennextjs/cloudflare/overrides/tag-cache/tag-cache-filter";

export default defineCloudflareConfig({
  // Every page of the build is pre-rendered and none revalidates: the Worker serves the build's HTML
  // and RSC payloads from its static assets, never renders a page per request. The blog's pages
  // from the store are kept apart, in OpenNext's R2 incremental cache (worker.ts).
  incrementalCache: staticAssetsIncrementalCache,
  // OpenNext's D1 tag cache (NEXT_TAG_CACHE_D1), where the Worker's Cron Trigger records which
  // version of the blog it has kept (worker.ts). Next's implicit tags of the build's pages are
  // filtered out (no revalidatePath here): serving them asks nothing of D1. Named as the D1 tag
  // cache itself so that `opennextjs-cloudflare populateCache` creates its table.
  tagCache: {
    ...withFilter({ tagCache: d1NextTagCache, filterFn: softTagFilter }),
    name: d1NextTagCache.name,
  },
  // Answers a pre-rendered page straight from that cache, before loading Next's server.
  enableCacheInterception: true,
});
