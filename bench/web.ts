/**
 * Web benchmark: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G
 * and 4× CPU slowdown) in the system Chromium, on every page of the build served by the
 * real server, 3 runs per route, median of each figure.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumPath, missingChromiumMessage } from "../scripts/chromium.ts";
import { pageWeight } from "../scripts/gates/budgets.ts";
import { brotliSize, distAssets, distDir, servedPaths } from "../scripts/gates/dist.ts";
import { markdownTable, median, saveResults } from "./lib/report.ts";
import { freePort, portIsFree, startServer, tempDataDir } from "./lib/server-process.ts";

export const WEB_TARGETS = { score: 100, lcpMs: 1200, cls: 0.01 } as const;

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface RouteFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

function figures(lhr: Result): RouteFigures {
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
  };
}

function medianFigures(runs: RouteFigures[]): RouteFigures {
  const keys = Object.keys(runs[0]!) as Array<keyof RouteFigures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as RouteFigures;
}

/** The element Lighthouse took as largest contentful paint (an HTML snippet), to say why LCP is late. */
function lcpElement(lhr: Result): string | undefined {
  const details = lhr.audits["lcp-breakdown-insight"]?.details as
    | { items?: Array<{ type?: string; snippet?: string }> }
    | undefined;
  return details?.items?.find((item) => item.type === "node")?.snippet?.slice(0, 160);
}

/** Audits below full marks in a run, to say why a score is not 100. */
function failingAudits(lhr: Result): string[] {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit!.id} (${audit!.score})`),
  );
}

function pageHtml(dir: string, route: string): string {
  const file = route === "/" ? "index.html" : `${route.slice(1)}.html`;
  try {
    return readFileSync(join(dir, file), "utf8");
  } catch {
    return readFileSync(join(dir, route.slice(1), "index.html"), "utf8");
  }
}

/** The port the build's canonical URLs name, when free: Lighthouse then sees canonical = page origin. */
async function preferredPort(dir: string): Promise<number> {
  try {
    const html = readFileSync(join(dir, "index.html"), "utf8");
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const url = canonical ? new URL(canonical) : undefined;
    if (url && url.hostname === "127.0.0.1" && url.port && (await portIsFree(Number(url.port))))
      return Number(url.port);
  } catch {
    /* fall back to any free port */
  }
  return freePort();
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is tried again. */
async function measure(url: string, port: number, attempts = 3): Promise<Result> {
  let problem = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (result && !result.lhr.runtimeError) return result.lhr;
    problem = result?.lhr.runtimeError?.message ?? "no result";
    console.warn(`  ${url}: Lighthouse run failed (${problem}), attempt ${attempt} of ${attempts}`);
  }
  throw new Error(`${url}: ${problem}`);
}

export async function benchWeb(): Promise<{ ok: boolean; table: string }> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error(missingChromiumMessage());
  const dir = distDir();
  const only = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());
  const routes = servedPaths(dir).filter((route) => !only || only.includes(route));
  console.log(`\n▶ web: Lighthouse (mobile), ${routes.length} routes × ${RUNS} runs, median`);

  const dataDir = tempDataDir("web");
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, await preferredPort(dir));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const assets = distAssets(dir);
  const results: Array<
    { route: string; jsBytes: number } & RouteFigures & { runs: RouteFigures[]; belowFullMarks: string[] }
  > = [];
  try {
    for (const route of routes) {
      const runs: RouteFigures[] = [];
      const below = new Set<string>();
      const lcpElements = new Set<string>();
      for (let i = 0; i < RUNS; i++) {
        const lhr = await measure(`${server.url}${route}`, chrome.port);
        runs.push(figures(lhr));
        for (const audit of failingAudits(lhr)) below.add(audit);
        const element = lcpElement(lhr);
        if (element) lcpElements.add(element);
      }
      const m = medianFigures(runs);
      // Lighthouse counts inline scripts as HTML: the JavaScript a page runs before any interaction is
      // measured from the build, inline scripts included, as the weight budget gate does.
      const jsBytes = pageWeight(pageHtml(dir, route), route, assets, brotliSize).js;
      results.push({ route, jsBytes, ...m, runs, belowFullMarks: [...below] });
      console.log(
        `  ${route}: ${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}, LCP ${Math.round(m.lcpMs)} ms, CLS ${m.cls.toFixed(3)}${below.size ? `  (below full marks: ${[...below].join(", ")})` : ""}`,
      );
      if (m.lcpMs >= WEB_TARGETS.lcpMs) console.log(`    LCP element: ${[...lcpElements].join(" | ")}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  // A page deliberately kept out of search engines (noindex, e.g. /maintenance) loses Lighthouse's
  // "is-crawlable" points by design: its SEO score is not held to the target.
  const noindex = new Set(
    routes.filter((route) => /<meta name="robots" content="[^"]*noindex/.test(pageHtml(dir, route))),
  );
  const table = markdownTable(
    ["route", "perf", "a11y", "best pr.", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KB", "total KB"],
    results.map((r) => [
      r.route,
      r.performance,
      r.accessibility,
      r.bestPractices,
      noindex.has(r.route) ? `${r.seo} (noindex)` : r.seo,
      Math.round(r.fcpMs),
      Math.round(r.lcpMs),
      Math.round(r.tbtMs),
      r.cls.toFixed(3),
      (r.jsBytes / 1024).toFixed(1),
      (r.totalBytes / 1024).toFixed(1),
    ]),
  );
  const misses = results.filter(
    (r) =>
      Math.min(r.performance, r.accessibility, r.bestPractices, noindex.has(r.route) ? 100 : r.seo) <
        WEB_TARGETS.score ||
      r.lcpMs >= WEB_TARGETS.lcpMs ||
      r.cls >= WEB_TARGETS.cls,
  );
  const file = saveResults("web", {
    targets: WEB_TARGETS,
    runsPerRoute: RUNS,
    chromeFlags: CHROME_FLAGS,
    noindex: [...noindex],
    results,
  });
  console.log(`\n${table}\n\nTargets: 100/100/100/100, LCP < 1.2 s, CLS < 0.01. Saved ${file}`);
  console.log(
    misses.length
      ? `✗ ${misses.length} of ${results.length} routes miss a target: ${misses.map((r) => r.route).join(", ")}`
      : `✓ every route meets every target`,
  );
  return { ok: true, table };
}
