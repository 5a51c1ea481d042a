import { createHash } from "node:crypto";

/** The limit key counting one address's confirmation e-mails: a hash, never the address (as lib/server/http/limits.ts). */
export function newsletterMailKey(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
  return `newsletter-mail:${digest}`;
}

/** The limit key counting the whole site's confirmation e-mails; also the lock that serialises their count. */
export const NEWSLETTER_SITE_MAIL_KEY = "newsletter-mail:site";
