/**
 * The audience's counters and histograms are kept AUDIENCE_LIMITS.retentionMonths months (the
 * CNIL's 25 months at most), then deleted by the outbox worker's loop (lib/server/runtime.ts,
 * `alongside`): at most once per PURGE_EVERY_MS per process, whatever the loop's pace.
 */
import { AUDIENCE_LIMITS } from "../../config/audience.ts";
import type { Db } from "../store/db.ts";
import { audienceDayOf } from "./tables.ts";

export const PURGE_EVERY_MS = 60 * 60_000;

/** The first Paris day kept at `now`: the same day of the month, retentionMonths months before (the month's last day when it has fewer). */
export function firstDayKept(now: number, months: number = AUDIENCE_LIMITS.retentionMonths): string {
  const [year, month, day] = audienceDayOf(now).split("-").map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) - months;
  const keptYear = Math.floor(monthIndex / 12);
  const keptMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(keptYear, keptMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${keptYear}-${pad(keptMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** Deletes the days before firstDayKept(now) from both tables; resolves with the rows deleted. */
export async function purgeAudience(db: Db, now: number): Promise<number> {
  const before = firstDayKept(now);
  return db.transaction(
    async (tx) =>
      (await tx.run("DELETE FROM audience_views WHERE day < ?", [before])) +
      (await tx.run("DELETE FROM audience_metrics WHERE day < ?", [before])),
  );
}

/** The purge as the worker's loop runs it: once per PURGE_EVERY_MS at most (the first pass purges). */
export function audiencePurger(db: () => Promise<Db>, now: () => number = Date.now): () => Promise<number> {
  let last: number | undefined;
  return async () => {
    const at = now();
    if (last !== undefined && at - last < PURGE_EVERY_MS) return 0;
    last = at;
    return purgeAudience(await db(), at);
  };
}
