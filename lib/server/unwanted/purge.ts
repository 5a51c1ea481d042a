/**
 * Unwanted submissions are kept UNWANTED_RETENTION_MS (30 days) for the team to check, then
 * deleted by the outbox worker's loop (lib/server/runtime.ts, `alongside`): at most once per
 * PURGE_EVERY_MS per process, whatever the loop's pace.
 */
import { UNWANTED_RETENTION_MS } from "../../config/unwanted.ts";
import type { Db } from "../store/db.ts";

export const PURGE_EVERY_MS = 60 * 60_000;

/** Deletes the unwanted submissions older than the retention at `now`; resolves with how many. */
export function purgeUnwanted(db: Db, now: number): Promise<number> {
  return db.run("DELETE FROM unwanted_submissions WHERE created_at < ?", [now - UNWANTED_RETENTION_MS]);
}

/** The purge as the worker's loop runs it: once per PURGE_EVERY_MS at most (the first pass purges). */
export function unwantedPurger(db: () => Promise<Db>, now: () => number = Date.now): () => Promise<number> {
  let last: number | undefined;
  return async () => {
    const at = now();
    if (last !== undefined && at - last < PURGE_EVERY_MS) return 0;
    last = at;
    return purgeUnwanted(await db(), at);
  };
}
