import { describe, expect, it } from "vitest";
import { builtFiles, builtPages, distDir } from "../../scripts/gates/dist.ts";
import { brokenLinks, siteIndex } from "../../scripts/gates/link-check.ts";
import { siteUrl } from "../../src/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../src/config/redirects.ts";

const dir = distDir();
const pages = builtPages(dir);
const otherFiles = builtFiles(dir)
  .filter((file) => !file.endsWith(".html"))
  .map((file) => `/${file}`);
const site = siteIndex(pages, otherFiles, { ...INTERNAL_REDIRECTS, ...PRODUCT_REDIRECTS }, siteUrl());

describe("every internal link and #anchor of the build resolves", () => {
  for (const page of pages) {
    it(page.path, () => {
      expect(brokenLinks(page, site)).toEqual([]);
    });
  }
});
