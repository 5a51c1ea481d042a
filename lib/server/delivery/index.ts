import "server-only";
import { THROTTLE_WINDOW_MS } from "../../forms/limits.ts";
import type { ServerConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { STAFF_SIGN_IN_LIMIT } from "../staff/policy.ts";
import type { Store } from "../store/store.ts";
import { createChannels } from "./channels.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./worker.ts";

export interface Delivery {
  worker: OutboxWorker;
  stop(): Promise<void>;
}

/**
 * The outbox worker over the channels the configuration enables, not started: the server starts
 * it (startDelivery), `npm run outbox` drains it once. stop() stops it and closes the channels.
 */
export function createDelivery(options: {
  config: ServerConfig;
  store: Store;
  logger: Logger;
  now?: () => number;
  fetch?: typeof fetch;
  alongside?: OutboxWorkerOptions["alongside"];
}): Delivery {
  const { config, store, logger } = options;
  const channels = createChannels(config, options.fetch);
  // Said once at start-up; the jobs themselves are listed by `npm run leads -- outbox`.
  for (const [channel, missing] of channels.waiting) {
    logger.info({ channel, missing }, "delivery channel not configured: its jobs wait in the outbox");
  }
  const worker = createOutboxWorker({
    store,
    deliverers: channels.deliverers,
    logger,
    outbox: config.outbox,
    // The longest window any limit counts over: the forms', and the staff sign-in's per client address.
    limitRetentionMs: Math.max(config.rateLimit.windowMs, THROTTLE_WINDOW_MS, STAFF_SIGN_IN_LIMIT.windowMs),
    ...(options.now ? { now: options.now } : {}),
    ...(options.alongside ? { alongside: options.alongside } : {}),
  });
  return {
    worker,
    async stop() {
      await worker.stop();
      channels.close();
    },
  };
}

/** The outbox worker of this process, started. */
export function startDelivery(options: Parameters<typeof createDelivery>[0]): Delivery {
  const delivery = createDelivery(options);
  delivery.worker.start();
  return delivery;
}
