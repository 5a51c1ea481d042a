/**
 * The server under test: `next start` over the Next.js build (NEXT_DIST_DIR, default .next), as a
 * child process on loopback, started as playwright.config.ts's nextServer() starts it, with request
 * logs at `info` written to /dev/null as in production.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../free-port.ts";
import { nextDistDir } from "../../gates/next-build.ts";

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
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
      throw new Error(`next start exited with ${child.exitCode ?? child.signalCode}:\n${stderr()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  signalGroup(child, "SIGKILL");
  throw new Error(`next start not healthy after 60 s on ${url}:\n${stderr()}`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // `next start` may start workers of its own: the whole group gets the signal.
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
 * Starts `next start` with `env` on top of the bench's environment: production mode, the build of
 * NEXT_DIST_DIR, logs at `info` to /dev/null (one JSON line per function call still gets written).
 */
export async function startNext(
  env: Record<string, string>,
  port?: number,
  /** Another checkout, built, to run instead of this one (the middleware bench's baseline). */
  cwd?: string,
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  let errors = "";
  const child = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "--port", String(chosen), "--hostname", "127.0.0.1"],
    {
      detached: true,
      cwd,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        // next.config.mjs hands it to Next as `distDir`, which Next joins to the project folder: kept relative.
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
        LOG_LEVEL: "info",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${chosen}`;
  await waitForHealth(url, child, () => errors);
  return {
    url,
    port: chosen,
    child,
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
