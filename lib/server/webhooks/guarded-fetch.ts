import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { refusedRange } from "./address-ranges.ts";
import { checkEndpointSyntax, isAllowedOrigin } from "./endpoint-address.ts";

/** The error of a connection refused because the name led to a refused range (its code, never the address). */
export class AddressRefusedError extends Error {
  readonly code = "EADDRREFUSED";
  constructor() {
    super("address refused");
    this.name = "AddressRefusedError";
  }
}

/**
 * node:net's `lookup` that connects only to public addresses: the name resolved (all its
 * addresses), refused when any of them is in a refused range, so that a name changed after it was
 * checked, or answering differently each time (DNS rebinding), never reaches the private network.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 4);
    if (addresses.length === 0 || addresses.some(({ address }) => refusedRange(address) !== null))
      return callback(new AddressRefusedError() as NodeJS.ErrnoException, "", 4);
    if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/**
 * One request on a connection of its own (nothing kept open, nothing reused after a check), to
 * `url` already checked: unless `allowed`, the name's addresses are checked as it connects
 * (publicOnlyLookup). Answers the status and headers; the body is read and dropped (`drained`) or
 * the connection closed once the head is in (`cut`). Redirects are never followed.
 */
export function guardedRequest(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal | null },
  options: { allowed: boolean; body: "drained" | "cut" },
): Promise<Response> {
  const transport = url.protocol === "https:" ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: init.method,
        headers: init.headers,
        agent: false,
        ...(options.allowed ? {} : { lookup: publicOnlyLookup }),
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (answer) => {
        answer.on("error", () => undefined);
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers))
          if (typeof value === "string") headers.set(name, value);
        try {
          resolve(new Response(null, { status: answer.statusCode ?? 500, headers }));
        } catch (error) {
          reject(error);
        }
        if (options.body === "cut") answer.destroy();
        else answer.resume();
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * A `fetch` for the webhooks (POST of a string body) that checks the address once more and
 * connects only to a checked one: the URL by checkEndpointSyntax, the name's addresses by
 * publicOnlyLookup, both lifted for WEBHOOK_ALLOWED_ORIGINS. Redirects are never followed (a 3xx
 * is answered as it is); the answer's body is read and dropped.
 */
export function guardedFetch(allowedOrigins: readonly string[]): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const target = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const checked = checkEndpointSyntax(target, allowedOrigins);
    if (!checked.ok) throw new AddressRefusedError();
    const url = new URL(checked.url);
    const body = typeof init.body === "string" ? init.body : "";
    return guardedRequest(
      url,
      {
        method: init.method ?? "POST",
        headers: {
          ...Object.fromEntries(new Headers(init.headers).entries()),
          "content-length": String(Buffer.byteLength(body)),
        },
        body,
        signal: init.signal ?? null,
      },
      { allowed: isAllowedOrigin(url, allowedOrigins), body: "drained" },
    );
  }) as typeof fetch;
}
