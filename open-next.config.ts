// OpenNext for Cloudflare (`npm run build:edge`): how the Worker serves the Next.js build in workerd.
import { defineCloudflareConfig } from "@opennextjs/cloudflare";
import staticAssetsIncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache";

export default defineCloudflareConfig({
  // Every page is pre-rendered and none revalidates: the Worker serves the build's HTML and RSC
  // payloads from its static assets, never renders a page per request, and needs no KV or R2.
  incrementalCache: staticAssetsIncrementalCache,
  // Answers a pre-rendered page straight from that cache, before loading Next's server.
  enableCacheInterception: true,
});
