/**
 * Build- and run-time settings read from the environment, with the defaults of the
 * configuration table (docs/deploying.md). Shared by the pages, next-sitemap, the middleware and the server so a default lives once.
 */
const DEFAULT_SITE_URL = "http://127.0.0.1:3000";

function read(name: string): string | undefined {
  const value = typeof process === "undefined" ? undefined : process.env[name];
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

/** Origin used for canonical URLs, the sitemap and structured data (no trailing slash). */
export function siteUrl(): string {
  return (read("SITE_URL") ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/** The site's publishable key: identifies the site to the functions server, not a secret. */
export const DEFAULT_FUNCTIONS_KEY = "site-public-key";
