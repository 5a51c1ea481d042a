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
 * How CORS treats a request to the functions. Requests without Origin (server to server, command
 * line) are not browser calls: CORS does not apply. A browser call from another origin is refused
 * before any work; a preflight is answered without reaching a function.
 */
export type CorsVerdict =
  | { kind: "refused" }
  | { kind: "preflight"; origin: string | undefined }
  | { kind: "proceed"; origin: string | undefined };

export function corsVerdict(request: Request, allowedOrigins: readonly string[]): CorsVerdict {
  const origin = request.headers.get("origin") ?? undefined;
  const host = request.headers.get("host") ?? undefined;
  if (origin !== undefined && !isOriginAllowed(origin, host, allowedOrigins)) return { kind: "refused" };
  return { kind: request.method === "OPTIONS" ? "preflight" : "proceed", origin };
}

/** The answer to an allowed preflight: 204 with what functions-js needs. */
export function preflightHeaders(headers: Headers): void {
  headers.set("Access-Control-Allow-Methods", "POST, OPTIONS");
  headers.set("Access-Control-Allow-Headers", ALLOWED_REQUEST_HEADERS.join(", "));
  headers.set("Access-Control-Max-Age", "86400");
}

/** Allowed origins get these on every answer, errors included. */
export function allowOriginHeaders(headers: Headers, origin: string | undefined): void {
  if (origin === undefined) return;
  headers.set("Access-Control-Allow-Origin", origin);
  headers.set("Access-Control-Expose-Headers", "Retry-After");
  headers.append("Vary", "Origin");
}
