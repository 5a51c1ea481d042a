/**
 * `npm run outbox`: delivers the outbox jobs due now, once, then exits; for hosts without a
 * long-lived server process, run from cron (docs/deploying.md, "The outbox without a long-lived process").
 * The signed webhooks due now are sent in the same run (lib/server/webhooks/), and IndexNow's
 * addresses due now (lib/server/indexnow/; from a production host only: NODE_ENV=production).
 * Reads DATA_DIR / DATABASE_URL and the delivery settings like the server. Exit code 0 when the
 * run went through (failed deliveries stay in the outbox for the next run), 1 when it could not.
 */
import { loadConfig, loadDotEnv } from "../lib/server/config.ts";
import { createDelivery } from "../lib/server/delivery/index.ts";
import { createLogger } from "../lib/server/logger.ts";
import { openStore } from "../lib/server/site-store/index.ts";
import { openPostgresDb } from "../lib/server/store/postgres-db.ts";
import { openSqliteDb } from "../lib/server/store/sqlite-db.ts";
import { pendingDeliveryCount } from "../lib/server/webhooks/delivery-log.ts";

loadDotEnv();
const config = loadConfig();
const logger = createLogger(config.logLevel);
const store = await openStore(config); // migrates
// The store's tables as the deliveries read them (the webhooks among them), on a connection of this run.
const db = config.databaseUrl ? openPostgresDb(config.databaseUrl) : openSqliteDb(config.dataDir);
const delivery = createDelivery({ config, store, logger, db: async () => db });
try {
  const handled = await delivery.worker.drain();
  const left = await store.listJobs(["pending"]);
  logger.info({ handled, pending: left.length }, "outbox drained");
  const sent = (await delivery.webhooks?.drain()) ?? 0;
  logger.info({ sent, pending: await pendingDeliveryCount(db) }, "webhooks drained");
  if (delivery.indexNow) logger.info({ sent: await delivery.indexNow.drain() }, "indexnow drained");
} catch (error) {
  logger.error({ err: { name: (error as Error).name, message: (error as Error).message } }, "outbox run failed");
  process.exitCode = 1;
} finally {
  await delivery.stop();
  await db.close();
  await store.close();
}
