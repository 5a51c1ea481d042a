import { type Db, placeholders } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { LimitRule } from "../submissions/submission-store.ts";
import { readUnsubscribeToken } from "./token.ts";

/**
 * The consent version recorded for a newsletter lead unsubscribed without a proof of its own (signed
 * up before the site's double opt-in, or through Brevo's): no text is kept under it.
 */
export const UNKNOWN_CONSENT_VERSION = "inconnue";

async function queueRemoval(tx: Db, leadId: string, now: number): Promise<void> {
  // An addition still waiting (Brevo down at the confirmation) would put the address back after its removal.
  await tx.run("DELETE FROM outbox WHERE submission_id = ? AND channel = 'brevo-newsletter' AND status = 'pending'", [
    leadId,
  ]);
  await tx.run(
    `INSERT INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (?, ?, 'brevo-newsletter-remove', 'pending', 0, ?, ?, ?)`,
    [timeOrderedId(now), leadId, now, now, now],
  );
}

/**
 * Whether the lead's address may be on Brevo's list: confirmed, or handed to Brevo before (a
 * sign-up from before the site's confirmation, signed up again since and not confirmed yet).
 */
async function mayBeOnList(tx: Db, leadId: string, state: string): Promise<boolean> {
  const lead = await tx.all("SELECT id FROM submissions WHERE id = ?", [leadId]);
  if (lead.length === 0) return false;
  if (state === "confirmed") return true;
  const added = await tx.all("SELECT id FROM outbox WHERE submission_id = ? AND channel = 'brevo-newsletter'", [
    leadId,
  ]);
  return added.length > 0;
}

/**
 * Records the withdrawal of `email` (lower case): its subscription becomes withdrawn, and an address
 * that may be on Brevo's list (mayBeOnList, or a newsletter lead without a subscription: from before
 * the site's confirmation, or from Brevo's) gets a `brevo-newsletter-remove` job. An address the site does not know changes nothing.
 */
export async function withdrawAddress(tx: Db, email: string, now: number): Promise<void> {
  const [row] = await tx.all<{ state: string; submission_id: string | null }>(
    "SELECT state, submission_id FROM newsletter_subscriptions WHERE email = ?",
    [email],
  );
  if (row) {
    if (row.state === "withdrawn") return;
    await tx.run(
      "UPDATE newsletter_subscriptions SET state = 'withdrawn', withdrawn_at = ?, updated_at = ? WHERE email = ?",
      [now, now, email],
    );
    if (row.submission_id && (await mayBeOnList(tx, row.submission_id, row.state)))
      await queueRemoval(tx, row.submission_id, now);
    return;
  }
  const [lead] = await tx.all<{ id: string; created_at: number | string }>(
    "SELECT id, created_at FROM submissions WHERE type = 'newsletter' AND email = ? ORDER BY created_at LIMIT 1",
    [email],
  );
  if (!lead) return;
  await tx.run(
    `INSERT INTO newsletter_subscriptions (email, state, submission_id, token_nonce, token_issued_at, signed_up_at,
       confirmed_at, withdrawn_at, page_path, consent_version, last_interest_at, updated_at)
     VALUES (?, 'withdrawn', ?, NULL, NULL, ?, NULL, ?, NULL, ?, ?, ?)`,
    [email, lead.id, Number(lead.created_at), now, UNKNOWN_CONSENT_VERSION, Number(lead.created_at), now],
  );
  await queueRemoval(tx, lead.id, now);
}

/** The e-mail's link: the subscription its nonce names is withdrawn; a good link is "withdrawn" whatever it finds. */
export async function withdrawByToken(
  tx: Db,
  secret: string,
  token: string,
  now: number,
): Promise<"withdrawn" | "invalid"> {
  const nonce = readUnsubscribeToken(secret, token);
  if (!nonce) return "invalid";
  const [row] = await tx.all<{ email: string }>("SELECT email FROM newsletter_subscriptions WHERE token_nonce = ?", [
    nonce,
  ]);
  if (row) await withdrawAddress(tx, row.email, now);
  return "withdrawn";
}

/**
 * The page's address form: bounded by `limits` (recorded like a submission's), then the same
 * answer whatever the address.
 */
export async function withdrawByEmail(
  tx: Db,
  email: string,
  limits: readonly LimitRule[],
  now: number,
): Promise<"requested" | "limited"> {
  if (limits.length > 0) {
    await tx.lockKeys(limits.map((rule) => rule.key));
    for (const rule of limits) {
      const [count] = await tx.all<{ n: number | string }>(
        "SELECT COUNT(*) AS n FROM limit_events WHERE key = ? AND at > ?",
        [rule.key, now - rule.windowMs],
      );
      if (Number(count?.n ?? 0) >= rule.max) return "limited";
    }
    await tx.run(
      `INSERT INTO limit_events (key, at) VALUES ${limits.map(() => `(${placeholders(2)})`).join(", ")}`,
      limits.flatMap((rule) => [rule.key, now]),
    );
  }
  await withdrawAddress(tx, email.trim().toLowerCase(), now);
  return "requested";
}
