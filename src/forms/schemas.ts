import { z } from "zod";
import { PRODUCT_IDS } from "../config/products.ts";
import { FIELD_LIMITS, MIN_LENGTHS } from "./limits.ts";
import { FIELD_MESSAGES as M } from "./messages.ts";
import { sanitizeText } from "./sanitize.ts";

/** Letters (accented included), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]+$/u;
/** Optional leading +, then digits, spaces, hyphens, parentheses and dots. */
const PHONE_PATTERN = /^\+?[0-9\s\-().]+$/;

/** A text field: any non-string is reported with the field's "required" message, then cleaned. */
const text = (required: string) => z.string({ error: required }).overwrite(sanitizeText);

const firstName = text(M.firstNameRequired)
  .min(MIN_LENGTHS.name, M.firstNameRequired)
  .max(FIELD_LIMITS.firstName, M.firstNameTooLong)
  .regex(NAME_PATTERN, M.firstNameInvalid);
const lastName = text(M.lastNameRequired)
  .min(MIN_LENGTHS.name, M.lastNameRequired)
  .max(FIELD_LIMITS.lastName, M.lastNameTooLong)
  .regex(NAME_PATTERN, M.lastNameInvalid);
const company = text(M.companyRequired)
  .min(MIN_LENGTHS.company, M.companyRequired)
  .max(FIELD_LIMITS.company, M.companyTooLong);
const email = text(M.emailInvalid).max(FIELD_LIMITS.email, M.emailTooLong).pipe(z.email(M.emailInvalid));
const phone = text(M.phoneInvalid)
  .min(MIN_LENGTHS.phone, M.phoneInvalid)
  .max(FIELD_LIMITS.phone, M.phoneTooLong)
  .regex(PHONE_PATTERN, M.phoneInvalid);
const message = text(M.messageRequired)
  .min(MIN_LENGTHS.message, M.messageRequired)
  .max(FIELD_LIMITS.message, M.messageTooLong);

export const contactSchema = z.object({
  firstName,
  lastName,
  company,
  email,
  phone,
  message,
  formSource: z.literal("Contact Form").default("Contact Form"),
});

export const demoSchema = z.object({
  firstName,
  lastName,
  company,
  email,
  phone,
  interestedIn: z
    .array(z.enum(PRODUCT_IDS, { error: M.interestedInRequired }), { error: M.interestedInRequired })
    .min(1, M.interestedInRequired)
    .max(PRODUCT_IDS.length, M.interestedInRequired)
    .transform((ids) => [...new Set(ids)]),
  formSource: z.literal("Demo Request").default("Demo Request"),
});

export const automationSchema = z.object({
  firstName: text(M.firstNameRequired)
    .min(MIN_LENGTHS.name, M.firstNameRequired)
    .max(FIELD_LIMITS.firstName, M.firstNameTooLong),
  lastName: text(M.lastNameRequired)
    .min(MIN_LENGTHS.name, M.lastNameRequired)
    .max(FIELD_LIMITS.lastName, M.lastNameTooLong),
  company,
});

export const newsletterSchema = z.object({
  email: text(M.newsletterEmpty)
    .min(1, M.newsletterEmpty)
    .max(FIELD_LIMITS.email, M.emailTooLong)
    .pipe(z.email(M.newsletterInvalid)),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type DemoInput = z.input<typeof demoSchema>;
export type Demo = z.output<typeof demoSchema>;
export type Automation = z.output<typeof automationSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;

/** Per-field first error message, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}
