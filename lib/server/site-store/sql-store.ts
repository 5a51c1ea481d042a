import { rememberFormProof } from "../form-proof/used.ts";
import { submitBatch } from "../intake/submit-batch.ts";
import { siteKey } from "../keys/site-key.ts";
import { eraseLeads } from "../leads/erase-leads.ts";
import { confirmSubscription, newsletterLinkState } from "../newsletter/confirm.ts";
import { newsletterMailKey } from "../newsletter/mail-keys.ts";
import { purgeNewsletterRows } from "../newsletter/purge.ts";
import { withdrawByEmail, withdrawByToken } from "../newsletter/withdraw.ts";
import { migrate } from "../schema/migrations.ts";
import { type Db, placeholders } from "../store/db.ts";
import { groupCommit } from "../store/group-commit.ts";
import {
  type JobRow,
  SELECT_JOBS,
  SUBMISSION_COLUMNS,
  type SubmissionRow,
  toOutboxJob,
  toSubmission,
} from "../submissions/rows.ts";
import type { Channel, ClaimedJob, NewSubmission, Store, UnwantedSubmission } from "../submissions/submission-store.ts";
import { keepUnwantedBatch } from "../unwanted/keep.ts";

/** The store logic, written once over the shared SQL of both databases. */
export async function createSqlStore(db: Db): Promise<Store> {
  await migrate(db);

  // SQLite has one writer: one transaction at a time. PostgreSQL writes a few batches in
  // parallel, leaving pool connections to the outbox worker and the health check.
  const submit = groupCommit((batch: NewSubmission[]) => db.transaction((tx) => submitBatch(tx, batch)), {
    maxBatch: 100,
    maxInFlight: db.dialect === "sqlite" ? 1 : 4,
  });
  // A bot's flood of refused forms: many rows per commit too.
  const keepUnwanted = groupCommit(
    (batch: UnwantedSubmission[]) => db.transaction((tx) => keepUnwantedBatch(tx, batch)),
    { maxBatch: 100, maxInFlight: db.dialect === "sqlite" ? 1 : 2 },
  );

  return {
    kind: db.dialect,
    async ping() {
      await db.all("SELECT 1 AS ok");
    },
    async checkWritable() {
      const rollback = new Error("rollback");
      try {
        await db.transaction(async (tx) => {
          await tx.run("INSERT INTO limit_events (key, at) VALUES (?, ?)", ["store-write-check", 0]);
          throw rollback;
        });
      } catch (error) {
        if (error !== rollback) throw error;
      }
    },
    submit,
    keepUnwanted,
    async listSubmissions(filter = {}) {
      const rows = filter.type
        ? await db.all<SubmissionRow>(
            `SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE type = ? ORDER BY created_at, id`,
            [filter.type],
          )
        : await db.all<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM submissions ORDER BY created_at, id`);
      return rows.map(toSubmission);
    },
    async deleteByEmail(email, limitKeys) {
      return db.transaction(async (tx) => {
        const address = email.trim().toLowerCase();
        const ids = (await tx.all<{ id: string }>("SELECT id FROM submissions WHERE email = ?", [address])).map(
          (row) => row.id,
        );
        await eraseLeads(tx, ids);
        const deleted = await tx.run("DELETE FROM submissions WHERE email = ?", [address]);
        const unwanted = await tx.run("DELETE FROM unwanted_submissions WHERE email = ?", [address]);
        // The newsletter's proof of consent goes too (counted: it may outlive its lead).
        const subscription = await tx.run("DELETE FROM newsletter_subscriptions WHERE email = ?", [address]);
        // With the count of its newsletter confirmation e-mails.
        const keys = [...limitKeys, newsletterMailKey(address)];
        await tx.run(`DELETE FROM limit_events WHERE key IN (${placeholders(keys.length)})`, keys);
        return deleted + unwanted + subscription;
      });
    },
    async deleteById(id) {
      return db.transaction(async (tx) => {
        const known = await tx.all<{ id: string; type: string; email: string | null }>(
          "SELECT id, type, email FROM submissions WHERE id = ?",
          [id],
        );
        await eraseLeads(
          tx,
          known.map((row) => row.id),
        );
        // A newsletter lead is its address's only one (stored once per address): its proof of consent goes with it.
        const [lead] = known;
        if (lead?.type === "newsletter") {
          await tx.run("DELETE FROM newsletter_subscriptions WHERE submission_id = ? OR email = ?", [id, lead.email]);
        }
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
        `${SELECT_JOBS} WHERE o.status IN (${placeholders(statuses.length)}) ORDER BY o.created_at, o.id`,
        statuses,
      );
      return rows.map(toOutboxJob);
    },
    async purgeLimitEvents(before) {
      await db.run("DELETE FROM limit_events WHERE at < ?", [before]);
    },
    async newsletterLink(token, now) {
      return newsletterLinkState(db, await siteKey(db, "newsletter-link"), token, now);
    },
    async confirmNewsletter(token, now) {
      const secret = await siteKey(db, "newsletter-link");
      return db.transaction((tx) => confirmSubscription(tx, secret, token, now));
    },
    async withdrawNewsletter(request) {
      if ("token" in request) {
        const secret = await siteKey(db, "newsletter-link");
        return db.transaction((tx) => withdrawByToken(tx, secret, request.token, request.now));
      }
      return db.transaction((tx) => withdrawByEmail(tx, request.email, request.limits, request.now));
    },
    purgeNewsletter: (now) => db.transaction((tx) => purgeNewsletterRows(tx, now)),
    siteKey: (name) => siteKey(db, name),
    rememberFormProof: (signature, expiresAt, now) => rememberFormProof(db, signature, expiresAt, now),
    close: () => db.close(),
  };
}
