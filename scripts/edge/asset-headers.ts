/**
 * Workers static assets (/_next/static, public/) are answered before the Worker runs, so the
 * middleware never sees them: `.open-next/assets/_headers` (Cloudflare's format) gives them the
 * security headers the Node server gives public/ files, and the hashed chunks a year of cache.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { siteUrl } from "../../lib/config/env.ts";
import { securityHeaders } from "../../lib/security/headers.ts";

export const ASSETS_DIR = ".open-next/assets";

/** The `_headers` file: every asset gets the security headers (no script allowed), the hashed ones `immutable`. */
export function assetHeadersFile(site: string): string {
  const security = Object.entries(securityHeaders(site)).map(([name, value]) => `  ${name}: ${value}`);
  return ["/*", ...security, "/_next/static/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join("\n");
}

export function writeAssetHeaders(dir = ASSETS_DIR): void {
  writeFileSync(join(dir, "_headers"), assetHeadersFile(siteUrl()));
}
