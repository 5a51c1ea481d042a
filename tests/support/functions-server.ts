import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { loadConfig, type ServerConfig } from "../../lib/server/config.ts";
import { serveFunction } from "../../lib/server/functions/serve.ts";
import { vouchingSecret } from "../../lib/server/http/vouched-address.ts";
import { createLogger, type Logger } from "../../lib/server/logger.ts";
import { openStore, type Store } from "../../lib/server/site-store/index.ts";
import type { TestDatabase } from "./databases.ts";

export interface RunningServer {
  url: string;
  functionsUrl: string;
  config: ServerConfig;
  store: Store;
  close(): Promise<void>;
}

const FUNCTIONS_PREFIX = "/functions/v1/";

/** A Node request as the fetch Request the functions read (tests only; Next.js does this itself). */
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`), {
    method: req.method ?? "GET",
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, [...response.headers].flat());
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * The functions on an ephemeral loopback port, over a test database (tests only): the
 * same code the Next.js route handlers run (lib/server/functions/serve.ts), the socket's address
 * as the peer.
 */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { now?: () => number; logger?: Logger; onStored?: () => void } = {},
): Promise<RunningServer> {
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const running: RunningServer = {
    url: "",
    functionsUrl: "",
    config,
    store: await openStore(config),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await running.store.close();
    },
  };
  const logger = options.logger ?? createLogger("silent");
  const secret = vouchingSecret(config.forwardSecret);

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path.startsWith(FUNCTIONS_PREFIX)) {
      // The store is read per request: tests swap it for one that fails or records.
      const deps = { config, store: running.store, logger, secret, ...options };
      const name = decodeURIComponent(path.slice(FUNCTIONS_PREFIX.length));
      await send(res, await serveFunction(toRequest(req), name, deps, req.socket.remoteAddress));
    } else {
      await send(res, Response.json({ error: "not found" }, { status: 404 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  running.url = `http://127.0.0.1:${port}`;
  running.functionsUrl = `${running.url}/functions/v1`;
  return running;
}
