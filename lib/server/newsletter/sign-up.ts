import type { NewsletterSignupStatus } from "../../config/newsletter.ts";
import { type Db, placeholders } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { NewSubmission, NewsletterSignup } from "../submissions/submission-store.ts";
import { NEWSLETTER_SITE_MAIL_KEY, newsletterMailKey } from "./mail-keys.ts";
import { newNonce } from "./token.ts";

/** A newsletter sign-up just accepted: the submission and the id of the address's lead (new or existing). */
export interface SignupItem {
  submission: NewSubmission & { email: string; newsletter: NewsletterSignup };
  leadId: string;
}

/**
 * The site's double opt-in, in the transaction that stores the sign-ups (submit-batch.ts, its keys
 * locked, NEWSLETTER_SITE_MAIL_KEY among them): each address's subscription becomes pending with the
 * moment, page and consent version of this sign-up (the consent text kept once per version), and gets
 * a new single-use link and a `newsletter-confirm` job, within the bounds of e-mails per address and
 * for the site. A confirmed address gets nothing but the mark of interest. In arrival order.
 */
export async function newsletterSignups(tx: Db, items: readonly SignupItem[]): Promise<NewsletterSignupStatus[]> {
  if (items.length === 0) return [];
  const consents = new Map(items.map(({ submission: s }) => [s.newsletter.consentVersion, s]));
  for (const [version, s] of consents) {
    await tx.run(
      "INSERT INTO consent_texts (version, text, first_shown_at) VALUES (?, ?, ?) ON CONFLICT (version) DO NOTHING",
      [version, s.newsletter.consentText, s.now],
    );
  }

  const emails = [...new Set(items.map(({ submission }) => submission.email))];
  const states = new Map<string, string>();
  const rows = await tx.all<{ email: string; state: string }>(
    `SELECT email, state FROM newsletter_subscriptions WHERE email IN (${placeholders(emails.length)})`,
    emails,
  );
  for (const row of rows) states.set(row.email, row.state);

  const keys = [...emails.map(newsletterMailKey), NEWSLETTER_SITE_MAIL_KEY];
  const since = Math.min(
    ...items.map(({ submission: s }) => {
      const { perAddress, perSite } = s.newsletter.mailLimits;
      return s.now - Math.max(perAddress.windowMs, perSite.windowMs);
    }),
  );
  const sent = new Map<string, number[]>();
  const sentOf = (key: string) => {
    const at = sent.get(key) ?? [];
    sent.set(key, at);
    return at;
  };
  const found = await tx.all<{ key: string; at: number | string }>(
    `SELECT key, at FROM limit_events WHERE key IN (${placeholders(keys.length)}) AND at > ?`,
    [...keys, since],
  );
  for (const row of found) sentOf(row.key).push(Number(row.at));

  const statuses: NewsletterSignupStatus[] = [];
  const events: unknown[][] = [];
  const jobs: unknown[][] = [];
  for (const { submission: s, leadId } of items) {
    if (states.get(s.email) === "confirmed") {
      await tx.run("UPDATE newsletter_subscriptions SET last_interest_at = ?, updated_at = ? WHERE email = ?", [
        s.now,
        s.now,
        s.email,
      ]);
      statuses.push("already-confirmed");
      continue;
    }
    const { perAddress, perSite } = s.newsletter.mailLimits;
    const addressKey = newsletterMailKey(s.email);
    const within = (key: string, windowMs: number) => sentOf(key).filter((at) => at > s.now - windowMs).length;
    let nonce: string | null = null;
    if (within(addressKey, perAddress.windowMs) >= perAddress.max) statuses.push("already-sent");
    else if (within(NEWSLETTER_SITE_MAIL_KEY, perSite.windowMs) >= perSite.max) statuses.push("busy");
    else {
      nonce = newNonce();
      for (const key of [addressKey, NEWSLETTER_SITE_MAIL_KEY]) {
        sentOf(key).push(s.now);
        events.push([key, s.now]);
      }
      jobs.push([timeOrderedId(s.now), leadId, "newsletter-confirm", "pending", 0, s.now, s.now, s.now]);
      statuses.push("confirmation-sent");
    }
    // Without a new e-mail, the link already sent stays the good one.
    await tx.run(
      `INSERT INTO newsletter_subscriptions (email, state, submission_id, token_nonce, token_issued_at, signed_up_at,
         confirmed_at, withdrawn_at, page_path, consent_version, last_interest_at, updated_at)
       VALUES (?, 'pending', ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET state = 'pending', submission_id = excluded.submission_id,
         token_nonce = COALESCE(excluded.token_nonce, newsletter_subscriptions.token_nonce),
         token_issued_at = COALESCE(excluded.token_issued_at, newsletter_subscriptions.token_issued_at),
         signed_up_at = excluded.signed_up_at, confirmed_at = NULL, withdrawn_at = NULL,
         page_path = excluded.page_path, consent_version = excluded.consent_version,
         last_interest_at = excluded.last_interest_at, updated_at = excluded.updated_at`,
      [
        s.email,
        leadId,
        nonce,
        nonce ? s.now : null,
        s.now,
        s.pagePath ?? null,
        s.newsletter.consentVersion,
        s.now,
        s.now,
      ],
    );
    states.set(s.email, "pending");
  }
  if (events.length > 0) {
    await tx.run(`INSERT INTO limit_events (key, at) VALUES ${events.map(() => "(?, ?)").join(", ")}`, events.flat());
  }
  if (jobs.length > 0) {
    await tx.run(
      `INSERT INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES ${jobs.map(() => `(${placeholders(8)})`).join(", ")}`,
      jobs.flat(),
    );
  }
  return statuses;
}
