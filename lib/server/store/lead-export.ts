import type { OutboxJob, StoredSubmission } from "./store.ts";

/** One exported lead: the id is the submissionId the function answered. */
export function leadRecord(s: StoredSubmission): Record<string, unknown> {
  return { id: s.id, type: s.type, createdAt: new Date(s.createdAt).toISOString(), ...s.fields };
}

/** JSON Lines: one object per submission. */
export function toJsonLines(submissions: readonly StoredSubmission[]): string {
  return submissions.map((s) => `${JSON.stringify(leadRecord(s))}\n`).join("");
}

export const CSV_COLUMNS = [
  "id",
  "type",
  "createdAt",
  "firstName",
  "lastName",
  "company",
  "email",
  "phone",
  "message",
  "interestedIn",
  "formSource",
] as const;

/**
 * A spreadsheet would run a cell starting with = + - @ as a formula: such cells get a leading
 * apostrophe, except phone numbers like "+33 6 12 34 56 78".
 */
function csvCell(value: unknown, separator: string): string {
  if (value === undefined || value === null) return "";
  let text = Array.isArray(value) ? value.join(" ") : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^\+?[0-9\s\-().]+$/.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV with a header row; lists (interestedIn) are space-separated in one cell. French
 * Excel expects `;` between cells: see toExcelCsv.
 */
export function toCsv(submissions: readonly StoredSubmission[], separator = ","): string {
  const rows = [CSV_COLUMNS.join(separator)];
  for (const s of submissions) {
    const record = leadRecord(s);
    rows.push(CSV_COLUMNS.map((column) => csvCell(record[column], separator)).join(separator));
  }
  return `${rows.join("\r\n")}\r\n`;
}

/** The byte order mark that tells Excel the file is UTF-8 (accents). */
export const CSV_BOM = "\uFEFF";

/** The CSV French Excel opens as is: BOM, then `;`-separated cells. */
export function toExcelCsv(submissions: readonly StoredSubmission[]): string {
  return CSV_BOM + toCsv(submissions, ";");
}

/** The outbox as an operator reads it: what waits, what failed and why. */
export function outboxReport(
  jobs: readonly OutboxJob[],
  waiting: ReadonlyMap<string, string>,
  now = Date.now(),
): string {
  const pending = jobs.filter((job) => job.status === "pending");
  const failed = jobs.filter((job) => job.status === "failed");
  const lines = [`Pending: ${pending.length}    Failed: ${failed.length}`];
  for (const [channel, missing] of waiting) {
    const count = pending.filter((job) => job.channel === channel).length;
    lines.push(`  ${channel}: not configured (${missing}): ${count} job(s) wait until it is set`);
  }
  if (jobs.length > 0) {
    lines.push("", ["status", "channel", "type", "submission", "attempts", "next attempt", "last error"].join("\t"));
    for (const job of [...pending, ...failed]) {
      const next =
        job.status === "pending" ? (job.nextAttemptAt <= now ? "due" : new Date(job.nextAttemptAt).toISOString()) : "-";
      lines.push(
        [job.status, job.channel, job.type, job.submissionId, job.attempts, next, job.lastError ?? "-"].join("\t"),
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
