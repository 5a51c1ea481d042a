import { describe, expect, it } from "vitest";
import {
  figures,
  medianFigures,
  missedSpeedTargets,
  missedTargets,
  type RouteFigures,
  type RouteResult,
  webComparisonTable,
  webMissTable,
  webTable,
} from "./web-report.ts";

const run = (lcpMs: number, tbtMs: number, performance = 100): RouteFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs,
  tbtMs,
  cls: 0,
  totalBytes: 170_000,
});

function result(route: string, figures: RouteFigures, extra: Partial<RouteResult> = {}): RouteResult {
  return {
    route,
    noindex: false,
    jsBytes: 130_000,
    frameworkJsBytes: 123_000,
    ourJsBytes: 7_000,
    ...figures,
    runs: [figures],
    belowFullMarks: [],
    missCauses: [],
    ...extra,
  };
}

describe("web figures", () => {
  it("reads one run's figures, and the host CPU's benchmark index when Lighthouse gave it", () => {
    const audit = (id: string, numericValue: number) => ({ id, score: 1, numericValue });
    const lhr = {
      categories: { performance: { score: 0.95, auditRefs: [] } },
      audits: {
        "largest-contentful-paint": audit("largest-contentful-paint", 1795),
        "total-blocking-time": audit("total-blocking-time", 240),
      },
    };
    expect(figures(lhr)).toMatchObject({ performance: 95, lcpMs: 1795, tbtMs: 240, accessibility: 0 });
    expect(figures(lhr).benchmarkIndex).toBeUndefined();
    expect(figures({ ...lhr, environment: { benchmarkIndex: 812.5 } }).benchmarkIndex).toBe(812.5);
  });

  it("takes the median of each figure on its own", () => {
    const m = medianFigures([run(1800, 400, 86), run(2500, 560, 83), run(1400, 640, 92)]);
    expect(m).toMatchObject({ lcpMs: 1800, tbtMs: 560, performance: 86 });
  });

  it("lists the targets a route misses", () => {
    expect(missedTargets(result("/", run(900, 10)))).toEqual([]);
    expect(missedTargets(result("/", run(1200, 50, 83)))).toEqual(["perf 83", "LCP 1200 ms", "TBT 50 ms"]);
    expect(missedTargets(result("/", { ...run(900, 10), cls: 0.0004 }))).toEqual([]);
    expect(missedTargets(result("/", { ...run(900, 10), cls: 0.02 }))).toEqual(["CLS 0.020"]);
  });

  it("does not hold a noindex page to the SEO target", () => {
    const page = { ...run(900, 10), seo: 66 };
    expect(missedTargets(result("/maintenance", page, { noindex: true }))).toEqual([]);
    expect(missedTargets(result("/maintenance", page))).toEqual(["SEO 66"]);
  });

  it("prints our JavaScript beside the framework's, and a row of causes per route that misses", () => {
    const ok = result("/a-propos", run(900, 10));
    const slow = result("/", run(1800, 560, 86), { missCauses: ["TBT 560 ms: 6 long tasks"] });
    expect(webTable([ok])).toContain("| 127.0 (6.8 + 120.1) ");
    expect(webMissTable([ok])).toBe("");
    expect(webMissTable([ok, slow])).toContain("| /     | perf 86, LCP 1800 ms, TBT 560 ms | TBT 560 ms: 6 long tasks");
  });
});

describe("before and after", () => {
  it("puts the baseline beside this build and names the speed targets still missed", () => {
    const baseline = [
      result("/", run(1900, 150, 93), { htmlBytes: 101_000, flightBytes: 58_000 }),
      result("/blog", run(2000, 90, 96)),
    ];
    const current = [
      result("/", run(1500, 80, 99), { htmlBytes: 64_000, flightBytes: 30_000 }),
      result("/blog", run(1550, 60, 98)),
    ];
    const table = webComparisonTable(baseline, current).replace(/ +/g, " ");
    expect(table).toContain("| / | 93 → 99 | 1900 → 1500 | 150 → 80 | 0.000 → 0.000 | 98.6 → 62.5 | 56.6 → 29.3 |");
    expect(table).toMatch(/\| \/ \|.*\| ✓ \|/);
    // The blog's LCP target is 1.5 s, not 1.6 s.
    expect(table).toMatch(/\| \/blog \|.*\| ✗ LCP 1550 ms \|/);
  });

  it("holds every route to accessibility, best practices and SEO at 100, but not a noindex page's SEO", () => {
    expect(missedSpeedTargets(result("/x", { ...run(1000, 10), seo: 92 }))).toEqual(["SEO 92"]);
    expect(missedSpeedTargets(result("/maintenance", { ...run(1000, 10), seo: 69 }, { noindex: true }))).toEqual([]);
    expect(missedSpeedTargets(result("/y", run(1000, 10, 97)))).toEqual(["perf 97"]);
  });
});
