/**
 * The SEO audit over a Next.js build: the pre-rendered pages of <distDir>/server/app, the sitemap
 * next-sitemap wrote in public/, SITE_URL, the server redirects, and the findings the spec imposes.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { siteUrl } from "../../lib/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";
import { auditSite, SEO_EXCEPTIONS, type SeoException, type SeoReport, sitemapLocs } from "../../lib/seo/audit.ts";
import { nextPages } from "./next-build.ts";

export interface SeoBuildOptions {
  /** The Next.js build (NEXT_DIST_DIR, default .next). */
  distDir: string;
  /** public/sitemap.xml. */
  sitemapFile?: string;
  /** SITE_URL (the build's canonical origin). */
  siteUrl?: string;
  exceptions?: readonly SeoException[];
}

export function auditBuild(options: SeoBuildOptions): SeoReport {
  const sitemapFile = options.sitemapFile ?? resolve("public", "sitemap.xml");
  return auditSite({
    pages: nextPages(options.distDir),
    sitemap: existsSync(sitemapFile) ? sitemapLocs(readFileSync(sitemapFile, "utf8")) : undefined,
    siteUrl: options.siteUrl ?? siteUrl(),
    redirects: { ...INTERNAL_REDIRECTS, ...PRODUCT_REDIRECTS },
    exceptions: options.exceptions ?? SEO_EXCEPTIONS,
  });
}
