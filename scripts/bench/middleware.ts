/**
 * `npm run bench -- middleware`: what the middleware costs the server per request, in CPU time
 * (user + system, from /proc/<pid>/stat), at 10 connections on loopback, median of ROUNDS rounds:
 * - a pre-rendered page (GET /): the page and the middleware (redirect check, headers, its CSP);
 * - a product redirect (GET /crmpro): the middleware's own answer, no page behind it;
 * - a hashed stylesheet (GET /_next/static/…css): outside the middleware's matcher, the floor;
 * - the home page with 20 home texts saved;
 * - the home page on one server without any redirect, then with the SEO desk's 10,000 redirects
 *   saved (and one of them followed), in turns: the verdict compares the two on the same process
 *   (issue 31: "nothing measurable" is a difference within the spread of the rounds without), and
 *   each case's p99 latency at 10 connections (issue 56: the redirect lookup stays O(1)).
 * With BENCH_BASELINE_DIR (another checkout of this project, installed and built), the same cases
 * run there first and the table shows both side by side with the change: issue 21 moved the
 * middleware from the Node.js runtime to the edge runtime, within 10 % of its former cost.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { nextPages } from "../gates/next-build.ts";
import { seedHomeTexts } from "./lib/home-texts.ts";
import { benchDistDir, type ServerProcess, startNext, tempDataDir } from "./lib/next-server.ts";
import {
  BENCH_REDIRECTS,
  clearRedirects,
  FOLLOWED_REDIRECT,
  seedRedirects,
  waitForRedirects,
} from "./lib/redirects.ts";
import { markdownTable, median, percentChange, saveResults } from "./lib/report.ts";

const ROUNDS = Number(process.env.BENCH_MIDDLEWARE_ROUNDS ?? 5);
const CONNECTIONS = 10;
/** Beyond this, the move to the edge runtime made the middleware too costly. */
export const MAX_INCREASE = 0.1;

interface Case {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** What Chromium sends: the server answers a page compressed, as to every browser. */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };

export interface MiddlewareResult {
  build: string;
  case: string;
  cpuMsPerRequest: number;
  /** Each round's CPU per request (every pass's, once merged). */
  cpuMsRounds?: number[];
  requestsPerSecond: number;
  /** The 99th percentile of the requests' latency at CONNECTIONS connections, ms (median of the rounds). */
  p99Ms?: number;
}

