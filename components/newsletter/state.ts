import type { NewsletterConfirmOutcome, NewsletterWithdrawOutcome } from "../../lib/config/newsletter.ts";

/** The confirmation page's form, as `useActionState` holds it. */
export type ConfirmState = { status: "idle" } | { status: "done"; outcome: NewsletterConfirmOutcome };

/**
 * The « Se désinscrire » page's form: done with its outcome, or given back with what was typed and
 * the field's message.
 */
export type UnsubscribeState =
  | { status: "idle" }
  | { status: "done"; outcome: NewsletterWithdrawOutcome }
  | { status: "invalid"; email: string; message: string };

export const CONFIRM_IDLE: ConfirmState = { status: "idle" };
export const UNSUBSCRIBE_IDLE: UnsubscribeState = { status: "idle" };
