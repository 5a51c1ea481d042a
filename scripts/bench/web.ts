/**
 * Web benchmark: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G and 4× CPU
 * slowdown) in the system Chromium, on every pre-rendered page of the Next.js build served as
 * `npm run serve` serves it, 3 runs per route, median of each figure. Where a figure misses its target, the
 * audits that cost it are printed and saved.
 *
 * With BENCH_BASELINE_DIR (another checkout of this project, installed and built), every route is
 * measured on that build too, and a table puts both side by side against the speed targets.
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { isExecutableInlineScript, scanTags } from "../../lib/seo/html-scan.ts";
import { CHROMIUM_FLAGS, chromiumPath, missingChromiumMessage } from "../chromium.ts";
import { freePort, portIsFree } from "../free-port.ts";
import { pageWeight } from "../gates/budgets.ts";
import type { BuiltPage } from "../gates/dist.ts";
import { brotliSize } from "../gates/dist.ts";
import { jsShare } from "../gates/js-share.ts";
import { nextAssets, nextPages } from "../gates/next-build.ts";
import { htmlShare } from "./lib/flight.ts";
import { seedHomeTexts } from "./lib/home-texts.ts";
import { belowFullMarks, CATEGORIES, type Lhr, missCauses } from "./lib/lighthouse-costs.ts";
import { benchDistDir, startNext, tempDataDir } from "./lib/next-server.ts";
import { median, saveResults } from "./lib/report.ts";
import {
  figures,
  medianFigures,
  missedTargets,
  type RouteFigures,
  type RouteResult,
  SPEED_TARGETS,
  WEB_TARGETS,
  webComparisonTable,
  webMissTable,
  webTable,
} from "./lib/web-report.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** The port the build's canonical URLs name, when free: Lighthouse then sees canonical = page origin. */
async function preferredPort(homeHtml: string | undefined): Promise<number> {
  const canonical = homeHtml ? /<link rel="canonical" href="([^"]+)"/.exec(homeHtml)?.[1] : undefined;
  try {
    const url = canonical ? new URL(canonical) : undefined;
    if (url && url.hostname === "127.0.0.1" && url.port && (await portIsFree(Number(url.port))))
      return Number(url.port);
  } catch {
    /* fall back to any free port */
  }
  return freePort();
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is tried again. */
export async function measure(
  url: string,
  port: number,
  categories: readonly string[] = CATEGORIES,
  attempts = 3,
): Promise<Result> {
  let problem = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...categories] });
    if (result && !result.lhr.runtimeError) return result.lhr;
    problem = result?.lhr.runtimeError?.message ?? "no result";
    console.warn(`  ${url}: Lighthouse run failed (${problem}), attempt ${attempt} of ${attempts}`);
  }
  throw new Error(`${url}: ${problem}`);
}

/** One build measured: this checkout's, or the baseline's (BENCH_BASELINE_DIR, another checkout, built). */
interface MeasuredBuild {
  label: string;
  dir: string;
  cwd?: string;
  publicDir: string;
}

