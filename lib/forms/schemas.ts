import { z } from "zod/mini";
import { PRODUCT_IDS } from "../config/products.ts";
import { FIELD_LIMITS, MIN_LENGTHS } from "./limits.ts";
import { FIELD_MESSAGES as M } from "./messages.ts";
import { sanitizeText } from "./sanitize.ts";

/** Letters (accented included), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]+$/u;
/** Optional leading +, then digits, spaces, hyphens, parentheses and dots. */
const PHONE_PATTERN = /^\+?[0-9\s\-().]+$/;

/** A text field: any non-string is reported with the field's "required" message, then cleaned. */
const text = (required: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: required }).check(z.overwrite(sanitizeText), ...checks);

/** A first or last name: present, bounded, and (for people) made of letters only. */
const personName = (required: string, tooLong: string, max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  text(required, z.minLength(MIN_LENGTHS.name, required), z.maxLength(max, tooLong), ...checks);

const firstName = personName(
  M.firstNameRequired,
  M.firstNameTooLong,
  FIELD_LIMITS.firstName,
  z.regex(NAME_PATTERN, M.firstNameInvalid),
);
const lastName = personName(
  M.lastNameRequired,
  M.lastNameTooLong,
  FIELD_LIMITS.lastName,
  z.regex(NAME_PATTERN, M.lastNameInvalid),
);
const company = text(
  M.companyRequired,
  z.minLength(MIN_LENGTHS.company, M.companyRequired),
  z.maxLength(FIELD_LIMITS.company, M.companyTooLong),
);
const email = z.pipe(text(M.emailInvalid, z.maxLength(FIELD_LIMITS.email, M.emailTooLong)), z.email(M.emailInvalid));
const phone = text(
  M.phoneInvalid,
  z.minLength(MIN_LENGTHS.phone, M.phoneInvalid),
  z.maxLength(FIELD_LIMITS.phone, M.phoneTooLong),
  z.regex(PHONE_PATTERN, M.phoneInvalid),
);
const message = text(
  M.messageRequired,
  z.minLength(MIN_LENGTHS.message, M.messageRequired),
  z.maxLength(FIELD_LIMITS.message, M.messageTooLong),
);

export const contactSchema = z.object({
  firstName,
  lastName,
  company,
  email,
  phone,
  message,
  formSource: z._default(z.literal("Contact Form"), "Contact Form"),
});

export const demoSchema = z.object({
  firstName,
  lastName,
  company,
  email,
  phone,
  interestedIn: z.pipe(
    z
      .array(z.enum(PRODUCT_IDS, { error: M.interestedInRequired }), { error: M.interestedInRequired })
      .check(z.minLength(1, M.interestedInRequired), z.maxLength(PRODUCT_IDS.length, M.interestedInRequired)),
    z.transform((ids: (typeof PRODUCT_IDS)[number][]) => [...new Set(ids)]),
  ),
  formSource: z._default(z.literal("Demo Request"), "Demo Request"),
});

export const automationSchema = z.object({
  firstName: personName(M.firstNameRequired, M.firstNameTooLong, FIELD_LIMITS.firstName),
  lastName: personName(M.lastNameRequired, M.lastNameTooLong, FIELD_LIMITS.lastName),
  company,
});

export const newsletterSchema = z.object({
  email: z.pipe(
    text(M.newsletterEmpty, z.minLength(1, M.newsletterEmpty), z.maxLength(FIELD_LIMITS.email, M.emailTooLong)),
    z.email(M.newsletterInvalid),
  ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type DemoInput = z.input<typeof demoSchema>;
export type Demo = z.output<typeof demoSchema>;
export type Automation = z.output<typeof automationSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;

/** Per-field first error message, keyed by the top-level field name. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}
