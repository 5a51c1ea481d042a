import { existsSync, readFileSync } from "node:fs";

/** What `npm test` reads of a Vitest run's JSON report (`--reporter=json`). */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

const read = (file: string): VitestReport | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as VitestReport) : undefined;

/** The run's counts for the closing line; none when it wrote no report. */
export function vitestCounts(file: string): { passed: number; failed: number; skipped: number } {
  const r = read(file);
  if (!r) return { passed: 0, failed: 0, skipped: 0 };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

/**
 * The test files a Vitest run left unfinished: their process ended before it reported them (the
 * JSON report lists their tests as "pending", a skipped test being "skipped"). Vitest only says
 * « Worker exited unexpectedly »; this names the file.
 */
export function cutShortFiles(file: string): string[] {
  return (read(file)?.testResults ?? [])
    .filter((result) => result.assertionResults.some((test) => test.status === "pending"))
    .map((result) => `${result.name} (${result.assertionResults.length} tests)`);
}
