"use server";

import { type ActionOutcome, submitForm } from "./submit-form.ts";

/**
 * The contact form: `input` (any value: a server action is a public endpoint) is validated and
 * cleaned with the shared schema, sent to `submit-contact`, and answered in French.
 * `options.idempotencyKey` makes a retry of the same submission safe.
 */
export async function submitContact(input: unknown, options?: unknown): Promise<ActionOutcome> {
  return submitForm("contact", input, options);
}
