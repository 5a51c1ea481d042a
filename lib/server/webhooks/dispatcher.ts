import { randomUUID } from "node:crypto";
import { networkErrorCode } from "../http/network-error.ts";
import type { Logger } from "../logger.ts";
import { pollLoop } from "../poll-loop.ts";
import { retryAfterMs, retryDelay } from "../store/backoff.ts";
import type { Db } from "../store/db.ts";
import {
  type AttemptRecord,
  type ClaimedDelivery,
  claimDueDeliveries,
  failEmptyDelivery,
  purgeWebhookHistory,
  type Settlement,
  settleDelivery,
} from "./delivery-queue.ts";
import { checkEndpointSyntax } from "./endpoint-address.ts";
import { guardedFetch } from "./guarded-fetch.ts";
import { WEBHOOK_POLICY, type WebhookPolicy } from "./policy.ts";
import { webhookHeaders } from "./signing.ts";

export interface WebhookDispatcherOptions {
  /** The store, or how to reach it (the staff directory's, opened on first use). */
  db: Db | (() => Promise<Db>);
  logger: Logger;
  /** WEBHOOK_ALLOWED_ORIGINS: origins delivered to without the https and address checks. */
  allowedOrigins: readonly string[];
  now?: () => number;
  random?: () => number;
  /** The HTTP client; by default guardedFetch, which connects only to checked addresses. */
  fetch?: typeof fetch;
  workerId?: string;
  timeoutMs?: number;
  batchSize?: number;
  perEndpoint?: number;
  pollMs?: number;
  lockMs?: number;
  retry?: { baseMs: number; maxMs: number };
  giveUpAfterMs?: number;
}

export interface WebhookDispatcher {
  /** Claims the due deliveries there is room for, sends them in parallel; resolves once they are settled, with their number. */
  runOnce(): Promise<number>;
  /** Sends until no delivery is due (`npm run outbox`); resolves with how many were sent. */
  drain(): Promise<number>;
  /** Starts the background loop (its deliveries in flight never hold the next claims). */
  start(): void;
  /** A delivery was just queued or made due: look now. */
  notify(): void;
  /** Stops claiming, cuts the attempts in flight short (retried later), and resolves when all is settled. */
  stop(): Promise<void>;
}

