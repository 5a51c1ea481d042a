import type { CheckResult, Status } from "./check.ts";

const LABEL: Record<Status, string> = { ok: "ok", warn: "warn", fail: "FAIL" };
const HEADINGS = ["Check", "Status", "Found", "How to fix"] as const;
/** Widest column text before it wraps (the check and the status never wrap). */
const WRAP = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 46, 46];

/** Words of `text` on lines of at most `width` characters (a longer word keeps its own line). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The plain-text table of the results: one row per check, long cells wrapped on several lines. */
export function renderTable(results: readonly CheckResult[]): string {
  const rows = results.map((r) =>
    [r.check, LABEL[r.status], r.detail, r.fix].map((cell, column) => wrap(cell, WRAP[column]!)),
  );
  const widths = HEADINGS.map((heading, column) =>
    Math.max(heading.length, ...rows.flatMap((row) => row[column]!.map((line) => line.length))),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  const lines = [format(HEADINGS), format(widths.map((width) => "-".repeat(width)))];
  for (const row of rows) {
    const height = Math.max(...row.map((cell) => cell.length));
    for (let i = 0; i < height; i++) lines.push(format(row.map((cell) => cell[i] ?? "")));
  }
  return `${lines.join("\n")}\n`;
}

/** The last line: counts, and whether the site may go live. */
export function summary(results: readonly CheckResult[]): string {
  const count = (status: Status) => results.filter((r) => r.status === status).length;
  const failures = count("fail");
  const verdict =
    failures > 0 ? "Not ready to go live: fix the FAIL rows, then run npm run doctor again." : "Ready to go live.";
  return `${results.length} checks: ${count("ok")} ok, ${count("warn")} warning(s), ${failures} failure(s). ${verdict}\n`;
}
