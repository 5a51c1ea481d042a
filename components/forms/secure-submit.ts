import type { z } from "zod/mini";
import { checkFormInput } from "../../lib/forms/check-input.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import type { InvokeOutcome } from "../../lib/forms/invoke-outcome.ts";
import type { FormKey } from "./definitions.ts";
import { logSecurityEvent } from "./security-log.ts";
import { isThrottled, recordSubmission } from "./throttle.ts";

/** What the server action answered, as a form needs it. */
export type SendOutcome = InvokeOutcome;

export type Sender = (body: Record<string, unknown>) => Promise<SendOutcome>;

export type SubmitResult =
  | { status: "throttled" }
  | { status: "invalid" }
  | { status: "sent"; data: unknown }
  | { status: "failed"; message: string; fields: Record<string, string> };

/**
 * The last gate before a form leaves the browser (spec section 5): the throttle, the
 * e-mail security check, cleaning, then validation again; only then the call. The
 * throttle starts once a submission has been accepted, so a failed call can be retried.
 */
export async function secureSubmit<T extends object>(
  formKey: FormKey,
  schema: z.ZodMiniType<T>,
  values: Record<string, unknown>,
  honeypot: string,
  send: Sender,
): Promise<SubmitResult> {
  logSecurityEvent("attempt", formKey);
  if (isThrottled(formKey)) {
    logSecurityEvent("failure", formKey, "throttled");
    return { status: "throttled" };
  }
  const checked = checkFormInput(schema, values);
  if (!checked.ok) {
    logSecurityEvent("failure", formKey, checked.reason);
    return { status: "invalid" };
  }
  const outcome = await send({ ...checked.data, [HONEYPOT_FIELD]: honeypot });
  if (!outcome.ok) {
    logSecurityEvent("failure", formKey, "rejected");
    return { status: "failed", message: outcome.message, fields: outcome.fields };
  }
  recordSubmission(formKey);
  logSecurityEvent("success", formKey);
  return { status: "sent", data: outcome.data };
}
