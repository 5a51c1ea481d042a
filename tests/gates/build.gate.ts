import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteUrl } from "../../lib/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";
import { onDemandUrls } from "../../lib/security/framework-on-demand.ts";
import { isExecutableInlineScript, scanTags } from "../../lib/seo/html-scan.ts";
import { buildCspManifest } from "../../scripts/csp-manifest.ts";
import { createValidator, htmlProblems } from "../../scripts/gates/html-validate.ts";
import { sourceMapPathOf } from "../../scripts/gates/js-share.ts";
import { brokenLinks, siteIndex } from "../../scripts/gates/link-check.ts";
import {
  appPageRoutes,
  nextDistDir,
  nextFileOnDisk,
  nextFiles,
  nextPages,
  notPrerendered,
  prerenderManifest,
} from "../../scripts/gates/next-build.ts";
import { middlewareBundleMismatches } from "../../scripts/middleware-bundle.ts";
import { serverActionIds } from "../../scripts/server-action-ids.ts";

/** The Next.js build (NEXT_DIST_DIR, default .next): every page pre-rendered, valid HTML, no broken link. */
const dir = nextDistDir();
const pages = nextPages(dir);
const validator = createValidator();
const site = siteIndex(pages, nextFiles(dir), { ...INTERNAL_REDIRECTS, ...PRODUCT_REDIRECTS }, siteUrl());

describe("Next.js build", () => {
  it("every page route is pre-rendered (○ or ● in the build output)", () => {
    expect(notPrerendered(appPageRoutes(dir), prerenderManifest(dir))).toEqual([]);
  });

  it("the middleware's bundle carries the hash of every inline script of every pre-rendered page, and every server action id", () => {
    const hashes = buildCspManifest(`${dir}/server/app`);
    expect(Object.keys(hashes).length).toBeGreaterThan(5);
    const actionIds = serverActionIds(dir);
    expect(actionIds.length).toBeGreaterThan(3);
    expect(middlewareBundleMismatches(dir, hashes, actionIds)).toEqual([]);
  });

  describe("every pre-rendered page loads Next's chunks after its first paint, from one inline script", () => {
    for (const page of pages) {
      it(page.path, () => {
        const tags = scanTags(page.html);
        const asyncChunks = tags.filter((tag) => tag.name === "script" && tag.attrs.src && "async" in tag.attrs);
        const loaded = tags.filter(isExecutableInlineScript).flatMap((tag) => onDemandUrls(tag.text ?? ""));
        expect(asyncChunks.map((tag) => tag.attrs.src)).toEqual([]);
        expect(loaded.length).toBeGreaterThan(0);
      });
    }
  });

  describe("no pre-rendered page loads the back office's code (it loads on /admin only)", () => {
    /** The source files a chunk was built from, as its source map names them. */
    const sourcesOf = (url: string): string[] => {
      const path = nextFileOnDisk(dir, url);
      const mapPath = sourceMapPathOf(path, readFileSync(path, "utf8"));
      if (!mapPath || !existsSync(mapPath)) return [];
      const map = JSON.parse(readFileSync(mapPath, "utf8")) as {
        sources?: string[];
        sections?: { map: { sources?: string[] } }[];
      };
      return map.sources ?? map.sections?.flatMap((section) => section.map.sources ?? []) ?? [];
    };
    const isAdminSource = (source: string) =>
      /components\/admin\/|lib\/actions\/staff-|lib\/server\/staff\//.test(source);
    for (const page of pages) {
      it(page.path, () => {
        const tags = scanTags(page.html);
        const urls = [
          ...tags.filter((tag) => tag.name === "script" && tag.attrs.src).map((tag) => tag.attrs.src ?? ""),
          ...tags.filter(isExecutableInlineScript).flatMap((tag) => onDemandUrls(tag.text ?? "")),
        ].filter((url) => url.startsWith("/_next/static/"));
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.flatMap(sourcesOf).filter(isAdminSource)).toEqual([]);
      });
    }
    it("(the sign-in form's own chunk names its source: the check can fail)", () => {
      const chunks = readdirSync(join(dir, "static/chunks")).filter((name) => name.endsWith(".js"));
      const signIn = chunks.filter((name) =>
        sourcesOf(`/_next/static/chunks/${name}`).some((source) => source.includes("components/admin/SignInForm")),
      );
      expect(signIn.length).toBeGreaterThan(0);
    });
  });

  describe("html-validate passes on every pre-rendered page", () => {
    for (const page of pages) {
      it(page.file, async () => expect(await htmlProblems(page.html, page.file, validator)).toEqual([]));
    }
  });

  describe("every internal link and #anchor resolves", () => {
    for (const page of pages) {
      it(page.path, () => expect(brokenLinks(page, site)).toEqual([]));
    }
  });
});
