/**
 * The publisher's and host's registered details (LCEN art. 6), read from environment variables
 * and validated with zod. The legal pages are pre-rendered, so the values of `npm run build` are
 * the ones published. Every variable is optional: a missing one leaves the « [à compléter] »
 * placeholder on the pages (lib/config/legal.ts); an invalid one stops the build, naming it.
 */
import { z } from "zod";

type Env = Record<string, string | undefined>;

/** Each variable and what it fills in (English: the build warning and `npm run doctor` print it). */
export const LEGAL_VARIABLES = {
  PUBLISHER_SHARE_CAPITAL: "share capital",
  PUBLISHER_RCS_CITY: "RCS registry city",
  PUBLISHER_SIREN: "SIREN number",
  PUBLISHER_VAT_NUMBER: "intra-EU VAT number",
  PUBLISHER_STREET: "registered office: street",
  PUBLISHER_POSTAL_CODE: "registered office: postal code",
  PUBLISHER_CITY: "registered office: city",
  PUBLISHER_PHONE: "publisher's phone",
  PUBLISHER_DIRECTOR: "publication director",
  HOSTING_NAME: "host's name",
  HOSTING_ADDRESS: "host's address",
  HOSTING_PHONE: "host's phone",
} as const;

export type LegalVariable = keyof typeof LEGAL_VARIABLES;

/** The values given, normalised (digits without spaces, phones as `0XXXXXXXXX` or `+…`). */
export type LegalSettings = { [Variable in LegalVariable]?: string | undefined };

/** What the legal pages print for a detail not set (lib/config/legal.ts). */
export const A_COMPLETER = "[à compléter]";

/** Removes the spaces, dots and dashes people type inside numbers. */
const compact = (value: string) => value.replace(/[\s.-]/g, "");

/** Luhn's check over the SIREN's 9 digits (its last digit is the check digit). */
export function isValidSiren(siren: string): boolean {
  if (!/^\d{9}$/.test(siren)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let digit = Number(siren[8 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The French VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function vatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");
}

const text = z
  .string()
  .max(200, "must be at most 200 characters")
  .refine((value) => !value.includes(A_COMPLETER), `must be the real value, not "${A_COMPLETER}"`);

/** A French number's 10 digits: "+33 1 23 45 67 89" → "0123456789". */
const frenchDigits = (value: string) => compact(value).replace(/^(?:\+33|0033)/, "0");

const frenchPhone = z
  .string()
  .transform(frenchDigits)
  .refine((value) => /^0[1-9]\d{8}$/.test(value), "must be a French phone number such as 01 23 45 67 89");

/** The host may be abroad: a French number, or an international one starting with + (kept as grouped). */
const anyPhone = z
  .string()
  .refine(
    (value) => /^0[1-9]\d{8}$/.test(frenchDigits(value)) || /^\+[1-9]\d{6,14}$/.test(compact(value)),
    "must be a French phone number (01 23 45 67 89) or an international one (+1 555 123 4567)",
  )
  .transform((value) => {
    const french = frenchDigits(value);
    return /^0[1-9]\d{8}$/.test(french) ? french : value.replace(/\s+/g, " ");
  });

const schema = z
  .object({
    PUBLISHER_SHARE_CAPITAL: z
      .string()
      .transform((value) => compact(value).replace(",", "."))
      .refine((value) => /^\d+(?:\.\d{1,2})?$/.test(value) && Number(value) > 0, {
        message: "must be an amount in euros, e.g. 10000",
        abort: true,
      })
      .transform((value) => String(Number(value))),
    PUBLISHER_RCS_CITY: text,
    PUBLISHER_SIREN: z
      .string()
      .transform(compact)
      .refine((value) => /^\d{9}$/.test(value), { message: "must be 9 digits", abort: true })
      .refine(isValidSiren, "is not a valid SIREN (its check digit is wrong)"),
    PUBLISHER_VAT_NUMBER: z
      .string()
      .transform((value) => compact(value).toUpperCase())
      .refine((value) => /^FR\d{11}$/.test(value), {
        message: "must be FR, a 2-digit key and the 9-digit SIREN",
        abort: true,
      })
      .refine((value) => vatKey(value.slice(4)) === value.slice(2, 4), "has a key that does not match its SIREN"),
    PUBLISHER_STREET: text,
    PUBLISHER_POSTAL_CODE: z
      .string()
      .transform(compact)
      .refine((value) => /^\d{5}$/.test(value), "must be a French postal code of 5 digits"),
    PUBLISHER_CITY: text,
    PUBLISHER_PHONE: frenchPhone,
    PUBLISHER_DIRECTOR: text,
    HOSTING_NAME: text,
    HOSTING_ADDRESS: text,
    HOSTING_PHONE: anyPhone,
  } satisfies Record<LegalVariable, z.ZodType<string, string>>)
  .partial()
  .superRefine((settings, context) => {
    const { PUBLISHER_SIREN: siren, PUBLISHER_VAT_NUMBER: vat } = settings;
    if (siren && vat && vat.slice(4) !== siren)
      context.addIssue({
        code: "custom",
        path: ["PUBLISHER_VAT_NUMBER"],
        message: `must end with PUBLISHER_SIREN (${siren})`,
      });
  });

/**
 * The legal details set in `env` (blank values count as unset). Throws one error naming every
 * invalid variable and the value it got (these details are public: they are printed on the site).
 */
export function readLegalSettings(env: Env): LegalSettings {
  const given: Record<string, string> = {};
  for (const name of Object.keys(LEGAL_VARIABLES)) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  const result = schema.safeParse(given);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name} ${issue.message}, got "${given[name] ?? ""}"`;
  });
  throw new Error(
    `Invalid legal details in the environment (docs/deploying.md, "Legal details"):\n${lines.join("\n")}`,
  );
}

/** The variables still unset, with what each fills in. */
export function missingLegalVariables(settings: LegalSettings): { variable: LegalVariable; label: string }[] {
  return (Object.keys(LEGAL_VARIABLES) as LegalVariable[])
    .filter((variable) => settings[variable] === undefined)
    .map((variable) => ({ variable, label: LEGAL_VARIABLES[variable] }));
}
