import {
  NEWSLETTER_LINK_VALIDITY_MS,
  type NewsletterConfirmOutcome,
  type NewsletterLinkState,
} from "../../config/newsletter.ts";
import type { Db } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import { readConfirmToken } from "./token.ts";

interface LinkRow {
  state: string;
  submission_id: string | null;
  token_issued_at: number | string | null;
}

/** A link and the subscription its nonce names, as of `now`. */
async function readLink(
  db: Db,
  secret: string,
  token: string,
  now: number,
): Promise<{ state: NewsletterLinkState; nonce?: string; row?: LinkRow }> {
  const read = readConfirmToken(secret, token);
  if (!read) return { state: "invalid" };
  const [row] = await db.all<LinkRow>(
    "SELECT state, submission_id, token_issued_at FROM newsletter_subscriptions WHERE token_nonce = ?",
    [read.nonce],
  );
  // A confirmed subscription keeps the nonce of its link: used links are told apart from erased ones.
  if (row?.state === "confirmed") return { state: "used" };
  if (now - read.issuedAt > NEWSLETTER_LINK_VALIDITY_MS) return { state: "expired" };
  if (!row || Number(row.token_issued_at) !== read.issuedAt) return { state: "unknown" };
  if (row.state === "withdrawn") return { state: "withdrawn" };
  return { state: "valid", nonce: read.nonce, row };
}

/** What the link would do now, writing nothing: the page a GET shows (mail scanners open links). */
export async function newsletterLinkState(
  db: Db,
  secret: string,
  token: string,
  now: number,
): Promise<NewsletterLinkState> {
  return (await readLink(db, secret, token, now)).state;
}

/**
 * In a transaction: a valid link confirms its subscription (confirmed_at, the mark of interest),
 * once, and queues the `brevo-newsletter` job of its lead; nothing reaches Brevo otherwise.
 */
export async function confirmSubscription(
  tx: Db,
  secret: string,
  token: string,
  now: number,
): Promise<NewsletterConfirmOutcome> {
  const link = await readLink(tx, secret, token, now);
  if (link.state !== "valid" || !link.nonce || !link.row) return link.state === "valid" ? "unknown" : link.state;
  const leadId = link.row.submission_id;
  const lead = leadId ? await tx.all("SELECT id FROM submissions WHERE id = ?", [leadId]) : [];
  if (!leadId || lead.length === 0) return "unknown";
  const changed = await tx.run(
    `UPDATE newsletter_subscriptions SET state = 'confirmed', confirmed_at = ?, last_interest_at = ?, updated_at = ?
     WHERE token_nonce = ? AND state = 'pending'`,
    [now, now, now, link.nonce],
  );
  // Another confirmation of the same link committed first.
  if (changed === 0) return "used";
  await tx.run(
    `INSERT INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (?, ?, 'brevo-newsletter', 'pending', 0, ?, ?, ?)`,
    [timeOrderedId(now), leadId, now, now, now],
  );
  return "confirmed";
}
