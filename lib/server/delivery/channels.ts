import type { ServerConfig } from "../config.ts";
import type { Db } from "../store/db.ts";
import type { Channel, StoredSubmission } from "../submissions/submission-store.ts";
import { createAnnouncementMailer, createChatAnnouncer } from "./announcers.ts";
import { createBrevoClient } from "./brevo.ts";
import type { Delivered } from "./delivery-error.ts";
import { createSalesMailer } from "./mailer.ts";
import { createNewsletterConfirmationMailer } from "./newsletter-confirmation.ts";
import { createSmtpSender } from "./smtp.ts";

export interface Deliverer {
  /** Channels of one service share its rate limit (both Brevo channels). */
  service: "brevo" | "smtp" | "chat";
  deliver(submission: StoredSubmission): Promise<Delivered>;
}

export interface Channels {
  deliverers: Map<Channel, Deliverer>;
  /** Channels whose jobs wait, with the missing settings (shown by the server log and `leads outbox`). */
  waiting: Map<Channel, string>;
  close(): void;
}

/** Which channels this configuration can deliver; the others' jobs wait in the outbox. */
export function missingSettings(config: Pick<ServerConfig, "brevo" | "mail">): Map<Channel, string> {
  const waiting = new Map<Channel, string>();
  if (!config.brevo.apiKey) {
    waiting.set("brevo-automation", "BREVO_API_KEY");
    waiting.set("brevo-newsletter", "BREVO_API_KEY");
  }
  const removal = [
    !config.brevo.apiKey && "BREVO_API_KEY",
    !config.brevo.newsletterListId && "BREVO_NEWSLETTER_LIST_ID",
  ];
  if (removal.some(Boolean)) waiting.set("brevo-newsletter-remove", removal.filter(Boolean).join(", "));
  // The confirmation e-mail goes to the subscriber: it needs no sales address.
  if (!config.mail.smtpUrl) waiting.set("newsletter-confirm", "SMTP_URL");
  const mail = [!config.mail.smtpUrl && "SMTP_URL", !config.mail.salesEmail && "SALES_EMAIL"].filter(Boolean);
  if (mail.length > 0) {
    waiting.set("sales-email", mail.join(", "));
    waiting.set("announce-email", mail.join(", "));
  }
  return waiting;
}

/**
 * `db`: the store's tables the announcements read when they leave (the lead's owner, the chat's
 * address set in the desk).
 */
export function createChannels(
  config: Pick<ServerConfig, "brevo" | "mail" | "siteUrl" | "chatWebhookUrl" | "webhooks"> &
    Partial<Pick<ServerConfig, "newsletter">>,
  db: () => Promise<Db>,
  fetchImpl?: typeof fetch,
): Channels {
  const waiting = missingSettings(config);
  const deliverers = new Map<Channel, Deliverer>();
  const closers: (() => void)[] = [];
  const { apiKey, ...brevo } = config.brevo;
  if (apiKey) {
    // The site confirmed the address itself: Brevo's own double opt-in would ask again.
    const doiTemplateId = config.newsletter?.confirmation === "brevo" ? brevo.doiTemplateId : undefined;
    const client = createBrevoClient({ apiKey, ...brevo, doiTemplateId, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
    deliverers.set("brevo-automation", { service: "brevo", deliver: client.automationContact });
    deliverers.set("brevo-newsletter", { service: "brevo", deliver: client.newsletterContact });
    if (brevo.newsletterListId)
      deliverers.set("brevo-newsletter-remove", { service: "brevo", deliver: client.newsletterRemoval });
  }
  const { smtpUrl, salesEmail, from } = config.mail;
  if (smtpUrl) {
    // One SMTP connection for every e-mail the outbox sends.
    const smtp = createSmtpSender({ smtpUrl, from });
    closers.push(smtp.close);
    const confirmation = createNewsletterConfirmationMailer({ siteUrl: config.siteUrl, smtp, db });
    deliverers.set("newsletter-confirm", { service: "smtp", deliver: confirmation.send });
    if (salesEmail) {
      const mailer = createSalesMailer({ smtp, to: salesEmail });
      deliverers.set("sales-email", { service: "smtp", deliver: mailer.send });
      const announcer = createAnnouncementMailer({
        config: { siteUrl: config.siteUrl, mail: { salesEmail } },
        smtp,
        db,
      });
      deliverers.set("announce-email", { service: "smtp", deliver: announcer.send });
    }
  }
  const chat = createChatAnnouncer({ config, db, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  deliverers.set("announce-chat", { service: "chat", deliver: chat.send });
  return {
    deliverers,
    waiting,
    close() {
      for (const close of closers) close();
    },
  };
}
