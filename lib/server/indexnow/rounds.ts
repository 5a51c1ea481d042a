import { INDEXNOW_LIMITS, type IndexNowOutcome } from "../../config/indexnow.ts";
import { type Db, placeholders } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";

/** A round claimed by one dispatcher: the paths it sends, leased until `lockedUntil`. */
export interface ClaimedRound {
  batchId: string;
  paths: string[];
  /** Failed rounds in a row before this one (the backoff's exponent). */
  failures: number;
}

/**
 * Claims the next round: when the previous one's lease is over and its backoff elapsed, the oldest
 * waiting paths (those of a round whose dispatcher died included), at most the protocol's bound,
 * marked with a new batch id and leased to `workerId` until now + lockMs. In one transaction under
 * the queue's lock, so two instances never send the same round.
 */
export async function claimIndexNowRound(
  db: Db,
  options: { workerId: string; now: number; lockMs: number; limit?: number },
): Promise<ClaimedRound | undefined> {
  const { workerId, now, lockMs } = options;
  const limit = options.limit ?? INDEXNOW_LIMITS.urlsPerSubmission;
  // Most passes find nothing waiting: one read, no write transaction for nothing.
  const any = await db.all<{ path: string }>("SELECT path FROM indexnow_pending WHERE queued_at <= ? LIMIT 1", [now]);
  if (any.length === 0) return undefined;
  return db.transaction(async (tx) => {
    await tx.lockKeys(["indexnow-queue"]);
    const [state] = await tx.all<{
      locked_until: number | string;
      failures: number | string;
      next_attempt_at: number | string;
    }>("SELECT locked_until, failures, next_attempt_at FROM indexnow_state WHERE id = 'queue'");
    if (!state || Number(state.locked_until) > now || Number(state.next_attempt_at) > now) return undefined;
    // A path scheduled for later (an article going out at a set time) waits for that time.
    const rows = await tx.all<{ path: string }>(
      "SELECT path FROM indexnow_pending WHERE queued_at <= ? ORDER BY queued_at, path LIMIT ?",
      [now, limit],
    );
    if (rows.length === 0) return undefined;
    const batchId = timeOrderedId(now);
    const paths = rows.map((row) => row.path);
    await tx.run("UPDATE indexnow_pending SET batch_id = NULL WHERE batch_id IS NOT NULL");
    for (let i = 0; i < paths.length; i += 500) {
      const slice = paths.slice(i, i + 500);
      await tx.run(`UPDATE indexnow_pending SET batch_id = ? WHERE path IN (${placeholders(slice.length)})`, [
        batchId,
        ...slice,
      ]);
    }
    await tx.run("UPDATE indexnow_state SET locked_by = ?, locked_until = ? WHERE id = 'queue'", [
      workerId,
      now + lockMs,
    ]);
    return { batchId, paths, failures: Number(state.failures) };
  });
}

/** One submission as the desk lists it. */
export interface IndexNowSubmission {
  id: string;
  sentAt: number;
  urlCount: number;
  /** The endpoint's HTTP status; null for a network error. */
  statusCode: number | null;
  error: string | null;
  outcome: IndexNowOutcome;
  urls: string[];
}

/**
 * Settles a round after its POST: recorded among the submissions (the last 100 kept) and the
 * lease released. `drop`: its paths leave the queue (sent, or refused for good); otherwise they stay
 * for the next round, due at `nextAttemptAt`. Paths queued again meanwhile stay either way.
 */
export async function settleIndexNowRound(
  db: Db,
  round: ClaimedRound,
  result: {
    workerId: string;
    now: number;
    statusCode: number | null;
    error: string | null;
    outcome: IndexNowOutcome;
    urls: string[];
    drop: boolean;
    nextAttemptAt: number;
    /** False when nothing was asked of the endpoint (every path noindex, or the server stopping). */
    record: boolean;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.lockKeys(["indexnow-queue"]);
    if (result.drop) await tx.run("DELETE FROM indexnow_pending WHERE batch_id = ?", [round.batchId]);
    else await tx.run("UPDATE indexnow_pending SET batch_id = NULL WHERE batch_id = ?", [round.batchId]);
    const failed = result.record && (result.outcome === "retry" || result.outcome === "key-refused");
    await tx.run(
      `UPDATE indexnow_state SET locked_by = NULL, locked_until = 0, failures = ?, next_attempt_at = ?
       WHERE id = 'queue' AND locked_by = ?`,
      [failed ? round.failures + 1 : 0, result.nextAttemptAt, result.workerId],
    );
    if (!result.record) return;
    await tx.run(
      `INSERT INTO indexnow_submissions (id, sent_at, url_count, status_code, error, outcome, urls)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        round.batchId,
        result.now,
        result.urls.length,
        result.statusCode,
        result.error,
        result.outcome,
        JSON.stringify(result.urls),
      ],
    );
    await tx.run(
      `DELETE FROM indexnow_submissions WHERE id NOT IN (
         SELECT id FROM (SELECT id FROM indexnow_submissions ORDER BY sent_at DESC, id DESC LIMIT ?) AS kept
       )`,
      [INDEXNOW_LIMITS.submissionsKept],
    );
  });
}

/** The last submissions, newest first. */
export async function listIndexNowSubmissions(db: Db): Promise<IndexNowSubmission[]> {
  const rows = await db.all<{
    id: string;
    sent_at: number | string;
    url_count: number | string;
    status_code: number | string | null;
    error: string | null;
    outcome: IndexNowOutcome;
    urls: string;
  }>(
    "SELECT id, sent_at, url_count, status_code, error, outcome, urls FROM indexnow_submissions ORDER BY sent_at DESC, id DESC LIMIT ?",
    [INDEXNOW_LIMITS.submissionsKept],
  );
  return rows.map((row) => ({
    id: row.id,
    sentAt: Number(row.sent_at),
    urlCount: Number(row.url_count),
    statusCode: row.status_code === null ? null : Number(row.status_code),
    error: row.error,
    outcome: row.outcome,
    urls: JSON.parse(row.urls) as string[],
  }));
}
