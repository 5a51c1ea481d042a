import { randomBytes, timingSafeEqual } from "node:crypto";
import { sign } from "../keys/site-key.ts";

/**
 * The e-mail's two links carry tokens signed with the site key "newsletter-link": the subscription's
 * nonce (the only part stored), for a confirmation its moment of issue too. No address rides in a
 * link, and a link cannot be made without the key.
 */

const NONCE = /^[\w-]{22}$/;
const ISSUED_AT = /^[0-9a-z]{1,12}$/;
const SIGNATURE = /^[\w-]{43}$/;

/** A fresh random nonce (128 bits, base64url). */
export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function confirmToken(secret: string, nonce: string, issuedAt: number): string {
  const at = issuedAt.toString(36);
  return `${nonce}.${at}.${sign(secret, `confirm.${nonce}.${at}`)}`;
}

/** The nonce and moment of a confirmation token signed with `secret`; null when malformed or tampered with. */
export function readConfirmToken(secret: string, token: string): { nonce: string; issuedAt: number } | null {
  const [nonce, at, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !nonce || !at || !signature) return null;
  if (!NONCE.test(nonce) || !ISSUED_AT.test(at) || !SIGNATURE.test(signature)) return null;
  if (!sameSignature(sign(secret, `confirm.${nonce}.${at}`), signature)) return null;
  return { nonce, issuedAt: Number.parseInt(at, 36) };
}

export function unsubscribeToken(secret: string, nonce: string): string {
  return `${nonce}.${sign(secret, `unsubscribe.${nonce}`)}`;
}

/** The nonce of an unsubscription token signed with `secret`; null when malformed or tampered with. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [nonce, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !nonce || !signature || !NONCE.test(nonce) || !SIGNATURE.test(signature)) return null;
  return sameSignature(sign(secret, `unsubscribe.${nonce}`), signature) ? nonce : null;
}
