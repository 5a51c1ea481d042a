/** Results of the benchmarks: JSON under scripts/bench/results/, and Markdown tables for the terminal. */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";

export const RESULTS_DIR = "scripts/bench/results";

const round2 = (values: number[]) => values.map((v) => Math.round(v * 100) / 100);
/** The load average when the bench started: above 1, other work was sharing the two CPUs. */
const LOAD_AT_START = round2(loadavg());

export function markdownTable(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length), 3));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(headers), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...cells.slice(1).map(line)].join("\n");
}

/**
 * Writes scripts/bench/results/<part>.json (the latest run of that part) and returns its path, with the
 * date, the commit checked out and the load averages (1, 5, 15 min) when the bench started and now.
 */
export function saveResults(part: string, data: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${part}.json`);
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim() || undefined;
  const machine = { loadAverageAtStart: LOAD_AT_START, loadAverageAtEnd: round2(loadavg()) };
  writeFileSync(
    file,
    `${JSON.stringify({ part, date: new Date().toISOString(), commit, machine, ...data }, null, 2)}\n`,
  );
  return file;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `part / whole` with two decimals ("0.47"); "—" when the whole is 0. */
export function ratio(part: number, whole: number): string {
  return whole > 0 ? (part / whole).toFixed(2) : "—";
}

/** "+12.3 %" from `before` to `after` (a true minus sign when it falls); "—" without both. */
export function percentChange(before: number | undefined, after: number | undefined): string {
  if (before === undefined || after === undefined || before === 0) return "—";
  const percent = ((after - before) / before) * 100;
  return `${percent >= 0 ? "+" : "−"}${Math.abs(percent).toFixed(1)} %`;
}

/** A case's durations over `runs` synchronous runs of `work` (given the run's number). */
export interface Timing {
  case: string;
  medianMs: number;
  maxMs: number;
}

export function time(name: string, runs: number, work: (run: number) => void): Timing {
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work(run);
    durations.push(performance.now() - start);
  }
  return { case: name, medianMs: median(durations), maxMs: Math.max(...durations) };
}
