import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import type { InvokeOutcome } from "../../lib/forms/invoke-outcome.ts";
import { TOASTS } from "../../lib/forms/messages.ts";
import { FORMS, type FormKind, type FormValues } from "./definitions.ts";

/**
 * What the server answers a form posted as a plain HTML form (before the JavaScript has run, or
 * without it): shown by the form the server renders back, as `useActionState` state.
 */
export type PageFormState =
  | { status: "idle" }
  | { status: "sent" }
  | {
      status: "invalid" | "failed";
      /** Shown above the fields, as the toast would say it ("Erreur de validation", "Erreur"…). */
      title: string;
      message: string;
      /** French message per field, shown under it. */
      fields: Record<string, string>;
      /** What was typed, given back so that nothing has to be typed again. */
      values: FormValues;
    };

export const IDLE_STATE: PageFormState = { status: "idle" };

/** The newsletter box's answer to a plain HTML post, with the French text to show under the field. */
export type NewsletterState =
  | { status: "idle" }
  | { status: "sent"; message: string }
  | { status: "invalid" | "failed"; message: string; email: string };

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

/** The honeypot as posted ("" when absent). */
export function honeypotFromFormData(data: FormData): string {
  const value = data.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}

/** What a page form shows for an action's outcome; `values` (what was posted) given back on failure. */
export function pageStateOf(kind: FormKind, outcome: InvokeOutcome, values: FormValues): PageFormState {
  if (outcome.ok) return { status: "sent" };
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
    const { title, description } = TOASTS.newsletterSuccess;
    return { status: "sent", message: `${title} ${description}` };
  }
  return Object.keys(outcome.fields).length > 0
    ? { status: "invalid", message: outcome.message, email }
    : { status: "failed", message: TOASTS.newsletterFailure.description, email };
}
