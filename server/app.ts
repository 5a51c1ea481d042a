import { Hono } from "hono";
import { SERVER_ERRORS } from "../lib/forms/messages.ts";
import { baseSecurityHeaders } from "../lib/security/headers.ts";
import type { ServerConfig } from "../lib/server/config.ts";
import { functionsApp } from "../lib/server/functions/route.ts";
import type { Logger } from "../lib/server/logger.ts";
import type { Store } from "../lib/server/store/index.ts";
import { staticRoute } from "./static-route.ts";
import type { StaticSite } from "./static-site.ts";

export interface AppDeps {
  config: ServerConfig;
  store: Store;
  site: StaticSite;
  logger: Logger;
  /** Current time in ms (tests move it). */
  now?: () => number;
  /** Called when a submission with outbox jobs was committed: wakes the delivery worker. */
  onStored?: () => void;
}

export function createApp({ config, store, site, logger, now, onStored }: AppDeps): Hono {
  const app = new Hono();
  const securityHeaders = baseSecurityHeaders(config.siteUrl);

  // One log line per request: method, path without query, status, latency. No personal data.
  app.use("*", async (c, next) => {
    const start = performance.now();
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    logger.info({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  });

  app.onError((error, c) => {
    logger.error({ err: { message: error.message, name: error.name }, path: c.req.path }, "unhandled error");
    return c.json({ error: SERVER_ERRORS.internal }, 500);
  });

  app.get("/health", async (c) => {
    try {
      await store.ping();
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.route(
    "/functions/v1",
    functionsApp({ config, store, ...(now ? { now } : {}), ...(onStored ? { onStored } : {}) }),
  );

  app.on(["GET", "HEAD"], "*", staticRoute(site));
  app.all("*", (c) => c.json({ error: SERVER_ERRORS.methodNotAllowed }, 405));
  return app;
}
