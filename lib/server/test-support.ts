import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../../server/app.ts";
import { loadStaticSite } from "../../server/static-site.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";
import { openStore, type Store } from "./store/index.ts";
import type { TestDatabase } from "./store/test-databases.ts";

export interface RunningServer {
  url: string;
  functionsUrl: string;
  config: ServerConfig;
  store: Store;
  close(): Promise<void>;
}

/** The real app on an ephemeral loopback port, over a test database (tests only). */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { now?: () => number; logger?: Logger; onStored?: () => void } = {},
): Promise<RunningServer> {
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    DIST_DIR: `${database.dataDir}/no-dist`,
    ...env,
  });
  const store = await openStore(config);
  const site = loadStaticSite(config.distDir, { functionsUrl: config.functionsUrl, https: false });
  const app = createApp({ config, store, site, logger: options.logger ?? createLogger("silent"), ...options });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    functionsUrl: `${url}/functions/v1`,
    config,
    store,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await store.close();
    },
  };
}