/** CPU time of a process (user + system) in ms, from /proc. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

function cases(distDir: string): Case[] {
  const home = nextPages(distDir).find((page) => page.path === "/")?.html ?? "";
  const css = /\/_next\/static\/chunks\/[^"]+\.css/.exec(home)?.[0];
  if (!css) throw new Error(`no stylesheet in the home page of ${distDir}`);
  return [
    { name: "GET / (gzip, as a browser asks: page + middleware)", path: "/", headers: BROWSER_ENCODINGS },
    { name: "GET / uncompressed (page + middleware)", path: "/" },
    { name: "GET /crmpro (middleware's redirect only)", path: "/crmpro" },
    { name: "GET /_next/static CSS (no middleware)", path: css },
  ];
}

async function runCase(server: ServerProcess, build: string, { name, path, headers }: Case): Promise<MiddlewareResult> {
  const options = { url: `${server.url}${path}`, connections: CONNECTIONS, headers: headers ?? {} };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const perRequest: number[] = [];
  const rates: number[] = [];
  const p99s: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = cpuMs(server.child.pid!);
    const r = await autocannon({ ...options, duration: 3 });
    perRequest.push((cpuMs(server.child.pid!) - before) / Math.max(r.requests.total, 1));
    rates.push(r.requests.average);
    p99s.push(r.latency.p99);
  }
  console.log(`  ${build} ${name}: ${median(perRequest).toFixed(3)} ms CPU/request`);
  return {
    build,
    case: name,
    cpuMsPerRequest: median(perRequest),
    cpuMsRounds: perRequest,
    requestsPerSecond: median(rates),
    p99Ms: median(p99s),
  };
}

async function measure(build: string, cwd: string | undefined): Promise<MiddlewareResult[]> {
  const distDir = cwd ? join(cwd, ".next") : benchDistDir();
  const server = await startNext({ DATA_DIR: tempDataDir("middleware"), LOG_LEVEL: "warn" }, undefined, cwd);
  const results: MiddlewareResult[] = [];
  try {
    for (const benchCase of cases(distDir)) results.push(await runCase(server, build, benchCase));
  } finally {
    await server.stop();
  }
  return results;
}

/** This build's home page with the 20 home texts saved: the middleware writes them in. */
async function measureHomeTexts(): Promise<MiddlewareResult[]> {
  const dataDir = tempDataDir("middleware-texts");
  await seedHomeTexts(dataDir);
  const server = await startNext({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  try {
    return [await runCase(server, "this build", { name: "GET / uncompressed, 20 home texts saved", path: "/" })];
  } finally {
    await server.stop();
  }
}

const REDIRECTS_COUNT = BENCH_REDIRECTS.toLocaleString("en");
export const WITHOUT_REDIRECTS = "GET / uncompressed, no redirect saved (same server)";
export const WITH_REDIRECTS = `GET / uncompressed, ${REDIRECTS_COUNT} redirects saved (same server)`;

/**
 * The home page on one server without any redirect and with the SEO desk's 10,000, and
 * one of them followed: saved and deleted in its store while it runs, each waited for until its
 * middleware serves it. The first pass measures without them first, the second with them first.
 */
async function measureRedirects(pass: number): Promise<MiddlewareResult[]> {
  const dataDir = tempDataDir("middleware-redirects");
  const server = await startNext({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const results: MiddlewareResult[] = [];
  const without = () => runCase(server, "this build", { name: WITHOUT_REDIRECTS, path: "/" });
  const withThem = async () => {
    await seedRedirects(dataDir);
    await waitForRedirects(server.url, true);
    results.push(await runCase(server, "this build", { name: WITH_REDIRECTS, path: "/" }));
    results.push(
      await runCase(server, "this build", {
        name: `GET ${FOLLOWED_REDIRECT} (one of ${REDIRECTS_COUNT} redirects)`,
        path: FOLLOWED_REDIRECT,
      }),
    );
    await clearRedirects(dataDir);
    await waitForRedirects(server.url, false);
  };
  try {
    if (pass % 2 === 0) {
      results.push(await without());
      await withThem();
    } else {
      await withThem();
      results.push(await without());
    }
    return results;
  } finally {
    await server.stop();
  }
}

/**
 * What the 10,000 redirects cost a page request on the same server: the change of the median, and
 * whether it is measurable, i.e. the median with them lies outside the range of the rounds without.
 */
export function redirectsCost(results: MiddlewareResult[]): { change: number; measurable: boolean } | undefined {
  const without = results.find((r) => r.build === "this build" && r.case === WITHOUT_REDIRECTS);
  const withThem = results.find((r) => r.build === "this build" && r.case === WITH_REDIRECTS);
  if (!without || !withThem) return undefined;
  const rounds = without.cpuMsRounds?.length ? without.cpuMsRounds : [without.cpuMsPerRequest];
  const change = (withThem.cpuMsPerRequest - without.cpuMsPerRequest) / without.cpuMsPerRequest;
  const measurable = withThem.cpuMsPerRequest > Math.max(...rounds) || withThem.cpuMsPerRequest < Math.min(...rounds);
  return { change, measurable };
}

/** The table: each case's CPU per request in this build (and the baseline, with the change). */
export function middlewareTable(results: MiddlewareResult[]): string {
  const current = results.filter((r) => r.build === "this build");
  const baseline = results.filter((r) => r.build === "baseline");
  const rows = current.map((r) => {
    const before = baseline.find((b) => b.case === r.case);
    return [
      r.case,
      before ? before.cpuMsPerRequest.toFixed(3) : "—",
      r.cpuMsPerRequest.toFixed(3),
      percentChange(before?.cpuMsPerRequest, r.cpuMsPerRequest),
      Math.round(r.requestsPerSecond),
      r.p99Ms === undefined ? "—" : r.p99Ms.toFixed(1),
    ];
  });
  return markdownTable(["case", "baseline CPU ms/request", "CPU ms/request", "change", "req/s", "p99 ms"], rows);
}

/** Whether the page request's cost stayed within MAX_INCREASE of the baseline's (true without a baseline). */
export function withinBudget(results: MiddlewareResult[]): boolean {
  const page = (build: string) => results.find((r) => r.build === build && r.case.startsWith("GET / uncompressed"));
  const before = page("baseline");
  const after = page("this build");
  return !before || !after || after.cpuMsPerRequest <= before.cpuMsPerRequest * (1 + MAX_INCREASE);
}

export async function benchMiddleware(): Promise<{ ok: boolean; table: string }> {
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  const results: MiddlewareResult[] = [];
  // Alternated (baseline, this build, baseline, this build) so that a change of the shared machine's speed hits both.
  for (let pass = 0; pass < 2; pass++) {
    if (baselineDir) results.push(...(await measure("baseline", baselineDir)));
    results.push(...(await measure("this build", undefined)));
    results.push(...(await measureHomeTexts()));
    results.push(...(await measureRedirects(pass)));
  }
  const merged = mergePasses(results);
  const file = saveResults("middleware", { baseline: baselineDir ?? null, results: merged });
  const ok = withinBudget(merged);
  const verdict = baselineDir
    ? `page request: ${ok ? "within" : "ABOVE"} ${MAX_INCREASE * 100} % of the baseline's CPU`
    : "no baseline";
  const redirects = redirectsCost(merged);
  const redirectsVerdict = redirects
    ? `${REDIRECTS_COUNT} redirects: ${(redirects.change * 100).toFixed(1)} % CPU per page request on the same server, ${
        redirects.measurable ? "MEASURABLE (outside the rounds without)" : "within the rounds without"
      }`
    : "";
  return {
    ok: ok && !redirects?.measurable,
    table: `${middlewareTable(merged)}\n\n${verdict}. ${redirectsVerdict}. Saved to ${file}`,
  };
}

/** One result per build and case: the median of the passes. */
export function mergePasses(results: MiddlewareResult[]): MiddlewareResult[] {
  const keys = [...new Set(results.map((r) => `${r.build}\n${r.case}`))];
  return keys.map((key) => {
    const [build, name] = key.split("\n") as [string, string];
    const same = results.filter((r) => r.build === build && r.case === name);
    return {
      build,
      case: name,
      cpuMsPerRequest: median(same.map((r) => r.cpuMsPerRequest)),
      cpuMsRounds: same.flatMap((r) => r.cpuMsRounds ?? []),
      requestsPerSecond: median(same.map((r) => r.requestsPerSecond)),
      ...(same.some((r) => r.p99Ms !== undefined)
        ? { p99Ms: median(same.flatMap((r) => (r.p99Ms === undefined ? [] : [r.p99Ms]))) }
        : {}),
    };
  });
}
