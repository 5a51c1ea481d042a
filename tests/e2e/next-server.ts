/**
 * A server of the build beside the shared one (served as `npm run serve` serves it: its standalone
 * server, through scripts/serve.ts), with its own environment (a stand-in's URL, its own data
 * folder), on a free port: for the browser tests that need the server configured otherwise than
 * playwright.config.ts's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@playwright/test";
import { STOP_GRACE_MS } from "../../lib/server/stop-grace.ts";
import { freePort } from "../../scripts/free-port.ts";
import { budget } from "../browser-args.ts";
import { serveCommand, testServerEnv } from "../serve-env.ts";
import { createPostgresSchema, TEST_POSTGRES_URL } from "../support/databases.ts";

export interface NextServer {
  url: string;
  stop(): Promise<void>;
}

/** Resolves once `url`/health answers 200; rejects when `child` exits first or `timeoutMs` passes. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/health within ${timeoutMs} ms`);
}

/**
 * Starts a server of the build with `env` over the test environment and resolves once /health answers. Its
 * `url` names it by `host` (`localhost` for WebAuthn, which refuses an IP address as the site's
 * identity); `env` may be made from that URL (its SITE_URL).
 */
export async function startNextServer(
  env: Record<string, string> | ((url: string) => Record<string, string>),
  timeoutMs = budget(120_000),
  host: "127.0.0.1" | "localhost" = "127.0.0.1",
): Promise<NextServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const named = `http://${host}:${port}`;
  const output: string[] = [];
  const [program, ...args] = serveCommand();
  const child = spawn(program, args, {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "1000",
      PLAIN_FORM_RATE_LIMIT_MAX: "1000",
      ...(typeof env === "function" ? env(named) : env),
      // Last: where it listens is this helper's choice.
      ...testServerEnv(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    child.kill("SIGTERM");
    throw new Error(`${(error as Error).message}\n${output.join("")}`);
  }
  return {
    url: named,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // A request in flight at SIGTERM (the middleware reading its own settings) leaves its
        // keep-alive connection open, and Next's graceful close waits for it up to the test
        // servers' keep-alive timeout (10 min: tests/serve-env.ts). Past a grace that a
        // graceful stop needs (STOP_GRACE_MS and Next's own close), the server is killed.
        const kill = setTimeout(() => child.kill("SIGKILL"), STOP_KILL_AFTER_MS);
        child.once("exit", () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** How long a test server may take to stop gracefully before it is killed. */
const STOP_KILL_AFTER_MS = STOP_GRACE_MS + 5_000;

/** Two instances of the site on one PostgreSQL schema of their own: what one saves, the other serves. */
export interface PostgresPair {
  first: NextServer;
  second: NextServer;
  /** Their data folder (the staff's accounts are made there: newMember). */
  dataDir: string;
  databaseUrl: string;
  /** Stops both and drops the schema. */
  stop(): Promise<void>;
}

/** Starts a PostgresPair on a new schema `name` (letters, digits, "_"), with `env` on top of theirs. */
export async function startPostgresPair(name: string, env: Record<string, string> = {}): Promise<PostgresPair> {
  const schema = await createPostgresSchema(TEST_POSTGRES_URL, name);
  const dataDir = mkdtempSync(join(tmpdir(), `site-${name}-`));
  const shared = {
    DATA_DIR: dataDir,
    DATABASE_URL: schema.url,
    BETTER_AUTH_SECRET: `${name}-secret-of-at-least-32-characters`,
    ...env,
  };
  const started: NextServer[] = [];
  try {
    started.push(await startNextServer(shared));
    started.push(await startNextServer(shared));
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    await schema.drop();
    throw error;
  }
  const [first, second] = started as [NextServer, NextServer];
  return {
    first,
    second,
    dataDir,
    databaseUrl: schema.url,
    async stop() {
      await Promise.all([first.stop(), second.stop()]);
      await schema.drop();
    },
  };
}

/** A server of a describe block's own (or a file's), as its tests see it once started. */
export interface OwnServer {
  readonly url: string;
  /** Its data folder (the staff's accounts are made there: newMember). */
  readonly dataDir: string;
}

/**
 * A server of the build on SQLite in a new data folder (`site-{name}-…`), for the tests of the enclosing
 * describe block (or file) alone: started before them, stopped after. For the tests whose changes
 * (a published article, a saved setting) must not reach the shared server's pages. `env` may be a
 * function of the server's URL, read when it starts (a stand-in's address known only once it listens).
 */
export function serverOfItsOwn(
  name: string,
  env: Record<string, string> | ((url: string) => Record<string, string>) = {},
): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), `site-${name}-`));
  let server: NextServer | undefined;
  test.beforeAll(async () => {
    // An empty store each time: with fullyParallel, a worker may run these hooks once per group of
    // the block's tests (the previous server stopped), and what a block seeds in its own beforeAll
    // must not add up in one store.
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir);
    server = await startNextServer((url) => ({ DATA_DIR: dataDir, ...(typeof env === "function" ? env(url) : env) }));
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    dataDir,
    get url() {
      if (!server) throw new Error(`the server ${name} has not started`);
      return server.url;
    },
  };
}

/** A PostgresPair (schema `name`) for the tests of the enclosing describe block (or file) alone. */
export function postgresPairOfItsOwn(name: string, env: Record<string, string> = {}): Omit<PostgresPair, "stop"> {
  let pair: PostgresPair | undefined;
  test.beforeAll(async () => {
    test.setTimeout(budget(180_000)); // two servers, one after the other
    pair = await startPostgresPair(name, env);
  });
  test.afterAll(async () => {
    await pair?.stop();
  });
  const started = (): PostgresPair => {
    if (!pair) throw new Error(`the pair ${name} has not started`);
    return pair;
  };
  return {
    get first() {
      return started().first;
    },
    get second() {
      return started().second;
    },
    get dataDir() {
      return started().dataDir;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
  };
}
