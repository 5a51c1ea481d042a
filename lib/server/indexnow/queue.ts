import { indexNowEligiblePath } from "../../config/indexnow.ts";
import type { Db } from "../store/db.ts";

/**
 * Queues site paths (`/blog/mon-article`) for the next IndexNow round, due at `now`, or at `at`
 * for a change that goes out later (a scheduled article or content publication). A path already
 * waiting is kept once: queued for now, it is due at the earlier time; scheduled, at the new
 * time (the schedule replaces what was there). One already in a round in flight is queued again
 * (it changed since). The back office is left out here, noindex pages when the round is sent (their
 * setting may change meanwhile). Queued whether IndexNow is on or not: the table holds a path once,
 * and nothing leaves while off.
 */
export async function queueIndexNow(
  db: Db,
  paths: readonly string[],
  now: number,
  { at }: { at?: number } = {},
): Promise<number> {
  const eligible = [...new Set(paths.map(normalisePath).filter(indexNowEligiblePath))];
  const due =
    at === undefined
      ? "CASE WHEN excluded.queued_at < indexnow_pending.queued_at THEN excluded.queued_at ELSE indexnow_pending.queued_at END"
      : "excluded.queued_at";
  for (const path of eligible) {
    await db.run(
      `INSERT INTO indexnow_pending (path, queued_at, batch_id) VALUES (?, ?, NULL)
       ON CONFLICT (path) DO UPDATE SET batch_id = NULL, queued_at = ${due}`,
      [path, at ?? now],
    );
  }
  return eligible.length;
}

/** The path without query, fragment or trailing slash (the site's addresses have none). */
function normalisePath(raw: string): string {
  const path = raw.trim().replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** How many addresses wait, due or scheduled. */
export async function pendingIndexNowCount(db: Db): Promise<number> {
  const [row] = await db.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM indexnow_pending");
  return Number(row?.n ?? 0);
}

/** The queue as the desk shows it at `now`: addresses due for the next round, and those scheduled for later. */
export async function indexNowQueueCounts(db: Db, now: number): Promise<{ due: number; scheduled: number }> {
  const [row] = await db.all<{ due: number | string | null; later: number | string | null }>(
    `SELECT SUM(CASE WHEN queued_at <= ? THEN 1 ELSE 0 END) AS due,
            SUM(CASE WHEN queued_at > ? THEN 1 ELSE 0 END) AS later
     FROM indexnow_pending`,
    [now, now],
  );
  return { due: Number(row?.due ?? 0), scheduled: Number(row?.later ?? 0) };
}
