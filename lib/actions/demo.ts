"use server";

import { type ActionOutcome, submitForm } from "./submit-form.ts";

/** The demo request form: validated and cleaned, sent to `submit-demo`, answered in French (see contact.ts). */
export async function submitDemo(input: unknown, options?: unknown): Promise<ActionOutcome> {
  return submitForm("demo", input, options);
}
