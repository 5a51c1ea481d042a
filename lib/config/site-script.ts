/**
 * Where the site script is served (lib/browser/site-script.ts, bundled by scripts/site-script.ts):
 * its address carries its content's hash, so `npm run build` passes it to `next build` in
 * SITE_SCRIPT_URL (next.config.mjs's `env`), the same to both passes. Empty under `next dev`,
 * which builds no site script: the pages then carry none.
 */
export const SITE_SCRIPT_VARIABLE = "SITE_SCRIPT_URL";

export function siteScriptUrl(): string {
  return process.env.SITE_SCRIPT_URL ?? "";
}
