/** The real server (`node server/main.ts`) as a child process on loopback, for the benchmarks. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM, then wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  /** SIGKILL, then wait for the exit: a crash, nothing flushed. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once("error", () => done(false));
    server.listen(port, "127.0.0.1", () => server.close(() => done(true)));
  });
}

export function tempDataDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `bench-${prefix}-`));
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after 30 s:\n${stderr()}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

/** Starts the server with `env` on top of a quiet default (logs discarded, build from DIST_DIR). */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  let errors = "";
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(chosen),
      DIST_DIR: resolve(process.env.DIST_DIR ?? "dist"),
      LOG_LEVEL: "info",
      ...env,
    },
    // One JSON log line per request still gets written, as in production, then discarded.
    stdio: ["ignore", "ignore", "pipe"],
  });
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
      child.kill("SIGTERM");
      await exited(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}
