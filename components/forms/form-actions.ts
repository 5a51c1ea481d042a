import { submitAutomation } from "../../lib/actions/automation.ts";
import { submitContact } from "../../lib/actions/contact.ts";
import { submitDemo } from "../../lib/actions/demo.ts";
import { subscribeNewsletter } from "../../lib/actions/newsletter.ts";
import type { InvokeOutcome } from "../../lib/forms/invoke-outcome.ts";
import type { FormKey } from "./definitions.ts";

/** The server action of each form (lib/actions), for the dialogs' calls and the pages' plain posts alike. */
export const FORM_ACTIONS = {
  contact: submitContact,
  demo: submitDemo,
  automation: submitAutomation,
  newsletter: subscribeNewsletter,
} satisfies Record<FormKey, (input: unknown, options?: unknown) => Promise<InvokeOutcome>>;
