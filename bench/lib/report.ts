/** Results of the benchmarks: JSON under bench/results/, and Markdown tables for the terminal. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const RESULTS_DIR = "bench/results";

export function markdownTable(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length), 3));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(headers), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...cells.slice(1).map(line)].join("\n");
}

/** Writes bench/results/<part>.json (the latest run of that part) and returns its path. */
export function saveResults(part: string, data: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${part}.json`);
  writeFileSync(file, `${JSON.stringify({ part, date: new Date().toISOString(), ...data }, null, 2)}\n`);
  return file;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
