/**
 * `npm run bench -- serve`: the serving path before and after issue 57, on the same build in one
 * run. Before: `next start`, what `npm run serve`, the tests and the benches ran (it prints that it
 * "does not work with output: standalone"). After: the build's standalone server through
 * scripts/serve.ts, what they all run now and what the Docker image runs. The two take turns
 * (before, after, after, before… BENCH_SERVE_ROUNDS rounds, default 2) so that a drift of the
 * shared machine's speed hits both, each on SQLite in a fresh folder, logs at `info` to /dev/null.
 * For each server:
 * - start: from the spawn to the first 200 of /health (the store opened and migrated), to within
 *   the 100 ms between two polls;
 * - warnings: the lines of the server's first output that carry Next's `⚠`;
 * - memory: resident set (VmRSS) after the load;
 * - GET /health (the cheapest route handler: one SELECT 1) and GET / (a pre-rendered page, with a
 *   browser's Accept-Encoding), autocannon at 50 connections (as the server part) for
 *   BENCH_DURATION_S s after a 2 s warm-up: req/s, p50, p99, and CPU ms per request (/proc).
 * The verdict fails the part only when the standalone server warns or an answer is not 2xx; the
 * figures are compared, not held to a target.
 */
import { readFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { nextWarnings } from "../serve.ts";
import { type Serving, startNext, tempDataDir } from "./lib/next-server.ts";
import { markdownTable, median, percentChange, saveResults } from "./lib/report.ts";
import { cpuMs } from "./middleware.ts";

const ROUNDS = Number(process.env.BENCH_SERVE_ROUNDS ?? 2);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = 50;

/** The two serving paths, in the order of the table: before, then after. */
export const BEFORE: Serving = "next start";
export const AFTER: Serving = "standalone";
const LABEL: Record<Serving, string> = {
  "next start": "next start (before)",
  standalone: "scripts/serve.ts → standalone server.js (after)",
};

const CASES = [
  { name: "GET /health", path: "/health", headers: {} },
  { name: "GET / (gzip)", path: "/", headers: { "accept-encoding": "gzip, deflate, br, zstd" } },
] as const;

export interface CaseFigures {
  case: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  non2xx: number;
  errors: number;
}

/** One server started, loaded and stopped. */
export interface ServeRun {
  serving: Serving;
  startMs: number;
  warnings: string[];
  rssMb: number;
  cases: CaseFigures[];
}

/** Each path's figures over its rounds: medians, warnings and failed answers added up. */
export interface ServeSummary extends ServeRun {
  rounds: number;
}

/** Resident set of a process, in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

async function measure(serving: Serving): Promise<ServeRun> {
  const dataDir = tempDataDir("serve");
  const server = await startNext({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, undefined, undefined, serving);
  const pid = server.child.pid!;
  const warnings = nextWarnings(server.firstErrorOutput());
  const cases: CaseFigures[] = [];
  try {
    for (const c of CASES) {
      const options = { url: `${server.url}${c.path}`, connections: CONNECTIONS, headers: { ...c.headers } };
      await autocannon({ ...options, duration: WARMUP_S });
      const before = cpuMs(pid);
      const r = await autocannon({ ...options, duration: DURATION_S });
      cases.push({
        case: c.name,
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(r.requests.total, 1),
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    }
    const run = { serving, startMs: Math.round(server.startMs), warnings, rssMb: rssMb(pid), cases };
    console.log(
      `  ${LABEL[serving]}: started in ${run.startMs} ms, ${warnings.length} warning(s), ${run.rssMb} MB; ${cases
        .map((c) => `${c.case} ${c.requestsPerSecond} req/s p99 ${c.p99Ms} ms`)
        .join(", ")}`,
    );
    return run;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The order of the runs: before and after in turns, each starting one round in two. */
export function schedule(rounds: number): Serving[] {
  return Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? [BEFORE, AFTER] : [AFTER, BEFORE])).flat();
}

