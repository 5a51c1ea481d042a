import type { VisitEntry } from "../../audience/entry.ts";
import { entryFromJson } from "../../audience/entry.ts";
import { UNWANTED_REASONS, type UnwantedReason } from "../../config/unwanted.ts";
import { calendarDay, parisDayStart } from "../../format/paris-time.ts";
import { parisDayOf } from "../settings/consent-stats.ts";
import type { Db } from "../store/db.ts";
import type { SubmissionType } from "../submissions/submission-store.ts";

/** An unwanted submission as the desk shows it. */
export interface UnwantedEntry {
  id: string;
  type: SubmissionType;
  email: string | null;
  fields: Record<string, unknown>;
  pagePath: string | null;
  entry: VisitEntry | null;
  /** A reason of UNWANTED_REASONS (an older code is shown as it is). */
  reason: string;
  createdAt: number;
}

export interface UnwantedPage {
  rows: UnwantedEntry[];
  total: number;
  page: number;
  pageCount: number;
}

export interface UnwantedRow {
  id: string;
  type: SubmissionType;
  email: string | null;
  fields: string;
  page_path: string | null;
  entry: string | null;
  reason: string;
  created_at: number | string;
}

export const UNWANTED_COLUMNS = "id, type, email, fields, page_path, entry, reason, created_at";

export function toUnwantedEntry(row: UnwantedRow): UnwantedEntry {
  return {
    id: row.id,
    type: row.type,
    email: row.email,
    fields: JSON.parse(row.fields),
    pagePath: row.page_path,
    entry: entryFromJson(row.entry) ?? null,
    reason: row.reason,
    createdAt: Number(row.created_at),
  };
}

export function isUnwantedReason(value: unknown): value is UnwantedReason {
  return typeof value === "string" && Object.hasOwn(UNWANTED_REASONS, value);
}

/** The French label of a reason; an unknown code as it is. */
export function reasonLabel(reason: string): string {
  return isUnwantedReason(reason) ? UNWANTED_REASONS[reason] : reason;
}

/** One page of the unwanted submissions, newest first, of one reason when asked. */
export async function listUnwanted(
  db: Db,
  { reason, page = 1, pageSize = 50 }: { reason?: UnwantedReason | undefined; page?: number; pageSize?: number } = {},
): Promise<UnwantedPage> {
  const where = reason ? " WHERE reason = ?" : "";
  const params = reason ? [reason] : [];
  const [count] = await db.all<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM unwanted_submissions${where}`,
    params,
  );
  const total = Number(count?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const rows = await db.all<UnwantedRow>(
    `SELECT ${UNWANTED_COLUMNS} FROM unwanted_submissions${where}
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [...params, pageSize, (current - 1) * pageSize],
  );
  return { rows: rows.map(toUnwantedEntry), total, page: current, pageCount };
}

/** A Paris day's unwanted submissions: how many, and how many for each reason. */
export interface UnwantedDay {
  /** `YYYY-MM-DD` in Europe/Paris. */
  day: string;
  total: number;
  byReason: Record<string, number>;
}

const DAY_MS = 86_400_000;

/**
 * The unwanted submissions of each of the last `days` Paris days (today included), counted by
 * the database in one query: the days' bounds (summer time included) are computed here and each
 * row falls in the day whose bounds hold it. Newest day first; every day is listed, even at 0.
 */
export async function unwantedPerDay(db: Db, now: number, days = 30): Promise<UnwantedDay[]> {
  const today = calendarDay(parisDayOf(now)) as Date;
  const first = new Date(today.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  const bounds = Array.from({ length: days + 1 }, (_, i) => parisDayStart(first, i));
  const dayIndex = `CASE ${bounds
    .slice(1)
    .map((_, i) => `WHEN created_at < ? THEN ${i}`)
    .join(" ")} END`;
  const rows = await db.all<{ day_index: number | string; reason: string; n: number | string }>(
    `SELECT ${dayIndex} AS day_index, reason, COUNT(*) AS n FROM unwanted_submissions
     WHERE created_at >= ? AND created_at < ? GROUP BY 1, 2`,
    [...bounds.slice(1), bounds[0], bounds[days]],
  );
  const perDay: UnwantedDay[] = Array.from({ length: days }, (_, i) => ({
    day: parisDayOf(bounds[i] as number),
    total: 0,
    byReason: {},
  }));
  for (const row of rows) {
    const entry = perDay[Number(row.day_index)];
    if (!entry) continue;
    const n = Number(row.n);
    entry.total += n;
    entry.byReason[row.reason] = (entry.byReason[row.reason] ?? 0) + n;
  }
  return perDay.reverse();
}
