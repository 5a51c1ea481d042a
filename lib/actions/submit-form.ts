import "server-only";
import { checkFormInput } from "../forms/check-input.ts";
import { isHoneypotFilled } from "../forms/honeypot.ts";
import type { InvokeOutcome } from "../forms/invoke-outcome.ts";
import { isRecord } from "../forms/is-record.ts";
import { leadOriginOf } from "../forms/lead-origin.ts";
import { FIELD_MESSAGES, TOASTS } from "../forms/messages.ts";
import { FUNCTIONS, type FunctionName } from "../server/functions/registry.ts";
import { IDEMPOTENCY_KEY } from "../server/functions/route.ts";
import { timeOrderedId } from "../server/store/time-ordered-id.ts";
import { invokeFunction } from "./functions-client.ts";
import { visitorAddress } from "./visitor.ts";

/** What a form action answers: sent, or the French message (and per-field messages) to show. */
export type ActionOutcome = InvokeOutcome;

export type FormName = "contact" | "demo" | "automation" | "newsletter";

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
 * function with exactly the spec's body, then the outcome in French. A filled honeypot gets what
 * a person would get, and nothing is sent. `options` may carry the lead's origin (its page, the
 * visit's entry): checked on its own (lib/forms/lead-origin.ts), sent to the function in headers
 * when well-formed, left out otherwise.
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

  if (isHoneypotFilled(input)) {
    return { ok: true, data: fn.answer(timeOrderedId(Date.now())) };
  }

  return invokeFunction(action.function, checked.data, {
    fallback: action.failure,
    visitor: await visitorAddress(),
    idempotencyKey: idempotencyKeyOf(options),
    origin: leadOriginOf(options),
  });
}
