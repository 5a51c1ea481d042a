import type { z } from "zod/mini";
import { genericLengthErrors, isEmailSafe, sanitizeRecord } from "./sanitize.ts";
import { fieldErrors } from "./schemas.ts";

export type CheckedInput<T> =
  | { ok: true; data: T }
  | { ok: false; reason: "unsafe-email" | "invalid"; fields: Record<string, string> };

/**
 * The one gate a form's values pass before they are sent, in the browser and again in the server
 * action: the security check on the e-mail, the cleaning, the generic length check on every
 * field, then the form's shared schema. `fields` holds the French message of each field refused.
 */
export function checkFormInput<T extends object>(
  schema: z.ZodMiniType<T>,
  values: Record<string, unknown>,
): CheckedInput<T> {
  if (typeof values.email === "string" && !isEmailSafe(values.email)) {
    return { ok: false, reason: "unsafe-email", fields: {} };
  }
  const cleaned = sanitizeRecord(values);
  const parsed = schema.safeParse(cleaned);
  const fields = { ...genericLengthErrors(cleaned), ...(parsed.success ? {} : fieldErrors(parsed.error)) };
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, reason: "invalid", fields };
  return { ok: true, data: parsed.data };
}
