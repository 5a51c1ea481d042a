/**
 * `npm run outbox`: delivers the outbox jobs due now, once, then exits; for hosts without a
 * long-lived server process, run from cron (README, "Outbox without a long-lived process").
 * Reads DATA_DIR / DATABASE_URL and the delivery settings like the server. Exit code 0 when the
 * run went through (failed deliveries stay in the outbox for the next run), 1 when it could not.
 */
import { THROTTLE_WINDOW_MS } from "../lib/forms/limits.ts";
import { loadConfig, loadDotEnv } from "../lib/server/config.ts";
import { createChannels } from "../lib/server/delivery/channels.ts";
import { createOutboxWorker } from "../lib/server/delivery/worker.ts";
import { createLogger } from "../lib/server/logger.ts";
import { openStore } from "../lib/server/store/index.ts";

loadDotEnv();
const config = loadConfig();
const logger = createLogger(config.logLevel);
const store = await openStore(config);
const channels = createChannels(config);
for (const [channel, missing] of channels.waiting) {
  logger.info({ channel, missing }, "delivery channel not configured: its jobs wait in the outbox");
}
try {
  const worker = createOutboxWorker({
    store,
    deliverers: channels.deliverers,
    logger,
    outbox: config.outbox,
    limitRetentionMs: Math.max(config.rateLimit.windowMs, THROTTLE_WINDOW_MS),
  });
  const handled = await worker.drain();
  const left = await store.listJobs(["pending"]);
  logger.info({ handled, pending: left.length }, "outbox drained");
} catch (error) {
  logger.error({ err: { name: (error as Error).name, message: (error as Error).message } }, "outbox run failed");
  process.exitCode = 1;
} finally {
  channels.close();
  await store.close();
}
