import { submitAutomation } from "../../lib/actions/automation.ts";
import { submitContact } from "../../lib/actions/contact.ts";
import { submitDemo } from "../../lib/actions/demo.ts";
import { subscribeNewsletter } from "../../lib/actions/newsletter.ts";
import type { FormKey } from "./definitions.ts";
import type { SendOutcome } from "./secure-submit.ts";

const ACTIONS = {
  contact: submitContact,
  demo: submitDemo,
  automation: submitAutomation,
  newsletter: subscribeNewsletter,
} satisfies Record<FormKey, (input: unknown, options?: unknown) => Promise<SendOutcome>>;

/**
 * Sends one form's values to its server action (lib/actions: validated again there, then the
 * function through supabase-js); `idempotencyKey` makes a retry of the same submission safe.
 * A call that does not reach the server (offline, server gone) gives the form's `fallback`.
 */
export async function sendForm(
  key: FormKey,
  body: Record<string, unknown>,
  fallback: string,
  idempotencyKey?: string,
): Promise<SendOutcome> {
  try {
    return await ACTIONS[key](body, idempotencyKey ? { idempotencyKey } : undefined);
  } catch {
    return { ok: false, message: fallback, fields: {} };
  }
}
