import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Addresses one part of this server hands to another inside the same deployment, signed so that
 * a client cannot send them itself:
 * - `peer`: the TCP peer of a request, recorded by the Node HTTP server (see peer-address.ts),
 *   because Next.js gives route handlers and server actions no access to the socket;
 * - `visitor`: the visitor's address, sent by the site's own server actions with their call to
 *   a function, so that the function's rate limit counts the visitor and not the action.
 */
export const VOUCHED_HEADERS = { peer: "x-site-peer", visitor: "x-site-visitor" } as const;
export type VouchedKind = keyof typeof VOUCHED_HEADERS;

/** Addresses as sockets and proxies write them (IPv4, IPv6, "unknown"); nothing that could split a header. */
const ADDRESS = /^[0-9A-Za-z.:%_-]{1,100}$/;

const SECRET = Symbol.for("suite-gestion-site.vouching-secret");
type WithSecret = typeof globalThis & { [SECRET]?: string };

/**
 * The key that signs vouched addresses: FUNCTIONS_FORWARD_SECRET when set (instances that call
 * each other's functions share it), else a random one per process, kept on globalThis so that
 * every bundle of one Next.js server (route handlers, actions, instrumentation) uses the same.
 */
export function vouchingSecret(configured: string | undefined): string {
  if (configured) return configured;
  const holder = globalThis as WithSecret;
  holder[SECRET] ??= randomBytes(32).toString("base64url");
  return holder[SECRET];
}

function signature(secret: string, kind: VouchedKind, address: string): string {
  return createHmac("sha256", secret).update(`${kind}\n${address}`).digest("base64url");
}

/** The header value vouching for `address`, or undefined for a value that is no address. */
export function vouchFor(secret: string, kind: VouchedKind, address: string): string | undefined {
  return ADDRESS.test(address) ? `${address};${signature(secret, kind, address)}` : undefined;
}

/** The address a header value vouches for, when its signature is ours; undefined otherwise. */
export function vouchedAddress(
  secret: string,
  kind: VouchedKind,
  value: string | null | undefined,
): string | undefined {
  if (!value) return undefined;
  const separator = value.lastIndexOf(";");
  if (separator <= 0) return undefined;
  const address = value.slice(0, separator);
  if (!ADDRESS.test(address)) return undefined;
  const given = Buffer.from(value.slice(separator + 1));
  const expected = Buffer.from(signature(secret, kind, address));
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}
