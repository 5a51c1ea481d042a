/** What a server knows about where a request came from, read by whichever framework received it. */
export interface RequestOrigin {
  /** The TCP peer (the socket's remote address), when the server can see it. */
  peer: string | undefined;
  /** The request's X-Forwarded-For header, if any. */
  forwardedFor: string | null | undefined;
}

/**
 * The address rate limits count by. Without a trusted proxy: the peer's. With `trustProxy`
 * = n proxies in front: the n-th entry from the right of X-Forwarded-For, the one our own
 * proxies appended; anything left of it came from the client and could be forged.
 * "unknown" when neither says anything (in-process requests).
 */
export function clientAddress({ peer, forwardedFor }: RequestOrigin, trustProxy: number): string {
  const socket = peer?.trim() || "unknown";
  if (trustProxy <= 0) return normalize(socket);
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return normalize(hops[hops.length - trustProxy] ?? socket);
}

/** IPv4 seen through an IPv6 socket counts as the same IPv4 address. */
function normalize(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}
