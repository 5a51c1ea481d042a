"use server";

import { type ActionOutcome, submitForm } from "./submit-form.ts";

/** The automation sign-up: validated and cleaned, sent to `brevo-automation-contact`, answered in French (see contact.ts). */
export async function submitAutomation(input: unknown, options?: unknown): Promise<ActionOutcome> {
  return submitForm("automation", input, options);
}
