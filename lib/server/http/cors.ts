import type { MiddlewareHandler } from "hono";
import { SERVER_ERRORS } from "../../forms/messages.ts";

/** Headers a browser may send to the functions: the functions-js client's, the region, and the retry key. */
export const ALLOWED_REQUEST_HEADERS = [
  "authorization",
  "apikey",
  "content-type",
  "x-client-info",
  "x-region",
  "idempotency-key",
] as const;

/** The server's own origin (same host as the request) and the configured ones. */
export function isOriginAllowed(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return host !== undefined && url.host === host.toLowerCase() && /^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
}

/**
 * CORS for the functions: allowed origins get the headers on every answer, errors included;
 * preflights are answered here; a browser call from another origin is refused before any work.
 * Requests without Origin (server to server, command line) are not browser calls: CORS does not apply.
 */
export function functionsCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    const allowed = origin === undefined || isOriginAllowed(origin, c.req.header("host"), allowedOrigins);
    if (!allowed) return c.json({ error: SERVER_ERRORS.originNotAllowed }, 403);
    if (c.req.method === "OPTIONS") {
      c.header("Access-Control-Allow-Methods", "POST, OPTIONS");
      c.header("Access-Control-Allow-Headers", ALLOWED_REQUEST_HEADERS.join(", "));
      c.header("Access-Control-Max-Age", "86400");
      c.res = c.body(null, 204);
    } else {
      await next();
    }
    if (origin !== undefined) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Expose-Headers", "Retry-After");
      c.header("Vary", "Origin", { append: true });
    }
    return undefined;
  };
}
