import { describe, expect, it } from "vitest";
import { siteUrl } from "../../lib/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";
import { builtFiles, builtPages, distDir } from "../../scripts/gates/dist.ts";
import { brokenLinks, siteIndex } from "../../scripts/gates/link-check.ts";

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
