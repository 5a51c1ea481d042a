/**
 * How the browser tests start a server of the build (the shared server of playwright.config.ts and
 * tests/e2e/next-server.ts's own): `npm run serve`'s launcher, scripts/serve.ts, on the Node that
 * runs them, with this environment on top of theirs.
 *
 * KEEP_ALIVE_TIMEOUT (server.js's keep-alive timeout, in ms): Playwright's request context keeps
 * its connections open and reuses them. Node's server closes an idle one after 5 s (plus a 1 s
 * buffer) and tells the client so; a test process too busy to drop the connection in time sends
 * its next request on a closed socket and gets ECONNRESET (CI of f046949, admin-maintenance: a
 * server left alone about 6 s between two requests; reproduced with a busy client: 1 reset in 40
 * tries at 5 s, none at 10 min). Ten minutes outlast any test, so the server never closes a
 * connection a test may still reuse.
 */
import { SERVE_SCRIPT } from "../scripts/serve.ts";

/** The command, as a program and its arguments: the launcher on the running Node (24). */
export function serveCommand(): [string, ...string[]] {
  return [process.execPath, SERVE_SCRIPT];
}

/** Where a test server listens (loopback, `port`), and its keep-alive timeout. */
export function testServerEnv(port: number): Record<string, string> {
  // No daily check of other sites' addresses from a test server (the links report's tests seed its results).
  return { HOST: "127.0.0.1", PORT: String(port), KEEP_ALIVE_TIMEOUT: "600000", EXTERNAL_LINKS_CHECK: "off" };
}

/**
 * What a shell that starts a deployed server has, and nothing of the test runner's environment: its
 * PATH and HOME, production mode, and the build of NEXT_DIST_DIR when one is named (scripts/serve.ts
 * defaults to .next). For the gates that start the server as an operator would.
 */
export function deployedShellEnv(): Record<string, string> & { NODE_ENV: "production" } {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
  };
}
