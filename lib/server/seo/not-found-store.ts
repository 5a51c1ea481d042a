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

/**
 * Adds the reported requests (`known`: whether a path is a page, a file or a redirect after all,
 * then left out), then purges what was not asked for in 90 days and keeps the most recently asked
 * NOT_FOUND_LOG_LIMITS.rows.
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
    await tx.run("DELETE FROM not_found_log WHERE last_seen < ?", [now - NOT_FOUND_LOG_LIMITS.purgeAfterDays * DAY_MS]);
    const [row] = await tx.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM not_found_log");
    const excess = Number(row?.n ?? 0) - maxRows;
    if (excess > 0)
      await tx.run(
        "DELETE FROM not_found_log WHERE path IN (SELECT path FROM not_found_log ORDER BY last_seen, hits LIMIT ?)",
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

/** The log (what was asked for in the last 90 days), most asked first. */
export async function listNotFound(db: Db, now: number): Promise<NotFoundEntry[]> {
  const rows = await db.all<{
    path: string;
    hits: number | string;
    first_seen: number | string;
    last_seen: number | string;
    referrer_host: string | null;
  }>(
    "SELECT path, hits, first_seen, last_seen, referrer_host FROM not_found_log WHERE last_seen >= ? ORDER BY hits DESC, last_seen DESC, path",
    [now - NOT_FOUND_LOG_LIMITS.purgeAfterDays * DAY_MS],
  );
  return rows.map((row) => ({
    path: row.path,
    hits: Number(row.hits),
    firstSeen: Number(row.first_seen),
    lastSeen: Number(row.last_seen),
    referrerHost: row.referrer_host,
  }));
}
