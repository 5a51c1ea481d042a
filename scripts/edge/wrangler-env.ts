/**
 * What every OpenNext / wrangler command of the edge recipe runs with: nothing sent to Cloudflare
 * (no metrics, no request metadata fetched from its API), no Next.js telemetry.
 */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NEXT_TELEMETRY_DISABLED: "1",
} as const;

export const OPENNEXT_CLI = "node_modules/@opennextjs/cloudflare/dist/cli/index.js";
export const WRANGLER_CLI = "node_modules/wrangler/bin/wrangler.js";
