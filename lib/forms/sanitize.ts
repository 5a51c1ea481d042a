import { GENERIC_TEXT_LIMIT } from "./limits.ts";
import { tooLongMessage } from "./messages.ts";

const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_TAG = /<\/?script\b[^>]*>/gi;
const JAVASCRIPT_SCHEME = /javascript\s*:/gi;

/**
 * Removes script tags and `javascript:` sequences, then trims (spec section 5).
 * Repeats until stable so that nested pieces cannot reassemble a removed sequence.
 */
export function sanitizeText(value: string): string {
  let current = value;
  for (;;) {
    const next = current.replace(SCRIPT_BLOCK, "").replace(SCRIPT_TAG, "").replace(JAVASCRIPT_SCHEME, "");
    if (next === current) return next.trim();
    current = next;
  }
}

/** Sanitises every string of a flat record, including strings inside arrays. */
export function sanitizeRecord<T extends Record<string, unknown>>(data: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string") out[key] = sanitizeText(value);
    else if (Array.isArray(value)) out[key] = value.map((v) => (typeof v === "string" ? sanitizeText(v) : v));
    else out[key] = value;
  }
  return out as T;
}

/** The generic check: a text over GENERIC_TEXT_LIMIT characters reports "{field} dépasse la longueur maximale". */
export function genericLengthErrors(data: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string" && value.length > GENERIC_TEXT_LIMIT) errors[key] = tooLongMessage(key);
  }
  return errors;
}

const UNSAFE_EMAIL = /[\r\n<>"'`\\;,()[\]]|javascript:/i;

/** The security check run on the e-mail before sending: no header injection, markup or script. */
export function isEmailSafe(email: string): boolean {
  return !UNSAFE_EMAIL.test(email);
}
