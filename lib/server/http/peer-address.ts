import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { VOUCHED_HEADERS, vouchFor } from "./vouched-address.ts";

const INSTALLED = Symbol.for("suite-gestion-site.peer-recorder");
type WithRecorder = typeof globalThis & { [INSTALLED]?: boolean };

/**
 * Next.js hands route handlers and server actions a Request without its socket, and writes the
 * peer into X-Forwarded-For only when the client sent none (so a client can write it itself).
 * This records the real TCP peer of every POST the process's HTTP server receives, as a
 * signed header that replaces whatever the client sent under that name, through Node's
 * `http.server.request.start` diagnostics channel (published before the server sees the request).
 * Installed once per process, from instrumentation.ts.
 */
export function recordPeerAddresses(secret: string): void {
  const holder = globalThis as WithRecorder;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    // Only a POST (a server action, a function call) is ever counted by address: the pages and
    // assets are not signed for, but a client's own header is dropped from every request.
    const vouched = request.method === "POST" ? vouchFor(secret, "peer", socket.remoteAddress ?? "unknown") : undefined;
    if (vouched) request.headers[VOUCHED_HEADERS.peer] = vouched;
    else delete request.headers[VOUCHED_HEADERS.peer];
  });
}
