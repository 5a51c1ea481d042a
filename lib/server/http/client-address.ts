import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer of the TCP connection; "unknown" outside a real server (in-process requests). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The address rate limits count by. Without a trusted proxy: the socket's. With `trustProxy`
 * = n proxies in front: the n-th entry from the right of X-Forwarded-For, the one our own
 * proxies appended; anything left of it came from the client and could be forged.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socket = socketAddress(c);
  if (trustProxy <= 0) return normalize(socket);
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return normalize(hops[hops.length - trustProxy] ?? socket);
}

/** IPv4 seen through an IPv6 socket counts as the same IPv4 address. */
function normalize(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}
