/**
 * The arguments of every `next start` the browser tests run (the shared server of
 * playwright.config.ts and tests/e2e/next-server.ts's own).
 *
 * --keepAliveTimeout: Playwright's request context keeps its connections open and reuses them.
 * Node's server closes an idle one after 5 s (plus a 1 s buffer) and tells the client so; a test
 * process too busy to drop the connection in time sends its next request on a closed socket and
 * gets ECONNRESET (CI of f046949, admin-maintenance: a server left alone about 6 s between two
 * requests; reproduced with a busy client: 1 reset in 40 tries at 5 s, none at 10 min). Ten
 * minutes outlast any test, so the server never closes a connection a test may still reuse.
 */
export function nextStartArgs(port: number): string[] {
  return [
    "node_modules/next/dist/bin/next",
    "start",
    "--port",
    String(port),
    "--hostname",
    "127.0.0.1",
    "--keepAliveTimeout",
    "600000",
  ];
}
