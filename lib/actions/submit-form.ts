import "server-only";
import { checkFormInput } from "../forms/check-input.ts";
import { formCheckOf } from "../forms/form-checks.ts";
import type { FormName } from "../forms/form-proof.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../forms/honeypot.ts";
import type { InvokeOutcome } from "../forms/invoke-outcome.ts";
import { isRecord } from "../forms/is-record.ts";
import { leadOriginOf } from "../forms/lead-origin.ts";
import { FIELD_MESSAGES, TOASTS } from "../forms/messages.ts";
import { FUNCTIONS, type FunctionName } from "../server/functions/registry.ts";
import { IDEMPOTENCY_KEY } from "../server/functions/route.ts";
import { invokeFunction } from "./functions-client.ts";
import { visitorAddress } from "./visitor.ts";

/** What a form action answers: sent, or the French message (and per-field messages) to show. */
export type ActionOutcome = InvokeOutcome;

interface FormAction {
  /** The function called; its schema (lib/forms) cleans and validates the form here first. */
  function: FunctionName;
  /** What the form shows when the answer carries no message of its own (spec section 8). */
  failure: string;
  /** The message of an address that fails the security check, when not the usual one. */
  unsafeEmail?: string;
}

const FORMS: Record<FormName, FormAction> = {
  contact: { function: "submit-contact", failure: TOASTS.contactFailure.description },
  demo: { function: "submit-demo", failure: TOASTS.demoFailure.description },
  automation: { function: "brevo-automation-contact", failure: TOASTS.automationFailure.description },
  newsletter: {
    function: "newsletter-signup",
    failure: TOASTS.newsletterFailure.description,
    unsafeEmail: FIELD_MESSAGES.newsletterInvalid,
  },
};

function invalid(form: FormName, fields: Record<string, string>): ActionOutcome {
  // The newsletter shows its field's message itself (spec section 5); the dialogs, the validation toast.
  const message = form === "newsletter" ? fields.email : undefined;
  return { ok: false, message: message ?? TOASTS.validationError.description, fields };
}

function idempotencyKeyOf(options: unknown): string | undefined {
  const key = isRecord(options) ? options.idempotencyKey : undefined;
  return typeof key === "string" && IDEMPOTENCY_KEY.test(key.trim()) ? key.trim() : undefined;
}

/**
 * One form's server action: `input` is whatever the browser sent. The same gate as the browser's
 * (security check on the e-mail, cleaning, the generic length check, the shared schema), then the
 * function with exactly the spec's body (the honeypot with it), then the outcome in French. `options`
 * may carry the lead's origin (its page, the visit's entry) and the checks that it was sent by a
 * person (the proof of work, or the plain form's signed time): each checked on its own
 * (lib/forms/lead-origin.ts, form-checks.ts), sent to the function in headers when well-formed, left
 * out otherwise. The function judges them (lib/server/form-checks/verdict.ts).
 */
export async function submitForm(form: FormName, input: unknown, options?: unknown): Promise<ActionOutcome> {
  const action = FORMS[form];
  if (!isRecord(input)) return invalid(form, {});
  const fn = FUNCTIONS[action.function];
  const checked = checkFormInput<Record<string, unknown>>(fn.schema, input);
  if (!checked.ok) {
    const unsafe = { email: action.unsafeEmail ?? FIELD_MESSAGES.emailInvalid };
    return invalid(form, checked.reason === "unsafe-email" ? unsafe : checked.fields);
  }

  // A filled honeypot goes with the body: the function keeps the submission among « Indésirables ».
  const body = isHoneypotFilled(input) ? { ...checked.data, [HONEYPOT_FIELD]: input[HONEYPOT_FIELD] } : checked.data;
  return invokeFunction(action.function, body, {
    fallback: action.failure,
    visitor: await visitorAddress(),
    idempotencyKey: idempotencyKeyOf(options),
    origin: leadOriginOf(options),
    check: formCheckOf(options),
  });
}
