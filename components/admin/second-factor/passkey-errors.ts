import { SECOND_FACTOR_MESSAGES } from "../../../lib/config/staff-policy.ts";

/** A WebAuthn ceremony's failure in the browser, in French (the person cancelled, or the browser refused). */
export function passkeyErrorMessage(error: unknown): string {
  const name = (error as { name?: string; cause?: { name?: string } })?.cause?.name ?? (error as Error)?.name;
  return name === "NotAllowedError" || name === "AbortError"
    ? SECOND_FACTOR_MESSAGES.passkeyCancelled
    : SECOND_FACTOR_MESSAGES.passkeyFailed;
}
