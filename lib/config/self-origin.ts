/**
 * This server, at the address it listens on (`next start` and the standalone server.js write it to
 * __NEXT_PRIVATE_ORIGIN), not the Host a proxy forwarded, which the server may not reach. No Node
 * module: the middleware (edge runtime) and the route handlers share it.
 */
export function selfOrigin(request: Request): string {
  return process.env.__NEXT_PRIVATE_ORIGIN || new URL(request.url).origin;
}
