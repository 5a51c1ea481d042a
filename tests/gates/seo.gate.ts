import { describe, expect, it } from "vitest";
import { nextDistDir } from "../../scripts/gates/next-build.ts";
import { formatReport } from "../../scripts/gates/seo-audit.ts";
import { auditBuild } from "../../scripts/gates/seo-build.ts";

/**
 * `npm run seo` as a gate over the Next.js build (NEXT_DIST_DIR, default .next) and the sitemap
 * next-sitemap wrote beside it: no error on any page. Warnings are printed, never failed.
 */
const report = auditBuild({ distDir: nextDistDir() });
const errorsOf = (path: string) =>
  report.findings.filter((f) => f.path === path && f.level === "error").map((f) => `${f.rule}: ${f.message}`);

describe("SEO audit of the Next.js build (npm run seo)", () => {
  it("audits the pages of the build and its sitemap", () => {
    for (const f of report.findings) if (f.level === "warning") console.warn(`⚠ ${f.path}: ${f.message}`);
    expect(report.rows.map((row) => row.path)).toContain("/");
    expect(errorsOf("/sitemap.xml"), formatReport(report)).toEqual([]);
  });

  describe("no error on any page", () => {
    for (const row of report.rows) {
      it(row.path, () => expect(errorsOf(row.path)).toEqual([]));
    }
  });
});
