import { FORM_STAMP_FIELD } from "../../lib/forms/form-checks.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import type { InvokeOutcome } from "../../lib/forms/invoke-outcome.ts";
import { newsletterAnswerToast, TOASTS } from "../../lib/forms/messages.ts";
import { FORMS, type FormKind, type FormValues } from "./definitions.ts";

/**
 * What the server answers a form posted as a plain HTML form (before the JavaScript has run, or
 * without it): shown by the form the server renders back, as `useActionState` state.
 */
export type PageFormState =
  | { status: "idle" }
  | { status: "sent" }
  | {
      /** `confirm`: the first post without JavaScript, given back with the server's signed time to send again. */
      status: "invalid" | "failed" | "confirm";
      /** Shown above the fields, as the toast would say it ("Erreur de validation", "Erreur"…). */
      title: string;
      message: string;
      /** French message per field, shown under it. */
      fields: Record<string, string>;
      /** What was typed, given back so that nothing has to be typed again. */
      values: FormValues;
      /** The signed time the form carries back (lib/forms/form-checks.ts), with `confirm`. */
      stamp?: string;
    };

export const IDLE_STATE: PageFormState = { status: "idle" };

/** The newsletter box's answer to a plain HTML post, with the French text to show under the field. */
export type NewsletterState =
  | { status: "idle" }
  | { status: "sent"; message: string }
  | { status: "invalid" | "failed"; message: string; email: string }
  | { status: "confirm"; message: string; email: string; stamp: string };

/** The values of one form from a posted FormData: text per field, every ticked application. */
export function valuesFromFormData(kind: FormKind, data: FormData): FormValues {
  const values: FormValues = {};
  for (const field of FORMS[kind].fields) {
    if (field.kind === "products") {
      values[field.name] = data.getAll(field.name).filter((v): v is string => typeof v === "string");
    } else {
      const value = data.get(field.name);
      values[field.name] = typeof value === "string" ? value : "";
    }
  }
  return values;
}

/** The title above the message of a plain form's first post. */
export const CONFIRM_TITLE = "Dernière étape";

/** The signed time a plain form sent back (absent on its first post). */
export function stampFromFormData(data: FormData): string | undefined {
  const value = data.get(FORM_STAMP_FIELD);
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The honeypot as posted ("" when absent). */
export function honeypotFromFormData(data: FormData): string {
  const value = data.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}

/** What a page form shows for an action's outcome; `values` (what was posted) given back on failure. */
export function pageStateOf(kind: FormKind, outcome: InvokeOutcome, values: FormValues): PageFormState {
  if (outcome.ok) return { status: "sent" };
  if (outcome.stamp) {
    return {
      status: "confirm",
      title: CONFIRM_TITLE,
      message: outcome.message,
      fields: {},
      values,
      stamp: outcome.stamp,
    };
  }
  const invalid = Object.keys(outcome.fields).length > 0;
  return {
    status: invalid ? "invalid" : "failed",
    title: invalid ? TOASTS.validationError.title : FORMS[kind].failure.title,
    message: outcome.message,
    fields: outcome.fields,
    values,
  };
}

/** What the newsletter box shows for the action's outcome: the field's message, or the one failure message. */
export function newsletterStateOf(outcome: InvokeOutcome, email: string): NewsletterState {
  if (outcome.ok) {
    const { title, description } = newsletterAnswerToast(outcome.data);
    return { status: "sent", message: `${title} ${description}` };
  }
  if (outcome.stamp) return { status: "confirm", message: outcome.message, email, stamp: outcome.stamp };
  return Object.keys(outcome.fields).length > 0
    ? { status: "invalid", message: outcome.message, email }
    : { status: "failed", message: TOASTS.newsletterFailure.description, email };
}
