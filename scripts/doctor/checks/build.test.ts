import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { builtSiteUrl, checkBuild } from "./build.ts";

describe("doctor: the build matches SITE_URL", () => {
  let root: string;
  let paths: { distDir: string; publicDir: string };
  const site = "https://www.exemple.fr";
  const build = (robots: string | undefined) => {
    mkdirSync(paths.distDir, { recursive: true });
    writeFileSync(join(paths.distDir, "BUILD_ID"), "abc");
    mkdirSync(paths.publicDir, { recursive: true });
    if (robots !== undefined) writeFileSync(join(paths.publicDir, "robots.txt"), robots);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "doctor-build-"));
    paths = { distDir: join(root, ".next"), publicDir: join(root, "public") };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("reads the origin robots.txt names its sitemap with", () => {
    expect(builtSiteUrl("User-agent: *\nAllow: /\n\nSitemap: https://www.exemple.fr/sitemap.xml\n")).toBe(site);
    expect(builtSiteUrl("User-agent: *\n")).toBeUndefined();
  });

  it("passes a build made for this SITE_URL", () => {
    build(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
    expect(checkBuild(site, paths)).toMatchObject({ status: "ok" });
  });

  it("fails without a build, or with one made for another origin", () => {
    expect(checkBuild(site, paths)).toMatchObject({ status: "fail", detail: `no build in ${paths.distDir}` });
    build(undefined);
    expect(checkBuild(site, paths)).toMatchObject({ status: "fail", detail: expect.stringContaining("robots.txt") });
    build("Sitemap: http://127.0.0.1:3000/sitemap.xml\n");
    expect(checkBuild(site, paths)).toEqual({
      check: "build",
      status: "fail",
      detail: `built for http://127.0.0.1:3000, not for SITE_URL ${site}`,
      fix: `SITE_URL=${site} npm run build`,
    });
  });
});
