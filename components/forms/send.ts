import { unstable_isUnrecognizedActionError } from "next/navigation";
import { leadOriginHere } from "../../lib/browser/visit-entry.ts";
import { STALE_PAGE_MESSAGE } from "../../lib/forms/messages.ts";
import type { FormKey } from "./definitions.ts";
import { FORM_ACTIONS } from "./form-actions.ts";
import type { SendOutcome } from "./secure-submit.ts";

/**
 * Sends one form's values to its server action (lib/actions: validated again there, then the
 * function through supabase-js); `idempotencyKey` makes a retry of the same submission safe. The
 * lead's origin goes beside the values: this page's path, and the visit's entry when the visitor
 * accepted audience measurement (lib/browser/visit-entry.ts); and `proof`, the proof of work solved
 * for this send (components/forms/form-proof.ts).
 * A call that does not reach the server (offline, server gone) gives the form's `fallback`; one to
 * an action the server no longer has (the page was opened before a deployment; Next says so with
 * its UnrecognizedActionError) says to reload the page.
 */
export async function sendForm(
  key: FormKey,
  body: Record<string, unknown>,
  fallback: string,
  idempotencyKey?: string,
  proof?: string,
): Promise<SendOutcome> {
  try {
    return await FORM_ACTIONS[key](body, {
      ...leadOriginHere(),
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(proof ? { proof } : {}),
    });
  } catch (error) {
    return {
      ok: false,
      message: unstable_isUnrecognizedActionError(error) ? STALE_PAGE_MESSAGE : fallback,
      fields: {},
    };
  }
}