export function summarize(runs: ServeRun[]): ServeSummary[] {
  return [BEFORE, AFTER].flatMap((serving) => {
    const mine = runs.filter((run) => run.serving === serving);
    if (!mine.length) return [];
    const names = [...new Set(mine.flatMap((run) => run.cases.map((c) => c.case)))];
    return [
      {
        serving,
        rounds: mine.length,
        startMs: median(mine.map((run) => run.startMs)),
        warnings: [...new Set(mine.flatMap((run) => run.warnings))],
        rssMb: median(mine.map((run) => run.rssMb)),
        cases: names.map((name) => {
          const same = mine.flatMap((run) => run.cases.filter((c) => c.case === name));
          return {
            case: name,
            requestsPerSecond: median(same.map((c) => c.requestsPerSecond)),
            p50Ms: median(same.map((c) => c.p50Ms)),
            p99Ms: median(same.map((c) => c.p99Ms)),
            cpuMsPerRequest: median(same.map((c) => c.cpuMsPerRequest)),
            non2xx: same.reduce((sum, c) => sum + c.non2xx, 0),
            errors: same.reduce((sum, c) => sum + c.errors, 0),
          };
        }),
      },
    ];
  });
}

/** One row per figure: before, after and the change. */
export function serveTable(summaries: ServeSummary[]): string {
  const before = summaries.find((s) => s.serving === BEFORE);
  const after = summaries.find((s) => s.serving === AFTER);
  const row = (figure: string, of: (s: ServeSummary) => number | undefined, digits = 0): Array<string | number> => {
    const [b, a] = [before && of(before), after && of(after)];
    const show = (v: number | undefined) => (v === undefined ? "—" : v.toFixed(digits));
    return [figure, show(b), show(a), percentChange(b, a)];
  };
  const caseOf = (s: ServeSummary, name: string) => s.cases.find((c) => c.case === name);
  const rows: Array<Array<string | number>> = [
    row("start to /health 200, ms", (s) => s.startMs),
    row("Next.js ⚠ lines at start", (s) => s.warnings.length),
    row("resident memory after the load, MB", (s) => s.rssMb, 1),
  ];
  for (const { name } of CASES) {
    rows.push(
      row(`${name}: req/s`, (s) => caseOf(s, name)?.requestsPerSecond),
      row(`${name}: p50 ms`, (s) => caseOf(s, name)?.p50Ms),
      row(`${name}: p99 ms`, (s) => caseOf(s, name)?.p99Ms),
      row(`${name}: CPU ms/request`, (s) => caseOf(s, name)?.cpuMsPerRequest, 3),
      row(`${name}: non-2xx/errors`, (s) => {
        const c = caseOf(s, name);
        return c && c.non2xx + c.errors;
      }),
    );
  }
  return markdownTable(["figure", LABEL[BEFORE], LABEL[AFTER], "change"], rows);
}

/** Sound when the standalone server warned of nothing and every answer of both was 2xx. */
export function serveVerdict(summaries: ServeSummary[]): { ok: boolean; problems: string[] } {
  const problems: string[] = [];
  const after = summaries.find((s) => s.serving === AFTER);
  if (!after) problems.push("the standalone server was not measured");
  else if (after.warnings.length) problems.push(`the standalone server warned: ${after.warnings.join(" | ")}`);
  for (const s of summaries)
    for (const c of s.cases)
      if (c.non2xx + c.errors) problems.push(`${LABEL[s.serving]}, ${c.case}: ${c.non2xx + c.errors} non-2xx/errors`);
  return { ok: problems.length === 0, problems };
}

export async function benchServe(): Promise<{ ok: boolean; table: string }> {
  const order = schedule(ROUNDS);
  console.log(
    `\n▶ serve: ${LABEL[BEFORE]} against ${LABEL[AFTER]}, the same build, ${order.length} servers in turns; autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per case`,
  );
  const runs: ServeRun[] = [];
  for (const serving of order) runs.push(await measure(serving));
  const summaries = summarize(runs);
  const verdict = serveVerdict(summaries);
  const file = saveResults("serve", {
    rounds: ROUNDS,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    warmupS: WARMUP_S,
    results: summaries,
    runs,
  });
  const warned = summaries.find((s) => s.serving === BEFORE)?.warnings ?? [];
  const notes = [
    warned.length ? `next start printed: ${warned.join(" | ")}` : "next start printed no warning",
    verdict.ok ? "the standalone server: no warning, every answer 2xx ✓" : `✗ ${verdict.problems.join("; ")}`,
    `Saved ${file}`,
  ];
  return { ok: verdict.ok, table: `${serveTable(summaries)}\n\n${notes.join(". ")}.` };
}
