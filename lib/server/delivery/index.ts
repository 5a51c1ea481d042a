import "server-only";
import { NEWSLETTER_MAIL_LIMITS } from "../../config/newsletter.ts";
import { STAFF_SIGN_IN_LIMIT } from "../../config/staff-policy.ts";
import { THROTTLE_WINDOW_MS } from "../../forms/limits.ts";
import type { ServerConfig } from "../config.ts";
import { createIndexNowDispatcher, type IndexNowDispatcher } from "../indexnow/dispatcher.ts";
import type { Logger } from "../logger.ts";
import { createLinksChecker, type LinksChecker } from "../seo/links-check.ts";
import type { Db } from "../store/db.ts";
import { openPostgresDb } from "../store/postgres-db.ts";
import { openSqliteDb } from "../store/sqlite-db.ts";
import type { Store } from "../submissions/submission-store.ts";
import { createWebhookDispatcher, type WebhookDispatcher } from "../webhooks/dispatcher.ts";
import { createChannels } from "./channels.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./worker.ts";

export interface Delivery {
  worker: OutboxWorker;
  /**
   * The signed webhooks to the CRMs (lib/server/webhooks/), delivered beside the outbox: when a
   * `db` is given (the server's, `npm run outbox`'s), none otherwise.
   */
  webhooks: WebhookDispatcher | undefined;
  /** IndexNow's submissions (lib/server/indexnow/): with a `db`, a key, and a production server only. */
  indexNow: IndexNowDispatcher | undefined;
  /** The links report's daily check of other sites' addresses: on a server that gives `externalLinks`. */
  linksCheck: LinksChecker | undefined;
  stop(): Promise<void>;
}

/**
 * The outbox worker over the channels the configuration enables, and the webhooks' dispatcher, not
 * started: the server starts them (startDelivery), `npm run outbox` drains them once. stop() stops
 * them and closes the channels.
 */
export function createDelivery(options: {
  config: ServerConfig;
  store: Store;
  logger: Logger;
  now?: () => number;
  fetch?: typeof fetch;
  alongside?: OutboxWorkerOptions["alongside"];
  /** The store's tables for what deliveries read as they leave; by default a connection of their own, closed by stop(). */
  db?: () => Promise<Db>;
  /** The other sites' addresses the pages hold (read through the running server): the daily links check runs with it. */
  externalLinks?: () => Promise<string[]>;
}): Delivery {
  const { config, store, logger } = options;
  let ownDb: Db | undefined;
  const db =
    options.db ??
    (async () => {
      ownDb ??= config.databaseUrl ? openPostgresDb(config.databaseUrl) : openSqliteDb(config.dataDir);
      return ownDb;
    });
  const channels = createChannels(config, db, options.fetch);
  // Said once at start-up; the jobs themselves are listed by `npm run leads -- outbox`.
  for (const [channel, missing] of channels.waiting) {
    logger.info({ channel, missing }, "delivery channel not configured: its jobs wait in the outbox");
  }
  const worker = createOutboxWorker({
    store,
    deliverers: channels.deliverers,
    logger,
    outbox: config.outbox,
    // The longest window any limit counts over: the forms', the staff sign-in's per client address,
    // and the newsletter's confirmation e-mails per address (a day).
    limitRetentionMs: Math.max(
      config.rateLimit.windowMs,
      THROTTLE_WINDOW_MS,
      STAFF_SIGN_IN_LIMIT.windowMs,
      NEWSLETTER_MAIL_LIMITS.perAddress.windowMs,
    ),
    ...(options.now ? { now: options.now } : {}),
    ...(options.alongside ? { alongside: options.alongside } : {}),
  });
  // Its own HTTP client (addresses checked at connection), never the channels' fetch.
  const webhooks = options.db
    ? createWebhookDispatcher({
        db: options.db,
        logger,
        allowedOrigins: config.webhooks.allowedOrigins,
        ...(options.now ? { now: options.now } : {}),
      })
    : undefined;
  const indexNow =
    options.db && config.indexNow?.send
      ? createIndexNowDispatcher({
          db: options.db,
          logger,
          key: config.indexNow.key,
          endpoint: config.indexNow.endpoint,
          siteUrl: config.siteUrl,
          ...(options.now ? { now: options.now } : {}),
        })
      : undefined;
  const linksCheck =
    options.db && options.externalLinks && config.linksCheck
      ? createLinksChecker({ db: options.db, logger, urls: options.externalLinks })
      : undefined;
  return {
    worker,
    webhooks,
    indexNow,
    linksCheck,
    async stop() {
      await Promise.all([worker.stop(), webhooks?.stop(), indexNow?.stop(), linksCheck?.stop()]);
      channels.close();
      await ownDb?.close();
    },
  };
}

/** The outbox worker and the webhooks' dispatcher of this process, started. */
export function startDelivery(options: Parameters<typeof createDelivery>[0]): Delivery {
  const delivery = createDelivery(options);
  delivery.worker.start();
  delivery.webhooks?.start();
  delivery.indexNow?.start();
  delivery.linksCheck?.start();
  return delivery;
}
