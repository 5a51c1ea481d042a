import "server-only";
import type { z } from "zod/mini";
import { checkFormInput } from "../forms/check-input.ts";
import { isHoneypotFilled } from "../forms/honeypot.ts";
import type { InvokeOutcome } from "../forms/invoke-outcome.ts";
import { isRecord } from "../forms/is-record.ts";
import { FIELD_MESSAGES, TOASTS } from "../forms/messages.ts";
import { automationSchema, contactSchema, demoSchema, newsletterSchema } from "../forms/schemas.ts";
import { FUNCTIONS } from "../server/functions/registry.ts";
import { IDEMPOTENCY_KEY } from "../server/functions/route.ts";
import { timeOrderedId } from "../server/store/time-ordered-id.ts";
import { type FunctionName, invokeFunction } from "./functions-client.ts";
import { visitorAddress } from "./visitor.ts";

/** What a form action answers: sent, or the French message (and per-field messages) to show. */
export type ActionOutcome = InvokeOutcome;

export type FormName = "contact" | "demo" | "automation" | "newsletter";

interface FormAction {
  function: FunctionName;
  /** The shared schema: cleaning, validation, and exactly the body of spec section 7. */
  schema: z.ZodMiniType<Record<string, unknown>>;
  /** What the form shows when the answer carries no message of its own (spec section 8). */
  failure: string;
  /** The message of an address that fails the security check. */
  unsafeEmail: string;
}

const FORMS: Record<FormName, FormAction> = {
  contact: {
    function: "submit-contact",
    schema: contactSchema,
    failure: TOASTS.contactFailure.description,
    unsafeEmail: FIELD_MESSAGES.emailInvalid,
  },
  demo: {
    function: "submit-demo",
    schema: demoSchema,
    failure: TOASTS.demoFailure.description,
    unsafeEmail: FIELD_MESSAGES.emailInvalid,
  },
  automation: {
    function: "brevo-automation-contact",
    schema: automationSchema,
    failure: TOASTS.automationFailure.description,
    unsafeEmail: FIELD_MESSAGES.emailInvalid,
  },
  newsletter: {
    function: "newsletter-signup",
    schema: newsletterSchema,
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
 * a person would get, and nothing is sent.
 */
export async function submitForm(form: FormName, input: unknown, options?: unknown): Promise<ActionOutcome> {
  const action = FORMS[form];
  if (!isRecord(input)) return invalid(form, {});
  const checked = checkFormInput(action.schema, input);
  if (!checked.ok)
    return invalid(form, checked.reason === "unsafe-email" ? { email: action.unsafeEmail } : checked.fields);

  if (isHoneypotFilled(input)) {
    return { ok: true, data: FUNCTIONS[action.function]?.answer(timeOrderedId(Date.now())) ?? null };
  }

  return invokeFunction(action.function, checked.data, {
    fallback: action.failure,
    visitor: await visitorAddress(),
    idempotencyKey: idempotencyKeyOf(options),
  });
}
