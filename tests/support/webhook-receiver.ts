import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One POST the receiver got: its path, headers (lower case) and raw body. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers a request: a status (and headers), after `hold` resolves when given. */
export interface ReceiverReply {
  status: number;
  headers?: Record<string, string>;
  hold?: Promise<void>;
}

/**
 * A CRM's webhook endpoint on loopback (node:http): records every request and answers with
 * `reply(request, indexOnItsPath)`. `verify` checks a request as a receiver would, with
 * `standardwebhooks` (signature and timestamp), and returns the parsed payload.
 */
export async function startWebhookReceiver(
  reply: (request: ReceivedWebhook, index: number) => ReceiverReply = () => ({ status: 204 }),
) {
  const requests: ReceivedWebhook[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(", ") : (value ?? ""),
        ]),
      );
      const request = { path: req.url ?? "/", headers, body };
      requests.push(request);
      const answer = reply(request, requests.filter((r) => r.path === request.path).length - 1);
      open.add(res);
      res.on("close", () => open.delete(res));
      await answer.hold;
      if (res.destroyed) return;
      res.writeHead(answer.status, answer.headers);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    requests,
    on: (path: string) => requests.filter((request) => request.path === path),
    verify(request: ReceivedWebhook, secret: string): { type: string; timestamp: string; data: unknown } {
      return new Webhook(secret).verify(request.body, request.headers) as {
        type: string;
        timestamp: string;
        data: unknown;
      };
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
