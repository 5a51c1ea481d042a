import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

/** One step of `npm test` (lint, unit, build, gates, browser, edge) and how long it took. */
export interface StepTime {
  step: string;
  seconds: number;
  ok: boolean;
}

/** One test file and the time its tests took, in the suite that ran it. */
export interface FileTime {
  suite: string;
  file: string;
  seconds: number;
}

/** What `npm test` writes to test-results/timing.json and prints at its end. */
export interface TimeReport {
  totalSeconds: number;
  steps: StepTime[];
  slowestFiles: FileTime[];
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;
const readJson = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

/** A Vitest JSON report's files, each with the span from its first test's start to its end. */
export function vitestFileTimes(reportFile: string, suite: string, root = process.cwd()): FileTime[] {
  const report = readJson(reportFile) as { testResults?: { name: string; startTime: number; endTime: number }[] };
  return (report?.testResults ?? []).map((result) => ({
    suite,
    file: relative(root, result.name),
    seconds: round((result.endTime - result.startTime) / 1000),
  }));
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { tests: { results: { duration: number }[] }[] }[];
}

/** A Playwright JSON report's spec files, each with the time of all its tests' runs added up. */
export function playwrightFileTimes(reportFile: string, suite: string): FileTime[] {
  const report = readJson(reportFile) as { suites?: PlaywrightSuite[] } | undefined;
  const byFile = new Map<string, number>();
  const walk = (node: PlaywrightSuite, file: string) => {
    for (const spec of node.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) byFile.set(file, (byFile.get(file) ?? 0) + result.duration);
    for (const child of node.suites ?? []) walk(child, file);
  };
  for (const top of report?.suites ?? []) walk(top, top.file ?? "?");
  return [...byFile].map(([file, ms]) => ({ suite, file, seconds: round(ms / 1000) }));
}

/** The report: every step's time, and the `count` slowest files of all suites. */
export function timeReport(steps: StepTime[], files: FileTime[], count = 10): TimeReport {
  return {
    totalSeconds: round(steps.reduce((sum, step) => sum + step.seconds, 0)),
    steps: steps.map((step) => ({ ...step, seconds: round(step.seconds) })),
    slowestFiles: [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count),
  };
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;

/** The report as the lines `npm test` prints before its closing line. */
export function formatTimeReport(report: TimeReport): string {
  const width = Math.max(...report.steps.map((step) => step.step.length), 5);
  return [
    "Time of each step:",
    ...report.steps.map(
      (step) => `  ${step.step.padEnd(width)}  ${minutes(step.seconds).padStart(11)}${step.ok ? "" : "  (failed)"}`,
    ),
    `  ${"total".padEnd(width)}  ${minutes(report.totalSeconds).padStart(11)}`,
    `The ${report.slowestFiles.length} slowest test files (their tests' time added up):`,
    ...report.slowestFiles.map(
      (file) => `  ${file.seconds.toFixed(1).padStart(7)} s  ${file.suite.padEnd(7)}  ${file.file}`,
    ),
  ].join("\n");
}
