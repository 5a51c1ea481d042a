import type { ServerConfig } from "../../../lib/server/config.ts";
import { type CheckResult, fail, ok } from "../check.ts";

const CHECK = "Newsletter confirmation";

/**
 * The site's own double opt-in (NEWSLETTER_CONFIRMATION=site, the default) sends each confirmation
 * e-mail through SMTP_URL: without it, every sign-up waits unconfirmed and is purged after 7 days.
 */
export function checkNewsletterConfirmation(config: Pick<ServerConfig, "newsletter" | "mail">): CheckResult {
  if (config.newsletter.confirmation === "brevo")
    return ok(CHECK, "by Brevo (NEWSLETTER_CONFIRMATION=brevo): the site keeps no proof of consent");
  if (!config.mail.smtpUrl)
    return fail(
      CHECK,
      "SMTP_URL unset: the confirmation e-mails wait in the outbox, no sign-up can be confirmed (purged after 7 days)",
      "SMTP_URL=smtp://user:password@smtp.your-host.fr:587",
    );
  return ok(CHECK, `by the site, at most ${config.newsletter.mailsPerHour} confirmation e-mails an hour`);
}
