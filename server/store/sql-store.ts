import { randomUUID } from "node:crypto";
import type { Db } from "./db.ts";
import { migrate } from "./migrations.ts";
import type {
  Channel,
  ClaimedJob,
  JobStatus,
  NewSubmission,
  OutboxJob,
  Store,
  StoredSubmission,
  SubmissionType,
  SubmitOutcome,
} from "./store.ts";

interface SubmissionRow {
  id: string;
  type: SubmissionType;
  created_at: number;
  fields: string;
}

interface JobRow {
  id: string;
  submission_id: string;
  type: SubmissionType;
  channel: Channel;
  status: JobStatus;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

function toSubmission(row: SubmissionRow): StoredSubmission {
  return { id: row.id, type: row.type, createdAt: Number(row.created_at), fields: JSON.parse(row.fields) };
}

/**
 * SQLite group commit: the submissions that arrive while a commit is being written go
 * together into the next transaction, each in its own savepoint, so one fsync acknowledges
 * them all. Nobody is answered before the commit that holds their row.
 */
function groupCommit<I, O>(db: Db, work: (tx: Db, input: I) => Promise<O>): (input: I) => Promise<O> {
  let queue: { input: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  async function flush() {
    const batch = queue;
    queue = [];
    scheduled = false;
    const results: ({ ok: true; value: O } | { ok: false; error: unknown })[] = [];
    try {
      await db.transaction(async (tx) => {
        for (const item of batch) {
          await tx.run("SAVEPOINT submission");
          try {
            results.push({ ok: true, value: await work(tx, item.input) });
          } catch (error) {
            await tx.run("ROLLBACK TO submission");
            results.push({ ok: false, error });
          }
          await tx.run("RELEASE submission");
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const result = results[i]!;
      if (result.ok) item.resolve(result.value);
      else item.reject(result.error);
    });
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
}

/** The store logic, written once over the shared SQL of both databases. */
export async function createSqlStore(db: Db): Promise<Store> {
  await migrate(db);

  /** The body of one submission's transaction. */
  async function submitIn(tx: Db, s: NewSubmission): Promise<SubmitOutcome> {
    const keys = s.limits.map((rule) => rule.key);
    if (s.idempotencyKey) keys.push(`idempotency:${s.type}:${s.idempotencyKey}`);
    if (s.oncePerEmail && s.email) keys.push(`once:${s.type}:${s.email}`);
    await tx.lockKeys(keys);

    if (s.idempotencyKey) {
      const [row] = await tx.all<{ id: string }>("SELECT id FROM submissions WHERE type = ? AND idempotency_key = ?", [
        s.type,
        s.idempotencyKey,
      ]);
      if (row) return { kind: "replayed", id: row.id };
    }
    if (s.limits.length > 0) {
      // One query for every rule, one insert for every event: fewer round trips on PostgreSQL.
      const counts = await tx.all<{ key: string; n: number }>(
        `SELECT key, COUNT(*) AS n FROM limit_events WHERE ${s.limits.map(() => "(key = ? AND at > ?)").join(" OR ")}
         GROUP BY key`,
        s.limits.flatMap((rule) => [rule.key, s.now - rule.windowMs]),
      );
      const count = new Map(counts.map((row) => [row.key, Number(row.n)]));
      if (s.limits.some((rule) => (count.get(rule.key) ?? 0) >= rule.max)) return { kind: "limited" };
      await tx.run(
        `INSERT INTO limit_events (key, at) VALUES ${s.limits.map(() => "(?, ?)").join(", ")}`,
        s.limits.flatMap((rule) => [rule.key, s.now]),
      );
    }
    if (s.oncePerEmail && s.email) {
      const [row] = await tx.all<{ id: string }>("SELECT id FROM submissions WHERE type = ? AND email = ?", [
        s.type,
        s.email,
      ]);
      if (row) return { kind: "existing", id: row.id };
    }
    await tx.run(
      "INSERT INTO submissions (id, type, email, fields, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      [s.id, s.type, s.email, JSON.stringify(s.fields), s.idempotencyKey, s.now],
    );
    for (const channel of s.channels) {
      await tx.run(
        `INSERT INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
           VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)`,
        [randomUUID(), s.id, channel, s.now, s.now, s.now],
      );
    }
    return { kind: "stored", id: s.id };
  }

  const submit =
    db.dialect === "sqlite" ? groupCommit(db, submitIn) : (s: NewSubmission) => db.transaction((tx) => submitIn(tx, s));

  return {
    kind: db.dialect,
    async ping() {
      await db.all("SELECT 1 AS ok");
    },
    submit,
    async listSubmissions(filter = {}) {
      const rows = filter.type
        ? await db.all<SubmissionRow>(
            "SELECT id, type, created_at, fields FROM submissions WHERE type = ? ORDER BY created_at, id",
            [filter.type],
          )
        : await db.all<SubmissionRow>("SELECT id, type, created_at, fields FROM submissions ORDER BY created_at, id");
      return rows.map(toSubmission);
    },
    async deleteByEmail(email, limitKeys) {
      return db.transaction(async (tx) => {
        const address = email.trim().toLowerCase();
        await tx.run("DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE email = ?)", [
          address,
        ]);
        const deleted = await tx.run("DELETE FROM submissions WHERE email = ?", [address]);
        if (limitKeys.length > 0) {
          await tx.run(`DELETE FROM limit_events WHERE key IN (${placeholders(limitKeys.length)})`, limitKeys);
        }
        return deleted;
      });
    },
    async deleteById(id) {
      return db.transaction(async (tx) => {
        await tx.run("DELETE FROM outbox WHERE submission_id = ?", [id]);
        return tx.run("DELETE FROM submissions WHERE id = ?", [id]);
      });
    },
    async claimJobs({ workerId, channels, now, lockMs, limit }) {
      if (channels.length === 0 || limit <= 0) return [];
      return db.transaction(async (tx) => {
        const skipLocked = db.dialect === "postgres" ? " FOR UPDATE SKIP LOCKED" : "";
        const due = await tx.all<{ id: string }>(
          `SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
             AND channel IN (${placeholders(channels.length)})
           ORDER BY next_attempt_at, id LIMIT ?${skipLocked}`,
          [now, now, ...channels, limit],
        );
        if (due.length === 0) return [];
        const ids = due.map((row) => row.id);
        await tx.run(
          `UPDATE outbox SET locked_by = ?, locked_until = ?, attempts = attempts + 1, updated_at = ?
           WHERE id IN (${placeholders(ids.length)})`,
          [workerId, now + lockMs, now, ...ids],
        );
        const rows = await tx.all<SubmissionRow & { job_id: string; channel: Channel; attempts: number }>(
          `SELECT o.id AS job_id, o.channel, o.attempts, s.id, s.type, s.created_at, s.fields
           FROM outbox o JOIN submissions s ON s.id = o.submission_id
           WHERE o.id IN (${placeholders(ids.length)}) ORDER BY o.next_attempt_at, o.id`,
          ids,
        );
        return rows.map(
          (row): ClaimedJob => ({
            id: row.job_id,
            channel: row.channel,
            attempts: Number(row.attempts),
            submission: toSubmission(row),
          }),
        );
      });
    },
    async completeJob(jobId, workerId, now) {
      const changed = await db.run(
        `UPDATE outbox SET status = 'done', locked_by = NULL, locked_until = NULL, last_error = NULL, updated_at = ?
         WHERE id = ? AND locked_by = ? AND status = 'pending'`,
        [now, jobId, workerId],
      );
      return changed > 0;
    },
    async rescheduleJob(jobId, workerId, { now, nextAttemptAt, error, failed }) {
      const changed = await db.run(
        `UPDATE outbox SET status = ?, next_attempt_at = ?, last_error = ?, locked_by = NULL, locked_until = NULL,
           updated_at = ?
         WHERE id = ? AND locked_by = ? AND status = 'pending'`,
        [failed ? "failed" : "pending", nextAttemptAt, error.slice(0, 500), now, jobId, workerId],
      );
      return changed > 0;
    },
    async listJobs(statuses) {
      if (statuses.length === 0) return [];
      const rows = await db.all<JobRow>(
        `SELECT o.id, o.submission_id, s.type, o.channel, o.status, o.attempts, o.next_attempt_at, o.locked_until,
           o.last_error, o.created_at, o.updated_at
         FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE o.status IN (${placeholders(statuses.length)}) ORDER BY o.created_at, o.id`,
        statuses,
      );
      return rows.map(
        (row): OutboxJob => ({
          id: row.id,
          submissionId: row.submission_id,
          type: row.type,
          channel: row.channel,
          status: row.status,
          attempts: Number(row.attempts),
          nextAttemptAt: Number(row.next_attempt_at),
          lockedUntil: row.locked_until === null ? null : Number(row.locked_until),
          lastError: row.last_error,
          createdAt: Number(row.created_at),
          updatedAt: Number(row.updated_at),
        }),
      );
    },
    async purgeLimitEvents(before) {
      await db.run("DELETE FROM limit_events WHERE at < ?", [before]);
    },
    close: () => db.close(),
  };
}
