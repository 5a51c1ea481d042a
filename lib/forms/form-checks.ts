import { isRecord } from "./is-record.ts";
import { GENERIC_TEXT_LIMIT } from "./limits.ts";

/*
 * How a submission shows it was sent by a person (issue 55), beside its fields: with JavaScript, the
 * ALTCHA proof of work solved in the browser (lib/forms/form-proof.ts); without it (the page forms and
 * the footer's newsletter posted as plain HTML), the honeypot, a minimum filling time signed by the
 * server into the form, and a stricter throttle. The server action passes them to the function in
 * headers (the function's body stays exactly the spec's).
 */

/** The hidden field of a plain form that carries the server's signed time (the first post's answer). */
export const FORM_STAMP_FIELD = "horodatage";

/** A plain form sent again sooner than this after the server's stamp was filled too fast. */
export const MIN_FILLING_MS = 3_000;

/** A stamp older than this is stale: the form is asked again with a new one. */
export const STAMP_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The stricter throttle of the plain path, per client address, all forms together. */
export const PLAIN_FORM_LIMIT = { max: 3, windowMs: 10 * 60_000 } as const;

/** The headers the checks travel in from the server action to the function. */
export const FORM_CHECK_HEADERS = {
  proof: "x-form-proof",
  plain: "x-form-plain",
  stamp: "x-form-stamp",
} as const;

/** What a form's options (from the browser, or the plain form's adapter) may carry for the checks. */
export interface FormCheck {
  /** The ALTCHA payload (base64 JSON) solved for this form. */
  proof?: string;
  /** Sent as a plain HTML form (no proof possible). */
  plain?: boolean;
  /** The signed time the server gave the plain form. */
  stamp?: string;
}

/** Printable ASCII, bounded: what a proof or a stamp can be; anything else is left out. */
const TOKEN = /^[\x21-\x7e]{1,4000}$/;

/** The checks held by `value` (a form's options), each part kept only when well-formed. */
export function formCheckOf(value: unknown): FormCheck {
  if (!isRecord(value)) return {};
  const check: FormCheck = {};
  if (typeof value.proof === "string" && TOKEN.test(value.proof)) check.proof = value.proof;
  if (value.plain === true) check.plain = true;
  if (typeof value.stamp === "string" && TOKEN.test(value.stamp)) check.stamp = value.stamp;
  return check;
}

export function formCheckHeaders(check: FormCheck): Record<string, string> {
  const headers: Record<string, string> = {};
  if (check.proof) headers[FORM_CHECK_HEADERS.proof] = check.proof;
  if (check.plain) headers[FORM_CHECK_HEADERS.plain] = "1";
  if (check.stamp) headers[FORM_CHECK_HEADERS.stamp] = check.stamp;
  return headers;
}

export function formCheckFromHeaders(headers: Headers): FormCheck {
  return formCheckOf({
    proof: headers.get(FORM_CHECK_HEADERS.proof) ?? undefined,
    plain: headers.get(FORM_CHECK_HEADERS.plain) === "1",
    stamp: headers.get(FORM_CHECK_HEADERS.stamp) ?? undefined,
  });
}

/** The name fields a person never puts a link in. */
const NAME_FIELDS = ["firstName", "lastName"] as const;
const LINK =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|<\s*a\s|\[url|\b[a-z0-9-]+\.(?:com|net|org|info|biz|ru|cn|xyz|top|io|fr|de|co|shop|site|online)\b)/i;

/** A link in a first or last name: what spam bots do, never a person. */
export function hasLinkInName(fields: Record<string, unknown>): boolean {
  return NAME_FIELDS.some((name) => typeof fields[name] === "string" && LINK.test(fields[name] as string));
}

/** What a post that failed validation held, kept for the team: its text values, each bounded. */
export function postedText(body: Record<string, unknown>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body).slice(0, 20)) {
    if (!/^[a-zA-Z]{1,40}$/.test(key)) continue;
    if (typeof value === "string") kept[key] = value.slice(0, GENERIC_TEXT_LIMIT);
    else if (Array.isArray(value))
      kept[key] = value
        .filter((item): item is string => typeof item === "string")
        .slice(0, 20)
        .map((item) => item.slice(0, 100));
  }
  return kept;
}
