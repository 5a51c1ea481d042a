import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A new endpoint secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks writes them. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The secrets an endpoint's deliveries are signed with: its own, and the one it replaced while it lasts. */
export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousUntil: number | null;
}

/**
 * The `webhook-signature` of one attempt: `v1,<signature>` with the endpoint's secret and, during
 * the 24 hours after a rotation, a second one with the previous secret, separated by a space (a
 * receiver verifies either). The signatures come from `standardwebhooks`.
 */
export function signatureHeader(secrets: SigningSecrets, msgId: string, at: number, payload: string): string {
  const date = new Date(at);
  const keys = [secrets.secret];
  if (secrets.previousSecret && secrets.previousUntil !== null && secrets.previousUntil > at)
    keys.push(secrets.previousSecret);
  return keys.map((key) => new Webhook(key).sign(msgId, date, payload)).join(" ");
}

/** The headers of one attempt: the stable id, this attempt's time in seconds, its signatures. */
export function webhookHeaders(
  secrets: SigningSecrets,
  msgId: string,
  at: number,
  payload: string,
): Record<string, string> {
  return {
    "content-type": "application/json",
    "webhook-id": msgId,
    "webhook-timestamp": String(Math.floor(at / 1000)),
    "webhook-signature": signatureHeader(secrets, msgId, at, payload),
  };
}
