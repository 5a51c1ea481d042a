/**
 * The SEO rules, page by page, over pre-rendered HTML and the sitemap: what a reviewer would check
 * in each page's head without opening it (title, description, canonical, robots, h1, Open Graph,
 * JSON-LD, sitemap, internal links), and the findings they would flag. One module for the SEO desk
 * (lib/server/seo/review.ts, over the pages as the server answers them) and for `npm run seo`
 * (scripts/gates/seo-audit.ts, over the build); tests/gates/seo.gate.ts fails on any error.
 */

import { decodeEntities, resolveRef, scanTags, visibleText } from "./html-scan.ts";
import { TITLE_MAX } from "./metadata.ts";
import { SERP, titleWidthPx } from "./serp.ts";

export const LIMITS = { titleMax: TITLE_MAX, descriptionMin: 70, descriptionMax: 160 } as const;

export interface AuditInput {
  /** Every page of the build: its URL path and its pre-rendered HTML. */
  pages: readonly { path: string; html: string }[];
  /** The sitemap's <loc> URLs, or undefined when the build has no sitemap. */
  sitemap: readonly string[] | undefined;
  /** SITE_URL: canonical URLs and sitemap entries must be on it. */
  siteUrl: string;
  /** Server redirects (path → path or URL): a link to a redirect counts for its target. */
  redirects?: Record<string, string>;
  /** Findings that are warnings rather than errors on one page: a string the specification imposes. */
  exceptions?: readonly SeoException[];
}

export interface SeoException {
  path: string;
  rule: Rule;
  reason: string;
}

/**
 * Findings turned into warnings because the specification imposes the string that trips them
 * (`npm run seo` and the SEO desk alike). Empty today: every spec-imposed string (the CGV's own
 * title and description among them) passes.
 */
export const SEO_EXCEPTIONS: readonly SeoException[] = [];

export type Rule =
  | "title-missing"
  | "title-too-long"
  | "title-too-wide"
  | "title-duplicate"
  | "description-missing"
  | "description-length"
  | "description-not-ideal"
  | "description-duplicate"
  | "canonical-missing"
  | "canonical-foreign"
  | "canonical-not-self"
  | "h1-count"
  | "og-title-missing"
  | "og-image-missing"
  | "og-image-shared"
  | "og-image-alt-missing"
  | "og-image-alt-shared"
  | "json-ld-invalid"
  | "sitemap-missing"
  | "sitemap-missing-page"
  | "sitemap-noindex-page"
  | "sitemap-foreign-url"
  | "orphan";

export type Level = "error" | "warning";

export interface Finding {
  path: string;
  rule: Rule;
  level: Level;
  message: string;
  /** The same finding in French, as the SEO desk (/admin/seo) shows it. */
  messageFr: string;
}

export interface SeoRow {
  path: string;
  title: string | undefined;
  titleLength: number;
  /** The title's width as Google's desktop result draws it (lib/seo/serp.ts). */
  titleWidth: number;
  description: string | undefined;
  descriptionLength: number;
  canonical: string | undefined;
  robots: string | undefined;
  indexable: boolean;
  h1Count: number;
  h1: string | undefined;
  ogTitle: string | undefined;
  ogDescription: string | undefined;
  ogImage: string | undefined;
  /** og:image:alt: what the image says to someone who cannot see it (and what a share preview reads). */
  ogImageAlt: string | undefined;
  jsonLdTypes: string[];
  jsonLdValid: boolean;
  inSitemap: boolean;
  linksIn: number;
  linksOut: number;
}

export interface SeoReport {
  siteUrl: string;
  rows: SeoRow[];
  findings: Finding[];
  errors: number;
  warnings: number;
}

/** Rules that are warnings everywhere: worth a look, never a reason to fail the build. */
const WARNING_RULES = new Set<Rule>([
  "title-too-wide",
  "description-not-ideal",
  "og-title-missing",
  "og-image-shared",
  "og-image-alt-shared",
  "orphan",
]);

