import nodemailer from "nodemailer";
import type { StoredSubmission } from "../store/store.ts";
import { type Delivered, DeliveryError } from "./delivery-error.ts";
import { salesEmail } from "./sales-email.ts";

export interface MailerOptions {
  /** smtp://user:password@host:587 or smtps://… (nodemailer connection URL). */
  smtpUrl: string;
  from: string;
  to: string;
}

/** Sends contact and demo requests to the sales address over SMTP. */
export function createSalesMailer(options: MailerOptions) {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(submission: StoredSubmission): Promise<Delivered> {
      const mail = salesEmail(submission);
      try {
        await transport.sendMail({
          from: options.from,
          to: options.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
        return {};
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        // 5xx replies are permanent refusals (unknown mailbox, policy); everything else may pass later.
        const permanent = typeof responseCode === "number" && responseCode >= 500;
        throw new DeliveryError(`SMTP ${responseCode ?? code ?? "error"}`, { retryable: !permanent });
      }
    },
    close: () => transport.close(),
  };
}
