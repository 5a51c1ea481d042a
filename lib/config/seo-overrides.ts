/**
 * What the SEO desk changes on a page without a deployment: its title, description,
 * social title and description, noindex and a canonical of this site. The defaults stay in the
 * page modules (lib/seo/metadata.ts); these values override them in the served HTML. Rules,
 * limits and French messages of the desk's form and of the stored values read back (edge-safe:
 * no Node module, the middleware parses what the settings route sends).
 */

export const SEO_TEXT_FIELDS = ["title", "description", "socialTitle", "socialDescription"] as const;
export type SeoTextField = (typeof SEO_TEXT_FIELDS)[number];
export type SeoField = SeoTextField | "canonical" | "noindex";

export interface SeoOverride {
  title?: string;
  description?: string;
  socialTitle?: string;
  socialDescription?: string;
  /** A path of this site ("/tarifs"), written as an absolute URL of SITE_URL. */
  canonical?: string;
  noindex?: true;
  /** When the page's values last changed (ISO 8601): the sitemap's `lastmod` of the page. */
  changedAt: string;
}

/** The saved overrides, by page path. */
export type SeoOverrides = Record<string, SeoOverride>;

/** Characters at most. A longer title or description is refused; the review warns well before. */
export const SEO_TEXT_LIMITS: Record<SeoTextField, number> = {
  title: 120,
  description: 320,
  socialTitle: 120,
  socialDescription: 320,
};

/** Characters at most of a path of this site the desks store (SEO values, redirects, the 404 log). */
export const SITE_PATH_MAX = 300;

export const SEO_FIELD_LABELS: Record<SeoField, string> = {
  title: "Titre SEO",
  description: "Meta description",
  socialTitle: "Titre pour les réseaux sociaux",
  socialDescription: "Description pour les réseaux sociaux",
  canonical: "URL canonique",
  noindex: "Ne pas indexer cette page (noindex)",
};

export const SEO_OVERRIDE_MESSAGES = {
  tooLong: (field: SeoTextField, length: number) =>
    `${SEO_FIELD_LABELS[field]} : ${SEO_TEXT_LIMITS[field]} caractères au plus (${length} saisis).`,
  canonicalShape: (site: string) =>
    `L'URL canonique doit être une adresse de ce site : un chemin comme /tarifs, ou ${site}/tarifs.`,
  canonicalNoindex: (path: string) =>
    `La page « ${path} » n'est pas indexée : elle ne peut pas être l'URL canonique d'une autre page.`,
  unknownPage: (path: string) => `Le site n'a pas de page à l'adresse « ${path} ».`,
} as const;

/** A text as stored: spaces and line breaks folded, trimmed. */
export function foldSeoText(raw: string): string {
  return raw.replace(/\s+/g, " ").trim();
}

/** A path this site could serve: "/" followed by anything but a second "/" at the start, no query, no fragment. */
export function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !/[?#\s\\]/.test(path) && path.length <= SITE_PATH_MAX;
}

/**
 * The page a canonical typed in the form names: a path, or an absolute URL of this site (its path
 * kept, a trailing "/" dropped but for the home page). Undefined when it is neither.
 */
export function canonicalPath(raw: string, site: string): string | undefined {
  const text = raw.trim();
  let path = text;
  if (!text.startsWith("/")) {
    try {
      const url = new URL(text);
      if (url.origin !== new URL(site).origin || url.search || url.hash) return undefined;
      path = url.pathname;
    } catch {
      return undefined;
    }
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return isSitePath(path) ? path : undefined;
}

function text(value: unknown, field: SeoTextField): string | undefined {
  if (typeof value !== "string") return undefined;
  const folded = foldSeoText(value);
  return folded && [...folded].length <= SEO_TEXT_LIMITS[field] ? folded : undefined;
}

/** One page's stored values read back: each checked again; a bad one is dropped (never a broken page). */
export function parseSeoOverride(value: unknown): SeoOverride | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const changedAt = typeof raw.changedAt === "string" && !Number.isNaN(Date.parse(raw.changedAt)) ? raw.changedAt : "";
  if (!changedAt) return undefined;
  const override: SeoOverride = { changedAt: new Date(changedAt).toISOString() };
  for (const field of SEO_TEXT_FIELDS) {
    const checked = text(raw[field], field);
    if (checked) override[field] = checked;
  }
  if (typeof raw.canonical === "string" && isSitePath(raw.canonical)) override.canonical = raw.canonical;
  if (raw.noindex === true) override.noindex = true;
  return override;
}

/** The saved overrides read back: site paths only, each page's values checked (parseSeoOverride). */
export function parseSeoOverrides(value: unknown): SeoOverrides {
  const overrides: SeoOverrides = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return overrides;
  for (const [path, raw] of Object.entries(value)) {
    const override = isSitePath(path) ? parseSeoOverride(raw) : undefined;
    if (override) overrides[path] = override;
  }
  return overrides;
}

/** True when the override changes nothing (every field back to its original). */
export function isEmptyOverride(override: Omit<SeoOverride, "changedAt">): boolean {
  return SEO_TEXT_FIELDS.every((field) => override[field] === undefined) && !override.canonical && !override.noindex;
}
