import { contentImageRenderPath, contentRenderPath } from "../config/blog-pages.ts";
import { type HomeTexts, parseHomeTexts } from "../config/home-texts.ts";
import { parseRedirects, type Redirect } from "../config/redirect-rules.ts";
import { parseSeoOverrides, type SeoOverrides } from "../config/seo-overrides.ts";
import {
  MAINTENANCE_OFF,
  parseSiteMaintenance,
  SITE_SETTINGS_PATH,
  SITE_SETTINGS_TTL_MS,
  type SiteMaintenance,
} from "../config/site-maintenance.ts";
import { escapeHtml } from "../format/escape-html.ts";
import { formatLongDateTime } from "../format/french-format.ts";

/** The site's settings as this process last read them. */
export interface SiteSettings {
  maintenance: SiteMaintenance;
  homeTexts: HomeTexts;
  /** The SEO desk's values, by page path. */
  seoOverrides: SeoOverrides;
  /** The SEO desk's redirects. */
  redirects: Redirect[];
  /**
   * The version of the store's published content (the articles, the content desk's items): the
   * blog's pages, and those of `contentPages`, then come from the store. Absent when the store could not tell.
   */
  blogVersion?: string;
  /** The public pages the content desk changed (their content differs from the build's). */
  contentPages: string[];
}

interface Reading {
  settings: SiteSettings;
  readAt: number;
}

const NO_SETTINGS: SiteSettings = {
  maintenance: MAINTENANCE_OFF,
  homeTexts: {},
  seoOverrides: {},
  redirects: [],
  contentPages: [],
};

let reading: Reading | undefined;
/** The read under way, shared by the requests that wait for it. */
let pending: Promise<void> | undefined;
let screen: Promise<string | undefined> | undefined;

const READ_TIMEOUT_MS = 2_000;

async function read(origin: string, now: number): Promise<void> {
  let settings = reading?.settings ?? NO_SETTINGS;
  try {
    const answer = await fetch(`${origin}${SITE_SETTINGS_PATH}`, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    if (answer.ok) {
      const body = (await answer.json()) as {
        maintenance?: unknown;
        homeTexts?: unknown;
        seoOverrides?: unknown;
        redirects?: unknown;
        blogVersion?: unknown;
        contentPages?: unknown;
      };
      settings = {
        maintenance: parseSiteMaintenance(body.maintenance),
        homeTexts: parseHomeTexts(body.homeTexts),
        seoOverrides: parseSeoOverrides(body.seoOverrides),
        redirects: parseRedirects(body.redirects),
        contentPages: Array.isArray(body.contentPages)
          ? body.contentPages.filter(
              (path): path is string =>
                typeof path === "string" && (contentRenderPath(path) ?? contentImageRenderPath(path)) !== undefined,
            )
          : [],
        ...(typeof body.blogVersion === "string" && /^[\w-]{1,64}$/.test(body.blogVersion)
          ? { blogVersion: body.blogVersion }
          : {}),
      };
    }
  } catch {
    // The origin out of reach: the last known settings hold (none before any read).
  }
  reading = { settings, readAt: now };
}

/**
 * The site's settings (the maintenance switch, the home texts, the SEO desk's values and redirects), read from the Node origin's
 * settings route at most once per SITE_SETTINGS_TTL_MS by this process (or Worker isolate), never
 * on every request: requests coming together share one read. A change thus reaches every instance
 * within that time.
 */
export async function siteSettings(origin: string, now = Date.now()): Promise<SiteSettings> {
  if (reading && now - reading.readAt < SITE_SETTINGS_TTL_MS) return reading.settings;
  pending ??= read(origin, now).finally(() => {
    pending = undefined;
  });
  await pending;
  return reading?.settings ?? NO_SETTINGS;
}

/** The maintenance switch of siteSettings. */
export async function siteMaintenance(origin: string, now = Date.now()): Promise<SiteMaintenance> {
  return (await siteSettings(origin, now)).maintenance;
}

/**
 * The /maintenance page's HTML with the team's message and the expected return written in: its
 * `data-maintenance-message` paragraph, and its `data-maintenance-end` one shown with the French
 * date. The page's scripts are those its CSP hashes allow; the markup React finds is its own.
 */
export function maintenanceScreenHtml(page: string, setting: SiteMaintenance): string {
  let html = page.replace(
    /(<p\b[^>]*\bdata-maintenance-message\b[^>]*>)[^<]*(<\/p>)/,
    (_, open: string, close: string) => `${open}${escapeHtml(setting.message)}${close}`,
  );
  if (setting.endsAt !== null) {
    const at = new Date(setting.endsAt);
    html = html.replace(
      /(<p\b[^>]*\bdata-maintenance-end\b[^>]*?)\s+hidden(?:="")?([^>]*>[\s\S]*?<time\b[^>]*?)>[^<]*(<\/time>)/,
      (_, open: string, middle: string, close: string) =>
        `${open}${middle} datetime="${at.toISOString()}">${escapeHtml(formatLongDateTime(at))}${close}`,
    );
  }
  return html;
}

/** The /maintenance page of the origin, read once per process (it changes with the build only). */
function maintenancePage(origin: string): Promise<string | undefined> {
  screen ??= fetch(`${origin}/maintenance`, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
    .then((answer) => (answer.ok ? answer.text() : undefined))
    .catch(() => undefined)
    .then((html) => {
      if (!html) screen = undefined; // tried again by the next answer
      return html;
    });
  return screen;
}

const FALLBACK = (message: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site en maintenance</title></head><body><main><h1>Site en maintenance</h1><p>${escapeHtml(message)}</p></main></body></html>`;

/**
 * The answer of a public page while the switch is on: 503 with the maintenance screen, never
 * stored by a cache, and `Retry-After` at the expected return when there is one.
 */
export async function maintenanceResponse(
  origin: string,
  setting: SiteMaintenance,
  headers: Record<string, string>,
): Promise<Response> {
  const page = await maintenancePage(origin);
  const body = page ? maintenanceScreenHtml(page, setting) : FALLBACK(setting.message);
  const answer: Record<string, string> = {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
  };
  if (setting.endsAt !== null) answer["Retry-After"] = new Date(setting.endsAt).toUTCString();
  return new Response(body, { status: 503, headers: answer });
}

/** Forgets what this process read (tests). */
export function forgetMaintenanceReadings(): void {
  reading = undefined;
  pending = undefined;
  screen = undefined;
}
