import { NOT_FOUND_LOG_LIMITS } from "../../config/not-found-log.ts";
import type { NotFoundReport } from "../../config/site-events.ts";
import type { Db } from "../store/db.ts";

/** The SEO desk's log of unknown addresses in the store (issue 31): bounded, purged after 90 days. */

export interface NotFoundEntry {
  path: string;
  hits: number;
  firstSeen: number;
  lastSeen: number;
  referrerHost: string | null;
}

const DAY_MS = 86_400_000;
/** The oldest last request the log keeps at `now`. */
const since = (now: number) => now - NOT_FOUND_LOG_LIMITS.purgeAfterDays * DAY_MS;

/**
 * Adds the reported requests (`known`: whether a path is a page, a file or a redirect after all,
 * then left out), then purges what was not asked for in 90 days and keeps NOT_FOUND_LOG_LIMITS.rows:
 * beyond, the least asked go first and, among those asked as often, the least recently asked (a
 * scanner's thousands of one-off addresses do not push out one that visitors asked for often).
 */
export async function recordNotFound(
  db: Db,
  reports: ReadonlyMap<string, NotFoundReport>,
  now: number,
  known: (path: string) => boolean,
  maxRows: number = NOT_FOUND_LOG_LIMITS.rows,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.lockKeys(["not_found_log"]);
    for (const [path, report] of reports) if (!known(path)) await add(tx, path, report, now);
    await tx.run("DELETE FROM not_found_log WHERE last_seen < ?", [since(now)]);
    const [row] = await tx.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM not_found_log");
    const excess = Number(row?.n ?? 0) - maxRows;
    if (excess > 0)
      await tx.run(
        "DELETE FROM not_found_log WHERE path IN (SELECT path FROM not_found_log ORDER BY hits, last_seen, path LIMIT ?)",
        [excess],
      );
  });
}

async function add(db: Db, path: string, report: NotFoundReport, now: number): Promise<void> {
  await db.run(
    `INSERT INTO not_found_log (path, hits, first_seen, last_seen, referrer_host) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (path) DO UPDATE SET hits = not_found_log.hits + excluded.hits,
         last_seen = CASE WHEN excluded.last_seen > not_found_log.last_seen THEN excluded.last_seen ELSE not_found_log.last_seen END,
         referrer_host = COALESCE(excluded.referrer_host, not_found_log.referrer_host)`,
    [path, report.count, now, now, report.referrer ?? null],
  );
}

interface Row {
  path: string;
  hits: number | string;
  first_seen: number | string;
  last_seen: number | string;
  referrer_host: string | null;
}

const entryOf = (row: Row): NotFoundEntry => ({
  path: row.path,
  hits: Number(row.hits),
  firstSeen: Number(row.first_seen),
  lastSeen: Number(row.last_seen),
  referrerHost: row.referrer_host,
});

const COLUMNS = "path, hits, first_seen, last_seen, referrer_host";
/** Most asked first, then most recently asked (the path settles the rest, for stable pages). */
const MOST_ASKED_FIRST = "ORDER BY hits DESC, last_seen DESC, path";

/** Addresses shown on one page of the desk's screen. */
export const NOT_FOUND_PAGE_SIZE = 50;

export interface NotFoundPage {
  rows: NotFoundEntry[];
  /** The addresses of the log asked for in the last 90 days and not redirected since. */
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The `?page=` of the desk's screen: a whole number from 1 written plainly ("2", not "02", "2.0"
 * or "2abc"); anything else, or the parameter repeated, is page 1.
 */
export function notFoundPageNumber(raw: string | string[] | undefined): number {
  return typeof raw === "string" && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/**
 * One page of the log for the desk's screen, most asked first then most recently asked: what was
 * asked for in the last 90 days, the addresses redirected since left out (a redirect serves them
 * now). A page out of range gives the nearest one there is.
 */
export async function notFoundPage(
  db: Db,
  now: number,
  { page = 1, pageSize = NOT_FOUND_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<NotFoundPage> {
  const where =
    "WHERE last_seen >= ? AND NOT EXISTS (SELECT 1 FROM redirects WHERE redirects.from_path = not_found_log.path)";
  const [count] = await db.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM not_found_log ${where}`, [
    since(now),
  ]);
  const total = Number(count?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db.all<Row>(`SELECT ${COLUMNS} FROM not_found_log ${where} ${MOST_ASKED_FIRST} LIMIT ? OFFSET ?`, [
    since(now),
    pageSize,
    (current - 1) * pageSize,
  ]);
  return { rows: rows.map(entryOf), total, page: current, pageCount };
}
