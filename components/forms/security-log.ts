import type { FormKey } from "./definitions.ts";

export type SecurityEvent = "attempt" | "success" | "failure";
export type FailureReason = "throttled" | "unsafe-email" | "invalid" | "rejected";

/**
 * Client-side security trail of spec section 5: which form, what happened and why.
 * Never the submitted values: they are personal data.
 */
export function logSecurityEvent(event: SecurityEvent, formKey: FormKey, reason?: FailureReason): void {
  const line = `[formulaires] ${formKey} : ${event}${reason ? ` (${reason})` : ""}`;
  if (event === "failure") console.warn(line);
  else console.info(line);
}
