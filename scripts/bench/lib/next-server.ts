/**
 * The server under test: the Next.js build (NEXT_DIST_DIR, default .next) served as `npm run serve`
 * serves it (its standalone server, through scripts/serve.ts) and as the browser tests start it, as
 * a child process on loopback in a process group of its own, with request logs at `info` written to
 * /dev/null as in production. `next start` only where it is asked for (the serve part's "before")
 * or where it is the only way: a baseline checkout from before scripts/serve.ts (issue 57).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../free-port.ts";
import { nextDistDir } from "../../gates/next-build.ts";
import { SERVE_SCRIPT } from "../../serve.ts";

/** How a build is served: `npm run serve`'s launcher and the standalone server, or `next start`. */
export type Serving = "standalone" | "next start";

/** A checkout (this one by default) is served through its scripts/serve.ts; one without it, by `next start`. */
export function servingOf(cwd: string | undefined): Serving {
  return existsSync(join(resolve(cwd ?? "."), SERVE_SCRIPT)) ? "standalone" : "next start";
}

/** The arguments of `node` and the variables that start a server of the build on 127.0.0.1:`port`. */
export function serveArgs(serving: Serving, port: number): { args: string[]; env: Record<string, string> } {
  if (serving === "next start")
    return {
      args: ["node_modules/next/dist/bin/next", "start", "--port", String(port), "--hostname", "127.0.0.1"],
      env: {},
    };
  return { args: [SERVE_SCRIPT], env: { HOST: "127.0.0.1", PORT: String(port) } };
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  serving: Serving;
  /** From the spawn to the first 200 of /health, in ms. */
  startMs: number;
  /** The beginning of what the server wrote to stderr (Next's warnings go there), up to 8,000 characters. */
  firstErrorOutput(): string;
  /** SIGTERM to the process group, then wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  /** SIGKILL to the process group, then wait for the exit: a crash, nothing flushed. */
  kill(): Promise<void>;
}

export function tempDataDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `bench-${prefix}-`));
}

/** The build benchmarked: NEXT_DIST_DIR (absolute), default .next. */
export function benchDistDir(): string {
  return nextDistDir();
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}:\n${stderr()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  signalGroup(child, "SIGKILL");
  throw new Error(`the server not healthy after 60 s on ${url}:\n${stderr()}`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // A server may start processes of its own: the whole group gets the signal.
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

/** Every server started and not yet stopped: killed if the bench itself exits early. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) signalGroup(child, "SIGKILL");
});
// A bench stopped with Ctrl-C or SIGTERM takes its servers (their own process groups) with it.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    console.error(`bench stopped by ${signal}`);
    process.exit(130);
  });

/**
 * Starts a server of the build with `env` on top of the bench's environment: production mode, the
 * build of NEXT_DIST_DIR, logs at `info` to /dev/null (one JSON line per function call still gets
 * written). Served through scripts/serve.ts (the standalone server), or as `serving` says.
 */
export async function startNext(
  env: Record<string, string>,
  port?: number,
  /** Another checkout, built, to run instead of this one (the middleware bench's baseline). */
  cwd?: string,
  serving: Serving = servingOf(cwd),
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  let errors = "";
  let firstErrors = "";
  const command = serveArgs(serving, chosen);
  const started = performance.now();
  const child = spawn(process.execPath, command.args, {
    detached: true,
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      // next.config.mjs (next start) or scripts/serve.ts resolves it against the project folder: kept relative.
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      LOG_LEVEL: "info",
      ...env,
      ...command.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
    if (firstErrors.length < 8000) firstErrors = (firstErrors + chunk.toString()).slice(0, 8000);
  });
  const url = `http://127.0.0.1:${chosen}`;
  await waitForHealth(url, child, () => errors);
  const startMs = performance.now() - started;
  return {
    url,
    port: chosen,
    child,
    serving,
    startMs,
    firstErrorOutput: () => firstErrors,
    async stop() {
      signalGroup(child, "SIGTERM");
      await exited(child);
    },
    async kill() {
      signalGroup(child, "SIGKILL");
      await exited(child);
    },
  };
}
