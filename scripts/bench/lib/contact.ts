/**
 * Contact submissions, unique per sequence number: the body the functions receive, the values the
 * contact dialog hands its server action, and the headers of each. Since issue 55 a submission is
 * a lead only with a proof of work (scripts/bench/lib/proofs.ts), sent as the browser's code sends
 * it: the `x-form-proof` header to the function, the `proof` option to the server action.
 */
import { FORM_PROOF_HEADER } from "../../../lib/forms/form-proof.ts";
import { HONEYPOT_FIELD } from "../../../lib/forms/honeypot.ts";
import { loadConfig } from "../../../lib/server/config.ts";
import { actionHeaders, encodeReply } from "./server-action.ts";

export const CONTACT_PATH = "/functions/v1/submit-contact";
/** The page whose contact form posts the action (the browser posts to the page it is on). */
export const CONTACT_PAGE = "/contact";

/** The e-mail of submission `n` of run `runId`: what the store is searched by afterwards. */
export function benchEmail(runId: string, n: number): string {
  return `bench-${runId}-${n}@exemple.fr`;
}

/** The fields of spec section 7, as the dialog's schema cleans them. */
export function contactFields(n: number, runId: string): Record<string, string> {
  return {
    firstName: "Camille",
    lastName: "Martin",
    company: "Boulangerie Martin",
    email: benchEmail(runId, n),
    phone: "+33 6 12 34 56 78",
    message: `Bonjour, je souhaite une démonstration de vos applications (demande ${runId}-${n}).`,
    formSource: "Contact Form",
  };
}

export function contactBody(n: number, runId: string): string {
  return JSON.stringify(contactFields(n, runId));
}

/** A distinct client address per request (behind TRUST_PROXY=1), so that the rate limit never answers instead. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The key the Next.js functions accept, read as the server reads it (lib/server/config.ts:
 * SUPABASE_ANON_KEY, else the default publishable key) from the environment the server inherits.
 * Sent as functions-js sends it: `Authorization: Bearer <key>`.
 */
export function functionsKey(env: Record<string, string | undefined> = process.env): string {
  return loadConfig({ ...env, DATA_DIR: undefined, DATABASE_URL: undefined }).functionsKey;
}

/** Same encodings as the browser's action call, so that the action's overhead is not a compression difference. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export function contactHeaders(n: number, key = functionsKey(), proof?: string): Record<string, string> {
  return {
    "content-type": "application/json",
    "accept-encoding": ACCEPT_ENCODING,
    authorization: `Bearer ${key}`,
    "x-forwarded-for": clientAddress(n),
    ...(proof === undefined ? {} : { [FORM_PROOF_HEADER]: proof }),
  };
}

/**
 * The contact server action as the dialog sends it: `submitContact(values, { idempotencyKey, proof })`,
 * values with the empty honeypot, posted to CONTACT_PAGE on `origin`.
 */
export function contactActionRequest(
  n: number,
  runId: string,
  actionId: string,
  origin: string,
  proof?: string,
): { path: string; headers: Record<string, string>; body: string } {
  const values = { ...contactFields(n, runId), [HONEYPOT_FIELD]: "" };
  const options = { idempotencyKey: `bench-${runId}-${n}-key`, ...(proof === undefined ? {} : { proof }) };
  return {
    path: CONTACT_PAGE,
    headers: { ...actionHeaders(actionId, origin, CONTACT_PAGE), "x-forwarded-for": clientAddress(n) },
    body: encodeReply([values, options]),
  };
}
