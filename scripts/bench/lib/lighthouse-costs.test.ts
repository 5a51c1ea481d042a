import { describe, expect, it } from "vitest";
import { belowFullMarks, type Lhr, lostPoints, missCauses, shortUrl } from "./lighthouse-costs.ts";

const PAGE = "http://127.0.0.1:3000/";

/** The parts of a real report (Lighthouse 13, the Next build's home page) the functions read. */
function report(overrides: { lcp?: number; tbt?: number; cls?: number } = {}): Lhr {
  const { lcp = 1703, tbt = 660, cls = 0 } = overrides;
  return {
    categories: {
      performance: {
        score: 0.83,
        auditRefs: [
          { id: "first-contentful-paint", weight: 10 },
          { id: "largest-contentful-paint", weight: 25 },
          { id: "total-blocking-time", weight: 30 },
          { id: "cumulative-layout-shift", weight: 25 },
          { id: "speed-index", weight: 10 },
          { id: "unused-javascript", weight: 0 },
        ],
      },
      seo: {
        score: 0.66,
        auditRefs: [
          { id: "is-crawlable", weight: 4.043 },
          { id: "document-title", weight: 1 },
        ],
      },
    },
    audits: {
      "first-contentful-paint": { id: "first-contentful-paint", score: 0.99, numericValue: 1100 },
      "largest-contentful-paint": { id: "largest-contentful-paint", score: 0.99, numericValue: lcp },
      "total-blocking-time": { id: "total-blocking-time", score: 0.45, numericValue: tbt },
      "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: cls },
      "speed-index": { id: "speed-index", score: 1, numericValue: 1500 },
      "unused-javascript": { id: "unused-javascript", score: 0.5 },
      "is-crawlable": { id: "is-crawlable", score: 0 },
      "document-title": { id: "document-title", score: 1 },
      "bootup-time": {
        id: "bootup-time",
        score: 1,
        details: {
          type: "table",
          items: [
            { url: `${PAGE}_next/static/chunks/1_cpt5yid_cd_.js`, total: 972.7 },
            { url: PAGE, total: 840.8 },
            { url: "Unattributable", total: 617.9 },
            { url: `${PAGE}_next/static/chunks/turbopack-32g9idqqcaa90.js`, total: 86.8 },
          ],
        },
      },
      "long-tasks": {
        id: "long-tasks",
        score: 1,
        details: { type: "table", items: [{ duration: 363 }, { duration: 257 }, { duration: 60 }] },
      },
      "render-blocking-insight": {
        id: "render-blocking-insight",
        score: 0.5,
        details: { type: "table", items: [{ url: `${PAGE}_next/static/chunks/0pqjwdkql5oo7.css`, wastedMs: 188 }] },
      },
      "lcp-breakdown-insight": {
        id: "lcp-breakdown-insight",
        score: 1,
        details: {
          type: "list",
          items: [
            { type: "table", items: [] },
            { type: "node", snippet: '<p class="mt-5 text-lg">', nodeLabel: "Choisissez les applications" },
          ],
        },
      },
      "layout-shifts": {
        id: "layout-shifts",
        score: 1,
        details: { type: "table", items: [{ node: { snippet: '<div class="banner">' }, score: 0.0421 }] },
      },
    },
  };
}

describe("Lighthouse costs", () => {
  it("counts the points each weighted audit lost, the largest first", () => {
    const lost = lostPoints(report(), "performance");
    expect(lost.map((l) => l.audit)).toEqual([
      "total-blocking-time",
      "largest-contentful-paint",
      "first-contentful-paint",
    ]);
    expect(lost[0]!.points).toBeCloseTo(16.5);
    // Audits without weight (opportunities) cost no points.
    expect(lost.some((l) => l.audit === "unused-javascript")).toBe(false);
  });

  it("lists every category's audits below full marks", () => {
    expect(belowFullMarks(report())).toEqual([
      "performance: total-blocking-time −16.5",
      "performance: largest-contentful-paint −0.3",
      "performance: first-contentful-paint −0.1",
      "seo: is-crawlable −80.2",
    ]);
  });

  it("names what held LCP and TBT back when they miss", () => {
    const causes = missCauses(report(), { lcpMs: 1200, tbtMs: 50, cls: 0 }, PAGE);
    expect(causes).toHaveLength(2);
    expect(causes[0]).toContain("LCP 1703 ms");
    expect(causes[0]).toContain("Choisissez les applications");
    expect(causes[0]).toContain('element `<p class="mt-5 text-lg">` “Choisissez les applications”');
    expect(causes[0]).toContain("render-blocking chunks/0pqjwdkql5oo7.css 188 ms");
    expect(causes[1]).toBe(
      "TBT 660 ms: 3 long tasks (longest 363 ms); scripts by CPU (bootup-time): chunks/1_cpt5yid_cd_.js 973 ms, page (HTML, inline scripts) 841 ms, Unattributable 618 ms",
    );
  });

  it("says nothing about figures that meet their targets, and names layout shifts when CLS misses", () => {
    expect(missCauses(report({ lcp: 900, tbt: 20 }), { lcpMs: 1200, tbtMs: 50, cls: 0 }, PAGE)).toEqual([]);
    // 0.0004 shows as 0.000: met.
    expect(missCauses(report({ lcp: 900, tbt: 20, cls: 0.0004 }), { lcpMs: 1200, tbtMs: 50, cls: 0 })).toEqual([]);
    expect(missCauses(report({ lcp: 900, tbt: 20, cls: 0.0421 }), { lcpMs: 1200, tbtMs: 50, cls: 0 })).toEqual([
      'CLS 0.042: `<div class="banner">` 0.042',
    ]);
  });

  it("shortens the build's URLs", () => {
    expect(shortUrl(`${PAGE}_next/static/chunks/a.js`, PAGE)).toBe("chunks/a.js");
    expect(shortUrl(PAGE, PAGE)).toBe("page (HTML, inline scripts)");
    expect(shortUrl("Unattributable")).toBe("Unattributable");
  });
});
