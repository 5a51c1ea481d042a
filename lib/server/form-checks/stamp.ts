import { randomBytes, timingSafeEqual } from "node:crypto";
import { MIN_FILLING_MS, STAMP_LIFETIME_MS } from "../../forms/form-checks.ts";
import { sign } from "../keys/site-key.ts";
import type { SubmissionType } from "../submissions/submission-store.ts";

/*
 * The plain form's filling time: the pages are built ahead, so the server signs the time into the
 * form when it answers the first post (the form comes back with the values and this stamp); the
 * second post is accepted only once MIN_FILLING_MS have passed. The form's type is signed with the
 * time: a stamp of the newsletter does not pass for the contact form.
 */

export function issueStamp(secret: string, type: SubmissionType, now: number): string {
  const at = now.toString(36);
  // A nonce of its own: two first posts in the same millisecond get two stamps, each single-use.
  const nonce = randomBytes(9).toString("base64url");
  return `${at}.${nonce}.${sign(secret, `${type}|${at}|${nonce}`)}`;
}

export type StampReading = "ok" | "too-fast" | "stale" | "invalid";

export function readStamp(secret: string, type: SubmissionType, stamp: string, now: number): StampReading {
  const [at, nonce, mac, ...rest] = stamp.split(".");
  if (!at || !nonce || !mac || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(at)) return "invalid";
  const expected = Buffer.from(sign(secret, `${type}|${at}|${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const age = now - Number.parseInt(at, 36);
  if (age < 0) return "invalid";
  if (age < MIN_FILLING_MS) return "too-fast";
  return age > STAMP_LIFETIME_MS ? "stale" : "ok";
}
