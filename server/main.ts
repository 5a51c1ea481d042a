import { serve } from "@hono/node-server";
import { loadConfig, loadDotEnv } from "../lib/server/config.ts";
import { startDelivery } from "../lib/server/delivery/index.ts";
import { createLogger } from "../lib/server/logger.ts";
import { openStore } from "../lib/server/store/index.ts";
import { createApp } from "./app.ts";
import { loadStaticSite } from "./static-site.ts";

loadDotEnv();
const config = loadConfig();
const logger = createLogger(config.logLevel);
const store = await openStore(config);
const site = loadStaticSite(config.distDir, {
  functionsUrl: config.functionsUrl,
  https: config.siteUrl.startsWith("https://"),
});
if (site.size === 0) logger.warn({ distDir: config.distDir }, "no built site found: run `npm run build` first");

const delivery = startDelivery({ config, store, logger });
const app = createApp({ config, store, site, logger, onStored: () => delivery.worker.notify() });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info({ url: `http://${config.host}:${info.port}`, store: store.kind, files: site.size }, "server listening");
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await delivery.stop();
    await store.close();
    clearTimeout(force);
    process.exit(0);
  });
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