/**
 * Delivers the signed webhooks (Standard Webhooks 1.0) from webhook_deliveries: each attempt a
 * POST of the stored payload with `webhook-id` (stable), `webhook-timestamp` (the attempt's) and
 * `webhook-signature`, redirects not followed. 2xx: done. 410 Gone: the endpoint is disabled, its
 * deliveries kept. Anything else (3xx, 4xx, 5xx, timeout, network error, address refused): retried
 * with backoff and jitter (Retry-After of a 429 / 503 as a floor) for 3 days, then failed. Each
 * attempt is recorded. Deliveries are claimed with a lease, so several dispatchers on one
 * PostgreSQL deliver each event once.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { logger, allowedOrigins } = options;
  const policy = { ...WEBHOOK_POLICY, ...definedOnly(options) };
  const workerId = options.workerId ?? `webhooks-${randomUUID()}`;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const send = options.fetch ?? guardedFetch(allowedOrigins);
  const database = typeof options.db === "function" ? options.db : async () => options.db as Db;

  const inFlight = new Map<string, { endpointId: string; settled: Promise<void> }>();
  /** Endpoints that asked to wait (Retry-After of a 429 / 503), in this process. */
  const pausedUntil = new Map<string, number>();
  /** Aborts the deliveries still in flight once the loop has stopped. */
  let stopping = new AbortController();
  let moreDue = false;
  let lastHousekeeping = Number.NEGATIVE_INFINITY;
  let turn = 0;
  let nextRetryAt = Number.POSITIVE_INFINITY;

  const busy = (endpointId: string) => [...inFlight.values()].filter((f) => f.endpointId === endpointId).length;
  const logEntry = (delivery: ClaimedDelivery) => ({
    delivery: delivery.id,
    endpoint: delivery.endpointId,
    event: delivery.event,
    attempts: delivery.attempts,
  });

  function retryOrFail(delivery: ClaimedDelivery, at: number, error: string, floorMs?: number): Settlement {
    const deadline = delivery.createdAt + policy.giveUpAfterMs;
    if (at >= deadline || (floorMs !== undefined && at + floorMs > deadline)) return { kind: "failed", error };
    const delay = retryDelay(delivery.attempts, { ...policy.retry, retryAfterMs: floorMs }, random);
    return { kind: "retry", nextAttemptAt: Math.min(at + delay, deadline), error };
  }

  async function deliver(db: Db, delivery: ClaimedDelivery): Promise<void> {
    if (delivery.payload === null) {
      await failEmptyDelivery(db, delivery.id, workerId, now());
      logger.warn(logEntry(delivery), "webhook not sent: its payload was erased");
      return;
    }
    const at = now();
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    let floorMs: number | undefined;
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    if (!checkEndpointSyntax(delivery.url, allowedOrigins).ok) error = "address-refused";
    else {
      try {
        const answer = await send(delivery.url, {
          method: "POST",
          headers: webhookHeaders(delivery.secrets, delivery.id, at, delivery.payload),
          body: delivery.payload,
          redirect: "manual",
          signal: AbortSignal.any([timeout, stopping.signal]),
        });
        statusCode = answer.status;
        if (statusCode === 429 || statusCode === 503) floorMs = retryAfterMs(answer.headers.get("retry-after"), at);
        await answer.body?.cancel().catch(() => undefined);
        if (statusCode >= 300 && statusCode < 400) error = "redirect";
      } catch (caught) {
        if (timeout.aborted) error = "timeout";
        else if (stopping.signal.aborted) error = "interrupted";
        else
          error =
            networkErrorCode(caught) === "EADDRREFUSED" ? "address-refused" : `network ${networkErrorCode(caught)}`;
      }
    }
    const end = now();
    const attempt: AttemptRecord = {
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      at,
      statusCode,
      durationMs: Math.round(performance.now() - started),
      error,
    };
    let settlement: Settlement;
    if (statusCode !== null && statusCode >= 200 && statusCode < 300) settlement = { kind: "done" };
    else if (statusCode === 410) settlement = { kind: "gone" };
    else {
      const reason = error === "redirect" ? `redirect ${statusCode}` : (error ?? `http ${statusCode}`);
      settlement = retryOrFail(delivery, end, reason, floorMs);
      if (floorMs)
        pausedUntil.set(delivery.endpointId, Math.max(pausedUntil.get(delivery.endpointId) ?? 0, end + floorMs));
    }
    const settled = await settleDelivery(db, workerId, attempt, settlement, end);
    const entry = { ...logEntry(delivery), status: statusCode, error, durationMs: attempt.durationMs };
    if (!settled) logger.warn(entry, "webhook attempt settled after its lease expired");
    else if (settlement.kind === "done") logger.info(entry, "webhook delivered");
    else if (settlement.kind === "gone") logger.warn(entry, "webhook endpoint answered 410 Gone: disabled");
    else if (settlement.kind === "failed") logger.error(entry, "webhook delivery failed for good");
    else {
      nextRetryAt = Math.min(nextRetryAt, settlement.nextAttemptAt);
      logger.warn({ ...entry, retryInMs: settlement.nextAttemptAt - end }, "webhook delivery failed, will retry");
    }
  }

  /** Claims what there is room for and starts sending it; resolves once claimed, with each delivery's settling. */
  async function claimAndSend(): Promise<Promise<void>[]> {
    const db = await database();
    const at = now();
    if (at - lastHousekeeping >= policy.housekeepingEveryMs) {
      lastHousekeeping = at;
      await purgeWebhookHistory(db, at);
    }
    const { deliveries, saturated } = await claimDueDeliveries(db, {
      workerId,
      now: at,
      lockMs: policy.lockMs,
      total: policy.batchSize - inFlight.size,
      perEndpoint: (id) => ((pausedUntil.get(id) ?? 0) > at ? 0 : policy.perEndpoint - busy(id)),
      offset: turn++,
    });
    moreDue = saturated;
    return deliveries.map((delivery) => {
      const settled = deliver(db, delivery)
        .catch((error: unknown) =>
          logger.error({ ...logEntry(delivery), err: { name: (error as Error).name } }, "webhook attempt not recorded"),
        )
        .finally(() => {
          inFlight.delete(delivery.id);
          // Room again for what was left: the loop claims it now (or right after the pass it is in).
          if (moreDue) {
            poll.notify();
          }
        });
      inFlight.set(delivery.id, { endpointId: delivery.endpointId, settled });
      return settled;
    });
  }

  async function runOnce(): Promise<number> {
    const sent = await claimAndSend();
    await Promise.all(sent);
    return sent.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await runOnce();
      total += sent;
      if (sent === 0) return total;
    }
  }

  function idleFor(): number {
    const at = now();
    let wakeAt = Math.min(at + policy.pollMs, nextRetryAt);
    for (const until of pausedUntil.values()) if (until > at) wakeAt = Math.min(wakeAt, until);
    return Math.max(0, wakeAt - at);
  }

  const poll = pollLoop({
    async round() {
      if (nextRetryAt <= now()) nextRetryAt = Number.POSITIVE_INFINITY;
      await claimAndSend();
    },
    idleMs: idleFor,
    onError: (error) =>
      logger.error(
        { err: { name: (error as Error).name, message: (error as Error).message } },
        "webhook dispatcher error",
      ),
  });

  return {
    runOnce,
    drain,
    start: poll.start,
    notify: poll.notify,
    async stop() {
      // The loop first (no new claim), then what is in flight cut short and settled.
      await poll.stop();
      stopping.abort();
      await Promise.allSettled([...inFlight.values()].map((f) => f.settled));
      stopping = new AbortController();
    },
  };
}

/** The options given, without the undefined ones (they would hide the policy's defaults). */
function definedOnly(options: WebhookDispatcherOptions): Partial<WebhookPolicy> {
  const keys = ["timeoutMs", "batchSize", "perEndpoint", "pollMs", "lockMs", "retry", "giveUpAfterMs"] as const;
  return Object.fromEntries(keys.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
}
