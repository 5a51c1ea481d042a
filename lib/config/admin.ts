/**
 * The back office's paths (issue 23): staff only, never indexed. robots.txt disallows them and
 * the sitemap leaves them out (next-sitemap.config.mjs).
 */
export const ADMIN_PATH = "/admin";
