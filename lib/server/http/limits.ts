import { createHash } from "node:crypto";
import { THROTTLE_WINDOW_MS } from "../../forms/limits.ts";
import type { LimitRule, SubmissionType } from "../submissions/submission-store.ts";

/** Limit keys hold a hash, never the address or e-mail itself. */
const digest = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 32);

/** Spec section 5: the same form from the same e-mail address once per THROTTLE_WINDOW_MS. */
export function sameEmailRule(type: SubmissionType, email: string): LimitRule {
  return { key: `form:${type}:${digest(email.trim().toLowerCase())}`, max: 1, windowMs: THROTTLE_WINDOW_MS };
}

/** At most `max` accepted submissions per client address within `windowMs`, all forms together. */
export function clientAddressRule(address: string, limit: { max: number; windowMs: number }): LimitRule {
  return { key: `addr:${digest(address)}`, ...limit };
}

/** The stricter throttle of forms sent without JavaScript (lib/forms/form-checks.ts), per client address. */
export function plainFormRule(address: string, limit: { max: number; windowMs: number }): LimitRule {
  return { key: `plain:${digest(address)}`, ...limit };
}

/** The limit keys an e-mail address may have left behind, for the RGPD erasure. */
export function emailLimitKeys(email: string, types: readonly SubmissionType[]): string[] {
  return types.map((type) => sameEmailRule(type, email).key);
}
