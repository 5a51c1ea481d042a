import type { StoredSubmission } from "../submissions/submission-store.ts";
import type { Delivered } from "./delivery-error.ts";
import { salesEmail } from "./sales-email.ts";
import type { SmtpSender } from "./smtp.ts";

/** Sends contact and demo requests to the sales address (SALES_EMAIL), over the outbox's SMTP sender. */
export function createSalesMailer(options: { smtp: SmtpSender; to: string }) {
  return {
    send(submission: StoredSubmission): Promise<Delivered> {
      const mail = salesEmail(submission);
      return options.smtp.send({
        to: options.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
  };
}
