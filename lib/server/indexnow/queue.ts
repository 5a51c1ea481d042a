import { indexNowEligiblePath } from "../../config/indexnow.ts";
import type { Db } from "../store/db.ts";

/**
 * Queues site paths (`/blog/mon-article`) for the next IndexNow round. A path already waiting is
 * kept once; one already in a round in flight is queued again (it changed since). The back office
 * is left out here, noindex pages when the round is sent (their setting may change meanwhile).
 * Queued whether IndexNow is on or not: the table holds a path once, and nothing leaves while off.
 */
export async function queueIndexNow(db: Db, paths: readonly string[], now: number): Promise<number> {
  const eligible = [...new Set(paths.map(normalisePath).filter(indexNowEligiblePath))];
  for (const path of eligible) {
    await db.run(
      `INSERT INTO indexnow_pending (path, queued_at, batch_id) VALUES (?, ?, NULL)
       ON CONFLICT (path) DO UPDATE SET batch_id = NULL`,
      [path, now],
    );
  }
  return eligible.length;
}

/** The path without query, fragment or trailing slash (the site's addresses have none). */
function normalisePath(raw: string): string {
  const path = raw.trim().replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** How many addresses wait for the next round. */
export async function pendingIndexNowCount(db: Db): Promise<number> {
  const [row] = await db.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM indexnow_pending");
  return Number(row?.n ?? 0);
}
