import { describe, expect, it } from "vitest";
import { confirmToken, newNonce, readConfirmToken, readUnsubscribeToken, unsubscribeToken } from "./token.ts";

const SECRET = "un-secret-de-test-assez-long-pour-signer";
const AT = 1_800_000_000_000;

describe("the newsletter's link tokens", () => {
  it("read back what they carry, signed; a nonce is 128 random bits", () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(newNonce()).not.toBe(nonce);
    expect(readConfirmToken(SECRET, confirmToken(SECRET, nonce, AT))).toEqual({ nonce, issuedAt: AT });
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, nonce))).toBe(nonce);
  });

  it("refuse another key, a changed part, another purpose and anything malformed", () => {
    const nonce = newNonce();
    const token = confirmToken(SECRET, nonce, AT);
    const [, at, signature] = token.split(".");
    expect(readConfirmToken(`${SECRET}!`, token)).toBeNull();
    expect(readConfirmToken(SECRET, `${newNonce()}.${at}.${signature}`)).toBeNull();
    expect(readConfirmToken(SECRET, `${nonce}.${(AT + 1).toString(36)}.${signature}`)).toBeNull();
    expect(readConfirmToken(SECRET, `${token}.x`)).toBeNull();
    expect(readConfirmToken(SECRET, unsubscribeToken(SECRET, nonce))).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${nonce}.${signature}`)).toBeNull();
    for (const bad of ["", "..", "a.b.c", `${nonce}..${signature}`, "é".repeat(70)])
      expect(readConfirmToken(SECRET, bad), bad).toBeNull();
  });
});
