/** The web part's figures: one Lighthouse run's, their median, the targets missed and the tables. */
import type { CATEGORIES, Lhr } from "./lighthouse-costs.ts";
import { markdownTable, median } from "./report.ts";

export const WEB_TARGETS = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0 } as const;

export interface RouteFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Lighthouse's measure of the host CPU (higher is faster); under 1000 it warns that scores suffer. */
  benchmarkIndex?: number;
}

export function figures(lhr: Lhr): RouteFigures {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    totalBytes: metric("total-byte-weight"),
    ...(typeof lhr.environment?.benchmarkIndex === "number" ? { benchmarkIndex: lhr.environment.benchmarkIndex } : {}),
  };
}

/** The median of each figure over the runs (each figure on its own, as Lighthouse's docs advise). */
export function medianFigures(runs: RouteFigures[]): RouteFigures {
  const keys = Object.keys(runs[0]!) as Array<keyof RouteFigures>;
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.flatMap((r) => (r[key] === undefined ? [] : [r[key]])))]),
  ) as unknown as RouteFigures;
}

export interface RouteResult extends RouteFigures {
  route: string;
  noindex: boolean;
  /** JavaScript before any interaction, brotli, from the build: all of it, and the framework's and our shares. */
  jsBytes: number;
  frameworkJsBytes: number;
  ourJsBytes: number;
  /** The HTML as served, uncompressed, and the part of it that is React's inline Flight payload (absent in older results). */
  htmlBytes?: number;
  flightBytes?: number;
  runs: RouteFigures[];
  belowFullMarks: string[];
  /** Per missed figure, the audits that cost it (from the run closest to the median LCP). */
  missCauses: string[];
  /** The 1-minute load average after the route's runs: other work sharing the CPUs shows there. */
  loadAverage1m?: number;
}

/** The figures of a route that miss their target ("perf 83", "LCP 1703 ms", …); empty when every target is met. */
export function missedTargets(r: RouteResult): string[] {
  const misses: string[] = [];
  const scores: Array<[string, number]> = [
    ["perf", r.performance],
    ["a11y", r.accessibility],
    ["best pr.", r.bestPractices],
  ];
  // A page kept out of search engines on purpose (noindex, e.g. /maintenance) loses Lighthouse's
  // "is-crawlable" points by design: its SEO score is not held to the target.
  if (!r.noindex) scores.push(["SEO", r.seo]);
  for (const [name, score] of scores) if (score < WEB_TARGETS.score) misses.push(`${name} ${score}`);
  if (r.lcpMs >= WEB_TARGETS.lcpMs) misses.push(`LCP ${Math.round(r.lcpMs)} ms`);
  if (r.tbtMs >= WEB_TARGETS.tbtMs) misses.push(`TBT ${Math.round(r.tbtMs)} ms`);
  if (Number(r.cls.toFixed(3)) > WEB_TARGETS.cls) misses.push(`CLS ${r.cls.toFixed(3)}`);
  return misses;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function webTable(results: RouteResult[]): string {
  return markdownTable(
    [
      "route",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "JS KB (ours + Next/React)",
      "HTML KB (Flight)",
      "total KB",
    ],
    results.map((r) => [
      r.route,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.noindex ? `${r.seo} (noindex)` : r.seo,
      Math.round(r.fcpMs),
      Math.round(r.lcpMs),
      Math.round(r.tbtMs),
      r.cls.toFixed(3),
      `${kb(r.jsBytes)} (${kb(r.ourJsBytes)} + ${kb(r.frameworkJsBytes)})`,
      r.htmlBytes === undefined ? "—" : `${kb(r.htmlBytes)} (${kb(r.flightBytes ?? 0)})`,
      kb(r.totalBytes),
    ]),
  );
}

/** One row per route that misses a target: the figures missed, and the audits that cost them. */
export function webMissTable(results: RouteResult[]): string {
  const rows = results
    .map((r) => ({ r, missed: missedTargets(r) }))
    .filter(({ missed }) => missed.length > 0)
    .map(({ r, missed }) => [r.route, missed.join(", "), r.missCauses.join("; ").replaceAll("|", "/")]);
  return rows.length
    ? markdownTable(["route", "missed", "audits that cost it (run closest to the median LCP)"], rows)
    : "";
}

/**
 * The speed issue's targets, looser than the bench's full marks: performance ≥ 98, LCP
 * ≤ 1.6 s (≤ 1.5 s on the blog), TBT ≤ 100 ms, CLS 0, accessibility, best practices and SEO at 100.
 */
export const SPEED_TARGETS = { performance: 98, lcpMs: 1600, blogLcpMs: 1500, tbtMs: 100, cls: 0 } as const;

/** The speed targets a route misses ("perf 96", "LCP 1703 ms"…); empty when it meets them all. */
export function missedSpeedTargets(r: RouteResult): string[] {
  const misses: string[] = [];
  const lcpTarget = r.route.startsWith("/blog") ? SPEED_TARGETS.blogLcpMs : SPEED_TARGETS.lcpMs;
  if (r.performance < SPEED_TARGETS.performance) misses.push(`perf ${r.performance}`);
  if (r.lcpMs > lcpTarget) misses.push(`LCP ${Math.round(r.lcpMs)} ms`);
  if (r.tbtMs > SPEED_TARGETS.tbtMs) misses.push(`TBT ${Math.round(r.tbtMs)} ms`);
  if (Number(r.cls.toFixed(3)) > SPEED_TARGETS.cls) misses.push(`CLS ${r.cls.toFixed(3)}`);
  if (r.accessibility < 100) misses.push(`a11y ${r.accessibility}`);
  if (r.bestPractices < 100) misses.push(`best pr. ${r.bestPractices}`);
  if (!r.noindex && r.seo < 100) misses.push(`SEO ${r.seo}`);
  return misses;
}

/** Per route, the baseline's figures beside this build's, and what this build still misses of the speed targets. */
export function webComparisonTable(baseline: RouteResult[], current: RouteResult[]): string {
  const before = new Map(baseline.map((r) => [r.route, r]));
  const pair = (a: number | undefined, b: number, format: (n: number) => string = (n) => String(Math.round(n))) =>
    `${a === undefined ? "—" : format(a)} → ${format(b)}`;
  return markdownTable(
    [
      "route",
      "perf",
      "LCP ms",
      "TBT ms",
      "CLS",
      "HTML KB",
      "Flight KB",
      "our JS KB",
      "total KB",
      "speed targets (after)",
    ],
    current.map((r) => {
      const b = before.get(r.route);
      const missed = missedSpeedTargets(r);
      return [
        r.route,
        pair(b?.performance, r.performance),
        pair(b?.lcpMs, r.lcpMs),
        pair(b?.tbtMs, r.tbtMs),
        pair(b?.cls, r.cls, (n) => n.toFixed(3)),
        pair(b?.htmlBytes, r.htmlBytes ?? 0, kb),
        pair(b?.flightBytes, r.flightBytes ?? 0, kb),
        pair(b?.ourJsBytes, r.ourJsBytes, kb),
        pair(b?.totalBytes, r.totalBytes, kb),
        missed.length ? `✗ ${missed.join(", ")}` : "✓",
      ];
    }),
  );
}
