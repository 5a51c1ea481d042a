/**
 * The maintenance mode the team switches in the back office, for every visitor: shared
 * by the back office, the settings route and the middleware (edge-safe: no Node module, no zod).
 * The browser-only mode of the specification (`maintenanceSettings` in local storage) is another
 * thing and stays as it is.
 */
export interface SiteMaintenance {
  on: boolean;
  /** Shown on the maintenance screen. */
  message: string;
  /** When the site is expected back (ms since the epoch), or null. */
  endsAt: number | null;
}

export const MAINTENANCE_MESSAGE_MAX = 300;

export const MAINTENANCE_OFF: SiteMaintenance = { on: false, message: "", endsAt: null };

/** Where the public side reads the site's settings (a route of the Node origin, never cached). */
export const SITE_SETTINGS_PATH = "/site-settings";

/** How long a process (or the edge Worker) trusts the setting it read: a switch reaches every instance within it, plus one read. */
export const SITE_SETTINGS_TTL_MS = 5_000;

/** A setting read back from JSON; the switch off for anything malformed. */
export function parseSiteMaintenance(value: unknown): SiteMaintenance {
  if (typeof value !== "object" || value === null) return MAINTENANCE_OFF;
  const { on, message, endsAt } = value as Record<string, unknown>;
  return {
    on: on === true,
    message: typeof message === "string" ? message.slice(0, MAINTENANCE_MESSAGE_MAX) : "",
    endsAt: typeof endsAt === "number" && Number.isFinite(endsAt) ? endsAt : null,
  };
}

/**
 * Paths the switch never touches: the maintenance page itself (200), robots.txt and the sitemap
 * (a 503 would stop search engines crawling), the back office (staff must be able to turn it off),
 * and files (a dot in the last segment: icons, images, the feed). /_next/static, /functions and
 * /health never reach the middleware.
 */
export function maintenanceSpares(pathname: string): boolean {
  if (pathname === "/maintenance" || pathname === "/admin" || pathname.startsWith("/admin/")) return true;
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf("/") + 1));
}
