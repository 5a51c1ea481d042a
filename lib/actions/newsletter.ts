"use server";

import { type ActionOutcome, submitForm } from "./submit-form.ts";

/** The newsletter sign-up: `{ email }` only, sent to `newsletter-signup`, answered in French (see contact.ts). */
export async function subscribeNewsletter(input: unknown, options?: unknown): Promise<ActionOutcome> {
  return submitForm("newsletter", input, options);
}
