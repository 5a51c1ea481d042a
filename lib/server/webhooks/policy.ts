export interface WebhookPolicy {
  timeoutMs: number;
  batchSize: number;
  perEndpoint: number;
  pollMs: number;
  lockMs: number;
  retry: { baseMs: number; maxMs: number };
  giveUpAfterMs: number;
  housekeepingEveryMs: number;
}

/** How the webhooks are delivered (lib/server/webhooks/dispatcher.ts); the tests shorten some. */
export const WEBHOOK_POLICY: Readonly<WebhookPolicy> = {
  /** One attempt's longest wait for the answer's status. */
  timeoutMs: 10_000,
  /** Deliveries in flight at once, in all… */
  batchSize: 20,
  /** …and to one endpoint: a slow or busy CRM never takes all the room. */
  perEndpoint: 5,
  /** How often the dispatcher looks for due deliveries (an enqueue's notify wakes it at once). */
  pollMs: 5_000,
  /** A claimed delivery's lease: far beyond the timeout; a crashed dispatcher's deliveries are taken again after it. */
  lockMs: 60_000,
  /** The retries' backoff: exponential from 5 s, at most 4 h apart, with jitter. */
  retry: { baseMs: 5_000, maxMs: 4 * 60 * 60_000 },
  /** Retried for 3 days after the delivery was created, then failed. */
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
  /** Attempts and payloads older than 30 days are purged, at most this often. */
  housekeepingEveryMs: 10 * 60_000,
};
