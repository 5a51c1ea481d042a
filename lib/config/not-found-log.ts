/**
 * The SEO desk's log of unknown addresses: which requests it keeps, how it
 * tells the probes of vulnerability scanners apart, and its bounds. Edge-safe: the middleware
 * decides with it what to report.
 */
import { SITE_PATH_MAX } from "./seo-overrides.ts";

export const NOT_FOUND_LOG_LIMITS = {
  /** Distinct paths kept; beyond, the least asked go first, and among those asked as often the least recently asked. */
  rows: 5_000,
  /** A path not asked for this long leaves the log. */
  purgeAfterDays: 90,
  pathLength: SITE_PATH_MAX,
  hostLength: 120,
} as const;

/** Probes for software this site does not run: grouped apart, never mixed with visitors' lost pages. */
const NOISE: { kind: string; test: RegExp }[] = [
  { kind: "WordPress", test: /^\/(?:wp-|wordpress\b|xmlrpc\.php)|\/wp-(?:admin|content|includes|login|json)\b/i },
  {
    kind: "Fichiers sensibles",
    test: /\/\.(?:env|git|svn|hg|aws|ssh|htaccess|htpasswd|ds_store|vscode|idea)\b|\/(?:config|secrets?|credentials|backup|dump)\.(?:json|ya?ml|sql|bak|zip|tar|gz)$/i,
  },
  { kind: "Scripts serveur", test: /\.(?:php\d?|aspx?|jsp|cgi|pl|asmx|axd)$|\/cgi-bin\b/i },
  {
    kind: "Outils d'administration",
    test: /^\/(?:phpmyadmin|pma|myadmin|administrator|manager\/html|actuator|solr|console|jenkins|boaform|hnap1|owa|autodiscover|remote\/login)\b/i,
  },
];

/** The kind of probe `path` is, or undefined for an address a visitor may really have looked for. */
export function noiseKind(path: string): string | undefined {
  return NOISE.find((noise) => noise.test.test(path))?.kind;
}

/** Extensions of a document a visitor might have bookmarked: such a missing file is logged like a page. */
const DOCUMENTS = /\.(?:html?|pdf)$/i;

/**
 * Addresses without an extension that the site serves and that are no page: the social images
 * Next.js makes from each `opengraph-image.tsx` (`/tarifs/opengraph-image`, which networks and
 * the SEO desk's card preview fetch), and the route that counts the cookie choices (POST only).
 */
const METADATA_IMAGE = /^(?:opengraph|twitter)-image(?:-[\w-]+)?$/;
const ROUTES_WITHOUT_PAGE: ReadonlySet<string> = new Set(["/consentement"]);

/**
 * Whether the middleware reports an unknown `path`: a page's address (no extension), an old
 * document (.html, .pdf) or a probe. Other files (images, icons, the social images of the pages)
 * are left out: the middleware cannot tell a missing one from a file of `public/` or a generated
 * image, which it also sees.
 */
export function reportable(path: string): boolean {
  if (path.length > NOT_FOUND_LOG_LIMITS.pathLength) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (METADATA_IMAGE.test(last) || ROUTES_WITHOUT_PAGE.has(path)) return false;
  return !last.includes(".") || DOCUMENTS.test(last) || noiseKind(path) !== undefined;
}

/** The host of a Referer header, lower case (nothing else of it: no path, no query); undefined when there is none. */
export function referrerHost(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    const { host, protocol } = new URL(referer);
    if (protocol !== "http:" && protocol !== "https:") return undefined;
    return host.toLowerCase().slice(0, NOT_FOUND_LOG_LIMITS.hostLength) || undefined;
  } catch {
    return undefined;
  }
}