/** Every route of `pages` on one build, RUNS Lighthouse runs each, on a server of its own. */
async function measureBuild(
  build: MeasuredBuild,
  pages: BuiltPage[],
  chromePath: string,
): Promise<{ results: RouteResult[]; benchmarkIndexes: number[] }> {
  const builtPages = new Map(nextPages(build.dir).map((page) => [page.path, page]));
  const assets = nextAssets(build.dir, build.publicDir);
  const ourBytesByFile = new Map<string, number>();
  const dataDir = tempDataDir("web");
  // BENCH_HOME_TEXTS=1: the 20 home texts saved in the back office, written in by the middleware.
  if (process.env.BENCH_HOME_TEXTS === "1") await seedHomeTexts(dataDir);
  // Logs at warn: this part measures the browser, not the request log.
  const server = await startNext(
    { DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    await preferredPort(builtPages.get("/")?.html),
    build.cwd,
  );
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results: RouteResult[] = [];
  const benchmarkIndexes: number[] = [];
  console.log(`  ${build.label} (${build.dir}):`);
  try {
    for (const { path } of pages) {
      const page = builtPages.get(path);
      if (!page) {
        console.log(`  ${path}: not in this build`);
        continue;
      }
      const url = `${server.url}${page.path}`;
      const runs: RouteFigures[] = [];
      const below = new Set<string>();
      const lhrs: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = (await measure(url, chrome.port)) as unknown as Lhr;
        lhrs.push(lhr);
        runs.push(figures(lhr));
        for (const audit of belowFullMarks(lhr)) below.add(audit.replace(/ −[\d.]+$/, ""));
      }
      const m = medianFigures(runs);
      for (const run of runs) if (run.benchmarkIndex) benchmarkIndexes.push(run.benchmarkIndex);
      // Lighthouse counts inline scripts as HTML: the JavaScript a page runs before any interaction is
      // measured from the build (inline scripts included, brotli) as the weight budget gate does, and
      // split between Next/React and ours through the chunks' source maps (scripts/gates/js-share.ts).
      const weight = pageWeight(page.html, page.path, assets, brotliSize);
      const inline = scanTags(page.html)
        .filter(isExecutableInlineScript)
        .map((tag) => tag.text ?? "");
      const share = jsShare(weight.files.js, inline, assets, brotliSize, ourBytesByFile);
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(page.html);
      // The causes of a missed median, from the run closest to the median LCP (the figure most runs agree on).
      const typical = lhrs[runs.indexOf([...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!)]!;
      const result: RouteResult = {
        route: page.path,
        noindex,
        jsBytes: weight.js,
        frameworkJsBytes: share.framework,
        ourJsBytes: share.ours,
        ...htmlShare(page.html),
        ...m,
        runs,
        belowFullMarks: [...below],
        missCauses: [],
        // Above about 1 (this bench's own Chromium included), other work shared the CPUs during these runs.
        loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
      };
      const missed = missedTargets(result);
      if (missed.length) {
        result.missCauses = [
          ...missCauses(typical, WEB_TARGETS, url),
          ...belowFullMarks(typical).filter((audit) => !(noindex && audit.startsWith("seo: is-crawlable"))),
        ];
      }
      results.push(result);
      console.log(
        `  ${page.path}: ${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}${missed.length ? `  ✗ ${missed.join(", ")}` : "  ✓"}`,
      );
      for (const cause of result.missCauses) console.log(`    ${cause}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { results, benchmarkIndexes };
}

export async function benchWeb(): Promise<{ ok: boolean; table: string }> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error(missingChromiumMessage());
  const dir = benchDistDir();
  const only = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());
  // Every pre-rendered page of the build (the not-found page aside: it is served with a 404).
  const pages = nextPages(dir).filter((page) => page.path !== "/404" && (!only || only.includes(page.path)));
  const baselineDir = process.env.BENCH_BASELINE_DIR ? resolve(process.env.BENCH_BASELINE_DIR) : undefined;
  console.log(
    `\n▶ web: Lighthouse (mobile), ${pages.length} routes × ${RUNS} runs, median, build ${dir}${baselineDir ? `, then the same on the baseline ${baselineDir}` : ""}`,
  );

  // The baseline first, then this build, one server at a time: each answers on the port its
  // canonical URLs name, so neither loses SEO points to the bench's own port.
  const baseline = baselineDir
    ? await measureBuild(
        {
          label: "baseline",
          dir: join(baselineDir, ".next"),
          cwd: baselineDir,
          publicDir: join(baselineDir, "public"),
        },
        pages,
        chromePath,
      )
    : undefined;
  const current = await measureBuild({ label: "this build", dir, publicDir: resolve("public") }, pages, chromePath);
  const results = current.results;

  const misses = webMissTable(results);
  const comparison = baseline ? webComparisonTable(baseline.results, results) : "";
  const table = [webTable(results), misses, comparison].filter(Boolean).join("\n\n");
  const missing = results.filter((r) => missedTargets(r).length > 0);
  const indexes = [...current.benchmarkIndexes, ...(baseline?.benchmarkIndexes ?? [])];
  const benchmarkIndex = indexes.length ? Math.round(median(indexes)) : undefined;
  const file = saveResults("web", {
    build: "next",
    distDir: dir,
    targets: WEB_TARGETS,
    speedTargets: SPEED_TARGETS,
    runsPerRoute: RUNS,
    chromeFlags: CHROME_FLAGS,
    benchmarkIndex,
    results,
    ...(baseline ? { baselineDir, baseline: baseline.results } : {}),
  });
  console.log(
    `\n${table}\n\nTargets: 100/100/100/100 (SEO of noindex pages aside), LCP < 1.2 s, TBT < 50 ms, CLS 0. Saved ${file}`,
  );
  if (benchmarkIndex !== undefined) {
    console.log(
      `Host CPU: Lighthouse benchmarkIndex ${benchmarkIndex} (median of the runs; Lighthouse warns below 1000 that its 4× slowdown then models a slower phone than intended).`,
    );
  }
  console.log(
    missing.length
      ? `✗ ${missing.length} of ${results.length} routes miss a target:\n${missing.map((r) => `  ${r.route}: ${missedTargets(r).join(", ")}`).join("\n")}`
      : `✓ every route meets every target`,
  );
  return { ok: results.length > 0, table };
}
