import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGETS, budgetViolations, kb, oversizedImages, pageWeight } from "../../scripts/gates/budgets.ts";
import { brotliSize, builtFiles, builtPages, distAssets, distDir, servedPaths } from "../../scripts/gates/dist.ts";

const dir = distDir();
const assets = distAssets(dir);
const served = new Set(servedPaths(dir));
const pages = builtPages(dir).filter((page) => served.has(page.path) || page.path === "/404");

describe(`weight budgets (JS ≤ ${kb(BUDGETS.js)}, CSS ≤ ${kb(BUDGETS.css)} compressed; home ≤ ${kb(BUDGETS.homeTotal)})`, () => {
  it("the home page is built", () => expect(served.has("/")).toBe(true));
  for (const page of pages) {
    it(page.path, () => {
      const weight = pageWeight(page.html, page.path, assets, brotliSize);
      expect(budgetViolations(page.path, weight)).toEqual([]);
    });
  }

  // A script file requested at load sits on the path of the largest paint on a slow phone (a round trip or two).
  it("no page loads a script file before interaction: page scripts stay inline (astro.config.ts)", () => {
    const files = pages.flatMap((page) =>
      pageWeight(page.html, page.path, assets, brotliSize).files.js.map((file) => `${page.path}: ${file}`),
    );
    expect(files).toEqual([]);
  });

  it(`no image of the build is over ${kb(BUDGETS.image)}`, () => {
    const files = builtFiles(dir).map((file) => ({ path: `/${file}`, size: statSync(join(dir, file)).size }));
    expect(oversizedImages(files)).toEqual([]);
  });
});
