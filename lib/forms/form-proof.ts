import { FORM_CHECK_HEADERS } from "./form-checks.ts";

/*
 * The ALTCHA proof of work of the forms (issue 55), as the browser and the server both need it: the
 * browser fetches a challenge after the first interaction with a form, solves it in a Web Worker
 * (components/forms/form-proof.ts) and sends the solution with the submission; the function checks
 * it (lib/server/form-proof/).
 */

/** The forms that carry a proof; a solution is bound to its form. */
export const FORM_NAMES = ["contact", "demo", "automation", "newsletter"] as const;

export type FormName = (typeof FORM_NAMES)[number];

export function isFormName(value: unknown): value is FormName {
  return typeof value === "string" && (FORM_NAMES as readonly string[]).includes(value);
}

/**
 * The challenge's cost: the secret number is drawn in [1, FORM_PROOF_MAX_NUMBER], and the browser
 * tries them in turn, one SHA-256 each (altcha-lib's solveChallenge, one crypto.subtle.digest call
 * per number), so half of it on average. Measured in Chromium 4× CPU-throttled (DevTools' "phone"
 * setting) on the main thread: about 35 µs a number, so ~0.35 s on average and ~0.7 s at worst for
 * 20 000 (50 000: ~0.9 s on average, ~1.8 s at worst; altcha's default of 1 000 000 would take
 * half a minute). Node's webcrypto is slower still (~42 µs a number unthrottled). The solving starts
 * at the first interaction, so a visitor who types usually waits for none of it. A bot running
 * native SHA-256 pays little whatever the cost; what stops it is that a proof needs a challenge of
 * the site's, is bound to one form and is accepted once.
 */
export const FORM_PROOF_MAX_NUMBER = 20_000;

/** A challenge is valid this long after it was issued: a visitor may take time to type. */
export const FORM_CHALLENGE_LIFETIME_MS = 30 * 60_000;

/** At send time, a solution whose challenge expires within this margin is solved again first. */
export const FORM_PROOF_RENEW_MARGIN_MS = 2 * 60_000;

/** The hash the challenges use (the only one the server accepts). */
export const FORM_PROOF_ALGORITHM = "SHA-256";

/** The header the proof travels in from the server action to the function. */
export const FORM_PROOF_HEADER = FORM_CHECK_HEADERS.proof;

/** The function that issues challenges: POST /functions/v1/form-challenge with `{ form }`. */
export const FORM_CHALLENGE_FUNCTION = "form-challenge";

/** A challenge as the server issues it (altcha-lib's Challenge). */
export interface FormChallenge {
  algorithm: typeof FORM_PROOF_ALGORITHM;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const HEX64 = /^[0-9a-f]{64}$/;

/** `value` is a challenge this site could have issued (checked before it is solved or relied on). */
export function isFormChallenge(value: unknown): value is FormChallenge {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    c.algorithm === FORM_PROOF_ALGORITHM &&
    typeof c.challenge === "string" &&
    HEX64.test(c.challenge) &&
    typeof c.signature === "string" &&
    HEX64.test(c.signature) &&
    typeof c.salt === "string" &&
    c.salt.length > 0 &&
    c.salt.length <= 500 &&
    typeof c.maxnumber === "number" &&
    Number.isSafeInteger(c.maxnumber) &&
    c.maxnumber > 0 &&
    c.maxnumber <= 10 * FORM_PROOF_MAX_NUMBER
  );
}

/** When the challenge expires (ms since the epoch), from its salt; undefined when it says nothing. */
export function challengeExpiresAt(salt: string): number | undefined {
  const query = salt.split("?")[1];
  const expires = query ? new URLSearchParams(query).get("expires") : null;
  if (!expires || !/^\d{1,12}$/.test(expires)) return undefined;
  return Number(expires) * 1000;
}

/** The payload altcha's verifySolution expects: base64 of the JSON solution. */
export function formProofPayload(challenge: FormChallenge, number: number, took: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature, took }));
}

/** What the browser gets when it asks for a challenge: one, or the French message to show. */
export type ChallengeOutcome = { ok: true; challenge: FormChallenge } | { ok: false; message: string };
