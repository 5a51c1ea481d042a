import { randomUUID } from "node:crypto";
import type { ServerConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { retryDelay } from "../store/backoff.ts";
import type { Channel, ClaimedJob, Store } from "../submissions/submission-store.ts";
import type { Deliverer } from "./channels.ts";
import { type Delivered, DeliveryError } from "./delivery-error.ts";

export interface OutboxWorkerOptions {
  store: Store;
  deliverers: Map<Channel, Deliverer>;
  logger: Logger;
  outbox: ServerConfig["outbox"];
  /** Limit events older than this are forgotten (the longest limit window). */
  limitRetentionMs: number;
  workerId?: string;
  now?: () => number;
  random?: () => number;
  batchSize?: number;
  /**
   * What the server's loop also does at each pass, at most every `everyMs` (the blog's new
   * publication rendered ahead of its first visitor: lib/server/articles/publication-keeper.ts).
   * Not run by `drain` (`npm run outbox`, which has no server to render).
   */
  alongside?: { run: () => Promise<unknown>; everyMs: number };
}

export interface OutboxWorker {
  /** Claims and delivers one batch of due jobs; resolves with how many were handled. */
  runOnce(): Promise<number>;
  /** Delivers batches until no job is due (`npm run outbox`); resolves with how many were handled. */
  drain(): Promise<number>;
  /**
   * Starts the background loop: it looks at the outbox every OUTBOX_POLL_MS, at once after
   * notify, and when the earliest job it rescheduled (or the end of a service's pause) falls due.
   */
  start(): void;
  /** A submission was just stored: look at the outbox now. */
  notify(): void;
  /** Finishes the delivery in progress and stops. */
  stop(): Promise<void>;
}

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/**
 * Drains the outbox in the server process. Jobs are claimed with a lease (several processes
 * may run workers on one PostgreSQL), delivered, then completed or rescheduled with backoff;
 * after OUTBOX_MAX_ATTEMPTS, or on an error a retry cannot fix, a job is marked failed.
 * Channels without configuration are never claimed: their jobs wait, visible in `leads outbox`.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, deliverers, logger, outbox } = options;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const batchSize = options.batchSize ?? 5;
  const pausedUntil = new Map<Deliverer["service"], number>();
  let running = false;
  let loop: Promise<void> | undefined;
  let notified = false;
  let wake: (() => void) | undefined;
  let lastHousekeeping = 0;
  let lastAlongside = now();
  /** The earliest time a job this worker rescheduled falls due again (Infinity: none). */
  let nextRetryAt = Number.POSITIVE_INFINITY;

  function pause(service: Deliverer["service"], ms: number | undefined) {
    if (!ms) return;
    const until = now() + ms;
    if ((pausedUntil.get(service) ?? 0) < until) pausedUntil.set(service, until);
  }

  async function handle(job: ClaimedJob, deliverer: Deliverer): Promise<void> {
    let result: Delivered;
    try {
      result = await deliverer.deliver(job.submission);
    } catch (caught) {
      await retryLater(job, deliverer, caught);
      return;
    }
    pause(deliverer.service, result.pauseMs);
    const completed = await store.completeJob(job.id, workerId, now());
    if (completed) logger.info({ job: job.id, channel: job.channel, attempts: job.attempts }, "delivered");
    else logger.warn({ job: job.id, channel: job.channel }, "delivered after the claim expired");
  }

  async function retryLater(job: ClaimedJob, deliverer: Deliverer, caught: unknown): Promise<void> {
    // Only DeliveryError messages are known to be free of personal data.
    const error =
      caught instanceof DeliveryError
        ? caught
        : new DeliveryError(`unexpected ${(caught as Error)?.name ?? "error"}`, { retryable: true });
    pause(deliverer.service, error.retryAfterMs);
    const failed = !error.retryable || job.attempts >= outbox.maxAttempts;
    const delay = retryDelay(
      job.attempts,
      { baseMs: outbox.retryBaseMs, maxMs: outbox.retryMaxMs, retryAfterMs: error.retryAfterMs },
      random,
    );
    const at = now();
    const rescheduled = await store.rescheduleJob(job.id, workerId, {
      now: at,
      nextAttemptAt: at + delay,
      error: error.message,
      failed,
    });
    if (rescheduled && !failed) nextRetryAt = Math.min(nextRetryAt, at + delay);
    const entry = { job: job.id, channel: job.channel, attempts: job.attempts, error: error.message };
    if (failed) logger.error(entry, "delivery failed for good");
    else logger.warn({ ...entry, retryInMs: delay }, "delivery failed, will retry");
  }

  async function runOnce(): Promise<number> {
    const at = now();
    if (at - lastHousekeeping >= HOUSEKEEPING_EVERY_MS) {
      lastHousekeeping = at;
      await store.purgeLimitEvents(at - options.limitRetentionMs);
    }
    const channels = [...deliverers].filter(([, d]) => (pausedUntil.get(d.service) ?? 0) <= at).map(([c]) => c);
    if (channels.length === 0) return 0;
    const jobs = await store.claimJobs({ workerId, channels, now: at, lockMs: outbox.lockMs, limit: batchSize });
    for (const job of jobs) {
      const deliverer = deliverers.get(job.channel);
      if (deliverer) await handle(job, deliverer);
    }
    return jobs.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await runOnce();
      total += handled;
      // Fewer than a full batch: every job due when it was claimed has been handled.
      if (handled < batchSize) return total;
    }
  }

  /** How long the loop may sleep: until the poll, a rescheduled job or a pause's end, whichever comes first. */
  function idleFor(): number {
    const at = now();
    let wakeAt = Math.min(at + outbox.pollMs, nextRetryAt);
    for (const until of pausedUntil.values()) if (until > at) wakeAt = Math.min(wakeAt, until);
    return Math.max(0, wakeAt - at);
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    while (running) {
      notified = false;
      // The jobs due by now are claimed by this pass; later reschedules set the next wake-up.
      if (nextRetryAt <= now()) nextRetryAt = Number.POSITIVE_INFINITY;
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        logger.error(
          { err: { name: (error as Error).name, message: (error as Error).message } },
          "outbox worker error",
        );
      }
      const alongside = options.alongside;
      if (alongside && now() - lastAlongside >= alongside.everyMs) {
        lastAlongside = now();
        await alongside
          .run()
          .catch((error: unknown) =>
            logger.warn(
              { err: { name: (error as Error).name, message: (error as Error).message } },
              "outbox worker's other task failed",
            ),
          );
      }
      if (running && !notified && handled < batchSize) await sleep(idleFor());
    }
  }

  return {
    runOnce,
    drain,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    notify() {
      notified = true;
      wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
