import { clientAddress } from "../http/client-address.ts";
import { VOUCHED_HEADERS, vouchedAddress } from "../http/vouched-address.ts";
import type { Logger } from "../logger.ts";
import { type FunctionsDeps, handleFunction } from "./route.ts";

export interface ServeDeps extends FunctionsDeps {
  logger: Logger;
  /** Signs the addresses the server vouches for (see vouched-address.ts). */
  secret: string;
}

/**
 * The address a request counts as, read from its headers: the TCP peer (`peer`, or the one the
 * process's HTTP server recorded), or with TRUST_PROXY the proxies' hop of X-Forwarded-For.
 */
export function requestAddress(
  headers: Pick<Headers, "get">,
  options: { trustProxy: number; secret: string; peer?: string | undefined },
): string {
  const peer = options.peer ?? vouchedAddress(options.secret, "peer", headers.get(VOUCHED_HEADERS.peer));
  return clientAddress({ peer, forwardedFor: headers.get("x-forwarded-for") }, options.trustProxy);
}

/**
 * A request to /functions/v1/<name> as a server process receives it: the client address (the
 * visitor the site's own server action vouches for, else the request's own), the function, and
 * one log line (method, path, status, latency; no personal data).
 */
export async function serveFunction(
  request: Request,
  name: string,
  deps: ServeDeps,
  peer?: string | undefined,
): Promise<Response> {
  const start = performance.now();
  const visitor = vouchedAddress(deps.secret, "visitor", request.headers.get(VOUCHED_HEADERS.visitor));
  const address =
    visitor ?? requestAddress(request.headers, { trustProxy: deps.config.trustProxy, secret: deps.secret, peer });
  const response = await handleFunction(request, name, { ...deps, clientAddress: address });
  deps.logger.info({
    method: request.method,
    path: new URL(request.url).pathname,
    status: response.status,
    ms: Math.round((performance.now() - start) * 10) / 10,
  });
  return response;
}
