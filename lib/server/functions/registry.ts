import { brevoAutomationContact } from "./brevo-automation-contact.ts";
import type { FunctionDefinition } from "./definition.ts";
import { newsletterSignup } from "./newsletter-signup.ts";
import { submitContact } from "./submit-contact.ts";
import { submitDemo } from "./submit-demo.ts";

export type { FunctionDefinition } from "./definition.ts";

/** The functions of spec section 7, by the name the browser invokes. */
export const FUNCTIONS = {
  "submit-contact": submitContact,
  "submit-demo": submitDemo,
  "newsletter-signup": newsletterSignup,
  "brevo-automation-contact": brevoAutomationContact,
} as const satisfies Readonly<Record<string, FunctionDefinition>>;

export type FunctionName = keyof typeof FUNCTIONS;

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(FUNCTIONS, name);
}
