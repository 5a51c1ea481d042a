/**
 * The SEO desk's review (/admin/seo): `npm run seo`'s audit (lib/seo/audit.ts, the one
 * module of rules) over the pages as this server answers them, asked of the server itself (the
 * address it listens on, as the middleware reads the site's settings): their HTML, status and
 * X-Robots-Tag, and its sitemap. The pages are those of the build's CSP manifest: every
 * pre-rendered page, in the sitemap or not.
 */
import "server-only";
import { isAdminPath } from "../../config/admin.ts";
import { siteUrl } from "../../config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../config/redirects.ts";
import { bundledCspManifest, NOT_FOUND_KEY } from "../../security/csp-manifest.ts";
import { auditSite, SEO_EXCEPTIONS, type SeoReport, type SeoRow, sitemapLocs } from "../../seo/audit.ts";
import { scanTags } from "../../seo/html-scan.ts";

/** The not-found page under the path `npm run seo` gives it. */
const NOT_FOUND_PATH = "/404";

export interface ServedPage {
  path: string;
  html: string;
  status: number;
  /** The X-Robots-Tag header, when the answer has one. */
  robotsHeader: string | undefined;
}

export interface SeoReview {
  report: SeoReport;
  pages: ServedPage[];
  /** The paths the sitemap lists as served (undefined when it could not be read). */
  sitemap: string[] | undefined;
}

/** Where this server listens (`next start` and the standalone server write it), never the Host a visitor sent. */
export function ownOrigin(): string {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (!origin) throw new Error("the server's own address is unknown (__NEXT_PRIVATE_ORIGIN)");
  return origin;
}

/** Every public page the build pre-rendered, the not-found page as "/404". */
export function publicPagePaths(): string[] {
  return Object.keys(bundledCspManifest())
    .filter((key) => key.startsWith("/") && !isAdminPath(key) && key !== "/_global-error")
    .map((key) => (key === NOT_FOUND_KEY ? NOT_FOUND_PATH : key))
    .sort();
}

/** The public pages of this build a visitor can land on: all but the not-found page. */
export function livePagePaths(): string[] {
  return publicPagePaths().filter((path) => path !== NOT_FOUND_PATH);
}

async function served(origin: string, path: string): Promise<ServedPage> {
  const response = await fetch(new URL(path, origin), { redirect: "manual", cache: "no-store" });
  return {
    path,
    html: await response.text(),
    status: response.status,
    robotsHeader: response.headers.get("x-robots-tag") ?? undefined,
  };
}

/** How long one review serves the list and the sheets opened from it (the settings' own delay is 5 s). */
const REVIEW_TTL_MS = 5_000;
let recent: { at: number; review: Promise<SeoReview> } | undefined;

/** The audit of every page as served (at most REVIEW_TTL_MS ago), with what each answer was. */
export function seoReview(): Promise<SeoReview> {
  const now = Date.now();
  if (!recent || now - recent.at > REVIEW_TTL_MS) {
    const review = reviewNow();
    recent = { at: now, review };
    review.catch(() => {
      if (recent?.review === review) recent = undefined;
    });
  }
  return recent.review;
}

async function reviewNow(): Promise<SeoReview> {
  const origin = ownOrigin();
  const pages: ServedPage[] = [];
  const paths = publicPagePaths();
  // A few at a time: the server answers the visitors meanwhile.
  for (let i = 0; i < paths.length; i += 6)
    pages.push(...(await Promise.all(paths.slice(i, i + 6).map((path) => served(origin, path)))));
  const answer = await fetch(new URL("/sitemap.xml", origin), { cache: "no-store" });
  const sitemap = answer.ok ? sitemapLocs(await answer.text()) : undefined;
  const report = auditSite({
    pages,
    sitemap,
    siteUrl: siteUrl(),
    redirects: { ...INTERNAL_REDIRECTS, ...PRODUCT_REDIRECTS },
    exceptions: SEO_EXCEPTIONS,
  });
  return { report, pages, sitemap: sitemap?.map((loc) => new URL(loc).pathname) };
}

export interface SeoPageDetail {
  row: SeoRow;
  findings: SeoReport["findings"];
  status: number;
  /** The robots directives: each <meta name="robots|googlebot"> and the X-Robots-Tag header. */
  robots: { name: string; content: string }[];
  /** Each JSON-LD block, indented for reading (as written when it does not parse). */
  jsonLd: string[];
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** One page of the review, or undefined when the site has no such page. */
export async function seoPageDetail(path: string): Promise<SeoPageDetail | undefined> {
  if (!publicPagePaths().includes(path)) return undefined;
  const { report, pages } = await seoReview();
  const row = report.rows.find((candidate) => candidate.path === path);
  const page = pages.find((candidate) => candidate.path === path);
  if (!row || !page) return undefined;
  const tags = scanTags(page.html);
  const metas = tags
    .filter((tag) => tag.name === "meta" && /^(robots|googlebot)$/i.test(tag.attrs.name ?? ""))
    .map((tag) => ({ name: tag.attrs.name ?? "", content: tag.attrs.content ?? "" }));
  return {
    row,
    findings: report.findings.filter((finding) => finding.path === path),
    status: page.status,
    robots: page.robotsHeader ? [...metas, { name: "X-Robots-Tag", content: page.robotsHeader }] : metas,
    jsonLd: tags
      .filter((tag) => tag.name === "script" && (tag.attrs.type ?? "").toLowerCase() === "application/ld+json")
      .map((tag) => pretty(tag.text ?? "")),
  };
}
