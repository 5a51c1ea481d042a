import { NEWSLETTER_LINK_VALIDITY_MS, NEWSLETTER_PROOF_RETENTION_MS } from "../../config/newsletter.ts";
import { eraseLeads } from "../leads/erase-leads.ts";
import { type Db, placeholders } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { NewsletterPurge, Store } from "../submissions/submission-store.ts";

/** Rows handled per kind and pass: the transaction stays short; the next pass takes the rest. */
const PER_PASS = 200;

/** How often the server's loop purges (lib/server/runtime.ts, `alongside`). */
export const NEWSLETTER_PURGE_EVERY_MS = 60 * 60_000;

async function deleteLeads(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await eraseLeads(tx, ids);
  await tx.run(`DELETE FROM submissions WHERE type = 'newsletter' AND id IN (${placeholders(ids.length)})`, ids);
}

async function deleteSubscriptions(tx: Db, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.run(`DELETE FROM newsletter_subscriptions WHERE email IN (${placeholders(emails.length)})`, emails);
}

/**
 * One pass of the newsletter's retention, in a transaction:
 * - a sign-up still pending after the link's validity is deleted, and its lead with it when that lead
 *   never reached Brevo (a lead from before the site's confirmation stays);
 * - a confirmed subscription without a sign of interest for the proof's retention leaves Brevo's list
 *   (a `brevo-newsletter-remove` job) and becomes withdrawn: the site no longer holds the proof;
 * - a withdrawn subscription past the proof's retention is deleted with its lead, once no job of it
 *   is waiting.
 */
export async function purgeNewsletterRows(tx: Db, now: number): Promise<NewsletterPurge> {
  const pending = await tx.all<{ email: string; submission_id: string | null }>(
    `SELECT email, submission_id FROM newsletter_subscriptions
     WHERE state = 'pending' AND signed_up_at < ? ORDER BY signed_up_at LIMIT ${PER_PASS}`,
    [now - NEWSLETTER_LINK_VALIDITY_MS],
  );
  const pendingLeads = pending.flatMap((row) => (row.submission_id ? [row.submission_id] : []));
  const sentToBrevo = new Set(
    pendingLeads.length === 0
      ? []
      : (
          await tx.all<{ submission_id: string }>(
            `SELECT DISTINCT submission_id FROM outbox
             WHERE channel = 'brevo-newsletter' AND submission_id IN (${placeholders(pendingLeads.length)})`,
            pendingLeads,
          )
        ).map((row) => row.submission_id),
  );
  await deleteSubscriptions(
    tx,
    pending.map((row) => row.email),
  );
  await deleteLeads(
    tx,
    pendingLeads.filter((id) => !sentToBrevo.has(id)),
  );

  const cutoff = now - NEWSLETTER_PROOF_RETENTION_MS;
  const lapsed = await tx.all<{ email: string; submission_id: string | null }>(
    `SELECT n.email, s.id AS submission_id FROM newsletter_subscriptions n
     LEFT JOIN submissions s ON s.id = n.submission_id
     WHERE n.state = 'confirmed' AND n.last_interest_at < ? ORDER BY n.last_interest_at LIMIT ${PER_PASS}`,
    [cutoff],
  );
  if (lapsed.length > 0) {
    await tx.run(
      `UPDATE newsletter_subscriptions SET state = 'withdrawn', withdrawn_at = ?, updated_at = ?
       WHERE email IN (${placeholders(lapsed.length)})`,
      [now, now, ...lapsed.map((row) => row.email)],
    );
    const leads = lapsed.flatMap((row) => (row.submission_id ? [row.submission_id] : []));
    for (const id of leads) {
      await tx.run(
        `INSERT INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
         VALUES (?, ?, 'brevo-newsletter-remove', 'pending', 0, ?, ?, ?)`,
        [timeOrderedId(now), id, now, now, now],
      );
    }
  }

  const withdrawn = await tx.all<{ email: string; submission_id: string | null }>(
    `SELECT n.email, n.submission_id FROM newsletter_subscriptions n
     WHERE n.state = 'withdrawn' AND n.last_interest_at < ?
       AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = n.submission_id AND o.status = 'pending')
     ORDER BY n.last_interest_at LIMIT ${PER_PASS}`,
    [cutoff],
  );
  await deleteSubscriptions(
    tx,
    withdrawn.map((row) => row.email),
  );
  await deleteLeads(
    tx,
    withdrawn.flatMap((row) => (row.submission_id ? [row.submission_id] : [])),
  );
  return { expired: pending.length, lapsed: lapsed.length, deleted: withdrawn.length };
}

/** The purge as the server's loop runs it: at most once per NEWSLETTER_PURGE_EVERY_MS per process (the first pass purges). */
export function newsletterPurger(
  store: () => Promise<Pick<Store, "purgeNewsletter">>,
  now: () => number = Date.now,
): () => Promise<NewsletterPurge | undefined> {
  let last: number | undefined;
  return async () => {
    const at = now();
    if (last !== undefined && at - last < NEWSLETTER_PURGE_EVERY_MS) return undefined;
    last = at;
    return (await store()).purgeNewsletter(at);
  };
}
