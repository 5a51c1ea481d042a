import { NEWSLETTER_LINK_VALIDITY_MS } from "../../config/newsletter.ts";
import { siteKey } from "../keys/site-key.ts";
import { confirmationEmail } from "../newsletter/confirmation-email.ts";
import { confirmationUrl, unsubscribeUrl } from "../newsletter/links.ts";
import type { Db } from "../store/db.ts";
import type { StoredSubmission } from "../submissions/submission-store.ts";
import type { Delivered } from "./delivery-error.ts";
import type { SmtpSender } from "./smtp.ts";

/**
 * The `newsletter-confirm` job: the confirmation e-mail of a newsletter sign-up, to its address, over
 * the outbox's SMTP sender. The subscription is read as the e-mail leaves, for the link of the moment:
 * one erased, confirmed or withdrawn since, or whose link has expired, is done with nothing sent.
 */
export function createNewsletterConfirmationMailer(options: {
  siteUrl: string;
  smtp: SmtpSender;
  db: () => Promise<Db>;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  return {
    async send(lead: StoredSubmission): Promise<Delivered> {
      const db = await options.db();
      const [row] = await db.all<{
        email: string;
        state: string;
        token_nonce: string | null;
        token_issued_at: number | string | null;
      }>("SELECT email, state, token_nonce, token_issued_at FROM newsletter_subscriptions WHERE submission_id = ?", [
        lead.id,
      ]);
      if (row?.state !== "pending" || !row.token_nonce || row.token_issued_at === null) return {};
      const issuedAt = Number(row.token_issued_at);
      const expiresAt = issuedAt + NEWSLETTER_LINK_VALIDITY_MS;
      if (expiresAt <= now()) return {};
      const secret = await siteKey(db, "newsletter-link");
      const mail = confirmationEmail({
        siteUrl: options.siteUrl,
        confirmUrl: confirmationUrl(options.siteUrl, secret, row.token_nonce, issuedAt),
        unsubscribeUrl: unsubscribeUrl(options.siteUrl, secret, row.token_nonce),
        expiresAt,
      });
      return options.smtp.send({ to: row.email, ...mail });
    },
  };
}
