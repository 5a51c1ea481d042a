import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isExecutableInlineScript, scanTags } from "../../lib/seo/html-scan.ts";
import { BUDGETS, budgetViolations, kb, oversizedImages, pageWeight } from "../../scripts/gates/budgets.ts";
import { brotliSize } from "../../scripts/gates/dist.ts";
import { jsShare } from "../../scripts/gates/js-share.ts";
import { LCP_IMAGE_BUDGET, lcpImageProblems } from "../../scripts/gates/lcp-image.ts";
import { nextAssets, nextDistDir, nextFileOnDisk, nextFiles, nextPages } from "../../scripts/gates/next-build.ts";

/**
 * Weight budgets of the Next.js build. JavaScript is split between the framework (Next.js and React:
 * what any Next page costs) and ours; the 15 KB budget is ours, the framework's share is printed beside it.
 */
const dir = nextDistDir();
const assets = nextAssets(dir);
const pages = nextPages(dir);
const ourBytesByFile = new Map<string, number>();

const rows = pages.map((page) => {
  const weight = pageWeight(page.html, page.path, assets, brotliSize);
  const inline = scanTags(page.html)
    .filter(isExecutableInlineScript)
    .map((tag) => tag.text ?? "");
  return { page, weight, share: jsShare(weight.files.js, inline, assets, brotliSize, ourBytesByFile) };
});

describe(`Next.js build: weight budgets (our JS ≤ ${kb(BUDGETS.js)}, CSS ≤ ${kb(BUDGETS.css)}, home ≤ ${kb(BUDGETS.homeTotal)}, its HTML ≤ ${kb(BUDGETS.homeHtml)} uncompressed)`, () => {
  it("prints the framework's share beside ours", () => {
    console.table(
      rows.map(({ page, weight, share }) => ({
        page: page.path,
        "framework JS": kb(share.framework),
        "our JS": kb(share.ours),
        CSS: kb(weight.css),
        HTML: kb(weight.html),
        "HTML uncompressed": kb(weight.htmlBytes),
        total: kb(weight.total),
      })),
    );
    expect(rows.some((row) => row.page.path === "/")).toBe(true);
  });

  for (const { page, weight, share } of rows) {
    it(page.path, () => expect(budgetViolations(page.path, weight, BUDGETS, share.ours)).toEqual([]));
  }

  describe(`the blog's LCP image: responsive AVIF and WebP, fetched first, AVIF ≤ ${kb(LCP_IMAGE_BUDGET)}`, () => {
    const files = new Set(nextFiles(dir));
    const sizeOf = (url: string) => (files.has(url) ? statSync(nextFileOnDisk(dir, url)).size : undefined);
    const blog = pages.filter((page) => page.path === "/blog" || page.path.startsWith("/blog/"));
    it("covers the blog and its articles", () => expect(blog.length).toBeGreaterThan(1));
    for (const page of blog) it(page.path, () => expect(lcpImageProblems(page.path, page.html, sizeOf)).toEqual([]));
  });

  it(`no image served is over ${kb(BUDGETS.image)}`, () => {
    const files = nextFiles(dir).map((path) => ({ path, size: statSync(nextFileOnDisk(dir, path)).size }));
    expect(oversizedImages(files)).toEqual([]);
  });
});