const outside = (value: number, min: number, max: number) => value < min || value > max;

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** Text of the first <tag>…</tag> of `html`, tags stripped and entities decoded. */
function elementTexts(html: string, tag: string): string[] {
  const re = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}\\s*>`, "gi");
  return [...html.matchAll(re)].map((m) => clean(visibleText(m[1] ?? "")));
}

/** "@type"s of a JSON-LD value, @graph included. */
function jsonLdTypes(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) jsonLdTypes(item, into);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const node = value as Record<string, unknown>;
  const type = node["@type"];
  if (typeof type === "string") into.add(type);
  else if (Array.isArray(type)) for (const t of type) if (typeof t === "string") into.add(t);
  if (node["@graph"]) jsonLdTypes(node["@graph"], into);
}

/** Path of a URL on `origin` ("https://x.fr" and "https://x.fr/" are both "/"), or undefined if elsewhere. */
export function pathOnSite(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== new URL(origin).origin) return undefined;
  const path = parsed.pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

interface PageFacts extends Omit<SeoRow, "inSitemap" | "linksIn" | "linksOut"> {
  jsonLdErrors: string[];
  links: Set<string>;
}

/** What a crawler reads: the document less its <template> contents (inert until a script uses them). */
const withoutTemplates = (html: string) => html.replace(/<template\b[\s\S]*?<\/template\s*>/gi, "");

function pageFacts(path: string, source: string, origin: string, redirects: Record<string, string>): PageFacts {
  const html = withoutTemplates(source);
  const head = html.slice(0, Math.max(0, html.search(/<body\b/i)) || html.length);
  const metas = new Map<string, string>();
  let canonical: string | undefined;
  const links = new Set<string>();
  const jsonLd = new Set<string>();
  const jsonLdErrors: string[] = [];
  for (const tag of scanTags(html)) {
    const { name, attrs } = tag;
    if (name === "meta") {
      const key = (attrs.property ?? attrs.name ?? "").toLowerCase();
      if (key && attrs.content !== undefined && !metas.has(key)) metas.set(key, attrs.content);
    } else if (name === "link" && (attrs.rel ?? "").toLowerCase().split(/\s+/).includes("canonical")) {
      canonical ??= attrs.href;
    } else if (name === "script" && (attrs.type ?? "").toLowerCase() === "application/ld+json") {
      try {
        jsonLdTypes(JSON.parse(tag.text ?? ""), jsonLd);
      } catch (error) {
        jsonLdErrors.push(error instanceof Error ? error.message : String(error));
      }
    } else if (name === "a" && attrs.href !== undefined) {
      const target = linkTarget(attrs.href, path, origin, redirects);
      if (target !== undefined && target !== path) links.add(target);
    }
  }
  const title = elementTexts(head, "title")[0];
  const h1s = elementTexts(html, "h1");
  const robots = metas.get("robots");
  return {
    path,
    title,
    titleLength: title?.length ?? 0,
    titleWidth: title ? titleWidthPx(title) : 0,
    description: metas.get("description"),
    descriptionLength: metas.get("description")?.length ?? 0,
    canonical,
    robots,
    indexable: !/\bnoindex\b/i.test(robots ?? ""),
    h1Count: h1s.length,
    h1: h1s[0],
    ogTitle: metas.get("og:title"),
    ogDescription: metas.get("og:description"),
    ogImage: metas.get("og:image"),
    ogImageAlt: metas.get("og:image:alt"),
    jsonLdTypes: [...jsonLd].sort(),
    jsonLdValid: jsonLdErrors.length === 0,
    jsonLdErrors,
    links,
  };
}

/** The page path an <a href> leads to on this site (redirects followed), or undefined. */
function linkTarget(href: string, from: string, origin: string, redirects: Record<string, string>): string | undefined {
  const value = decodeEntities(href).trim();
  if (value === "" || value.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(value)) return undefined;
  let path: string | undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//")) {
    path = pathOnSite(new URL(value, origin).href, origin);
  } else {
    const resolved = resolveRef(value.split("#")[0]!.split("?")[0]!, from);
    if (resolved.kind === "local") path = resolved.path.replace(/\/+$/, "") || "/";
  }
  for (let hops = 0; path !== undefined && redirects[path] !== undefined && hops < 5; hops++) {
    const to = redirects[path]!;
    path = /^[a-z][a-z0-9+.-]*:/i.test(to) ? pathOnSite(to, origin) : to;
  }
  return path;
}

/** The audit: one row per page, and what is wrong with them. */
export function auditSite(input: AuditInput): SeoReport {
  const origin = new URL(input.siteUrl).origin;
  const facts = input.pages.map((page) => pageFacts(page.path, page.html, origin, input.redirects ?? {}));
  const known = new Set(facts.map((f) => f.path));
  const findings: Finding[] = [];
  const exception = (path: string, rule: Rule) => input.exceptions?.find((e) => e.path === path && e.rule === rule);
  const flag = (path: string, rule: Rule, message: string, messageFr: string) => {
    const waived = exception(path, rule);
    const level: Level = waived || WARNING_RULES.has(rule) ? "warning" : "error";
    findings.push({
      path,
      rule,
      level,
      message: waived ? `${message} (imposed by the spec: ${waived.reason})` : message,
      messageFr: waived ? `${messageFr} (imposé par la spécification : ${waived.reason})` : messageFr,
    });
  };

  const sitemapPaths = new Set<string>();
  if (input.sitemap === undefined)
    flag("/sitemap.xml", "sitemap-missing", "no sitemap.xml beside the build", "Aucun plan du site (sitemap.xml).");
  for (const loc of input.sitemap ?? []) {
    const path = pathOnSite(loc, origin);
    if (path === undefined)
      flag(
        "/sitemap.xml",
        "sitemap-foreign-url",
        `${loc} is not on SITE_URL ${origin}`,
        `${loc} n'est pas une adresse de ce site (${origin}).`,
      );
    else sitemapPaths.add(path);
  }

  const linksIn = new Map<string, Set<string>>();
  for (const page of facts)
    for (const target of page.links) {
      if (!known.has(target)) continue;
      if (!linksIn.has(target)) linksIn.set(target, new Set());
      linksIn.get(target)!.add(page.path);
    }

  const byTitle = new Map<string, string[]>();
  const byDescription = new Map<string, string[]>();
  const byImage = new Map<string, string[]>();
  const byImageAlt = new Map<string, string[]>();
  const group = (map: Map<string, string[]>, key: string | undefined, path: string) => {
    if (key) map.set(key, [...(map.get(key) ?? []), path]);
  };

  for (const page of facts) {
    const { path } = page;
    // Lengths and duplicates matter for the pages search engines show: the indexable ones.
    if (!page.title) flag(path, "title-missing", "no <title>", "Aucun titre (<title>).");
    else if (page.indexable && page.titleLength > LIMITS.titleMax)
      flag(
        path,
        "title-too-long",
        `title of ${page.titleLength} characters (> ${LIMITS.titleMax}): "${page.title}"`,
        `Titre de ${page.titleLength} caractères (plus de ${LIMITS.titleMax}) : « ${page.title} ».`,
      );
    else if (page.indexable && page.titleWidth > SERP.titleMaxPx)
      flag(
        path,
        "title-too-wide",
        `title ${page.titleWidth} px wide in Google's desktop results (cut after ${SERP.titleMaxPx} px)`,
        `Titre de ${page.titleWidth} px dans les résultats de Google sur ordinateur : coupé au-delà de ${SERP.titleMaxPx} px.`,
      );
    if (!page.description) flag(path, "description-missing", "no meta description", "Aucune meta description.");
    else if (page.indexable && outside(page.descriptionLength, LIMITS.descriptionMin, LIMITS.descriptionMax))
      flag(
        path,
        "description-length",
        `description of ${page.descriptionLength} characters (outside ${LIMITS.descriptionMin}–${LIMITS.descriptionMax})`,
        `Description de ${page.descriptionLength} caractères (hors de ${LIMITS.descriptionMin} à ${LIMITS.descriptionMax}).`,
      );
    else if (page.indexable && outside(page.descriptionLength, SERP.descriptionGoodMin, SERP.descriptionGoodMax))
      flag(
        path,
        "description-not-ideal",
        `description of ${page.descriptionLength} characters (best ${SERP.descriptionGoodMin}–${SERP.descriptionGoodMax})`,
        `Description de ${page.descriptionLength} caractères : idéalement de ${SERP.descriptionGoodMin} à ${SERP.descriptionGoodMax}.`,
      );

    if (!page.canonical) flag(path, "canonical-missing", "no <link rel=canonical>", "Aucune URL canonique.");
    else {
      const target = pathOnSite(page.canonical, origin);
      if (target === undefined)
        flag(
          path,
          "canonical-foreign",
          `canonical ${page.canonical} is not on SITE_URL ${origin}`,
          `URL canonique ${page.canonical} hors de ce site (${origin}).`,
        );
      else if (target !== path)
        flag(
          path,
          "canonical-not-self",
          `canonical ${page.canonical} points at ${target}`,
          `URL canonique ${page.canonical} : elle désigne ${target}.`,
        );
    }

    if (page.h1Count !== 1)
      flag(
        path,
        "h1-count",
        `${page.h1Count} <h1> (one expected)`,
        `${page.h1Count} titre${page.h1Count > 1 ? "s" : ""} <h1> (un seul attendu).`,
      );
    for (const error of page.jsonLdErrors)
      flag(path, "json-ld-invalid", `JSON-LD does not parse: ${error}`, "Données structurées (JSON-LD) illisibles.");

    const inSitemap = sitemapPaths.has(path);
    if (page.indexable) {
      if (!page.ogTitle)
        flag(path, "og-title-missing", "no og:title", "Aucun titre pour les réseaux sociaux (og:title).");
      if (!page.ogImage) flag(path, "og-image-missing", "no og:image", "Aucune image de partage (og:image).");
      else if (!page.ogImageAlt)
        flag(
          path,
          "og-image-alt-missing",
          "og:image without og:image:alt",
          "Image de partage sans texte alternatif (og:image:alt).",
        );
      if (input.sitemap !== undefined && !inSitemap)
        flag(path, "sitemap-missing-page", "indexable, not in the sitemap", "Page indexable absente du plan du site.");
      if (path !== "/" && !linksIn.has(path))
        flag(path, "orphan", "no other page links to it", "Aucune autre page du site n'y mène.");
      group(byTitle, page.title, path);
      group(byDescription, page.description, path);
      group(byImage, page.ogImage?.split("?")[0], path);
      group(byImageAlt, page.ogImageAlt, path);
    } else if (inSitemap) {
      flag(
        path,
        "sitemap-noindex-page",
        `robots "${page.robots}", yet in the sitemap`,
        `Exclue de l'index (robots « ${page.robots} ») mais présente dans le plan du site.`,
      );
    }
  }

  for (const [map, rule, what, whatFr] of [
    [byTitle, "title-duplicate", "title", "Même titre"],
    [byDescription, "description-duplicate", "description", "Même description"],
    [byImage, "og-image-shared", "og:image", "Même image de partage"],
    [byImageAlt, "og-image-alt-shared", "og:image:alt", "Même texte alternatif d'image de partage"],
  ] as const) {
    for (const [, paths] of map)
      if (paths.length > 1)
        for (const path of paths) {
          const others = paths.filter((other) => other !== path).join(", ");
          flag(path, rule, `same ${what} as ${others}`, `${whatFr} que ${others}.`);
        }
  }

  const rows: SeoRow[] = facts.map(({ jsonLdErrors: _errors, links, ...row }) => ({
    ...row,
    inSitemap: sitemapPaths.has(row.path),
    linksIn: linksIn.get(row.path)?.size ?? 0,
    linksOut: [...links].filter((target) => known.has(target)).length,
  }));
  findings.sort((a, b) => a.path.localeCompare(b.path) || a.rule.localeCompare(b.rule));
  return {
    siteUrl: origin,
    rows,
    findings,
    errors: findings.filter((f) => f.level === "error").length,
    warnings: findings.filter((f) => f.level === "warning").length,
  };
}

/** The sitemap's <loc> URLs. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => decodeEntities(m[1] ?? ""));
}
