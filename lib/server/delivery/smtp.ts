import nodemailer from "nodemailer";
import { type Delivered, DeliveryError } from "./delivery-error.ts";

/** One message, as the site's e-mails need it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SmtpSender {
  send(mail: OutgoingMail): Promise<Delivered>;
  close(): void;
}

/**
 * The outbox's one SMTP connection (SMTP_URL, a nodemailer connection URL: smtp://user:pass@host:587
 * or smtps://…), shared by the e-mails to the team and to newsletter subscribers, from MAIL_FROM.
 * A 5xx reply is a refusal a retry cannot fix (unknown mailbox, policy); anything else may pass later.
 * Errors keep the code only: never an address.
 */
export function createSmtpSender(options: { smtpUrl: string; from: string }): SmtpSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
        return {};
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        const permanent = typeof responseCode === "number" && responseCode >= 500;
        throw new DeliveryError(`SMTP ${responseCode ?? code ?? "error"}`, { retryable: !permanent });
      }
    },
    close: () => transport.close(),
  };
}
