/**
 * A `next start` of the build beside the shared one, with its own environment (a stand-in's URL,
 * its own data folder), on a free port: for the browser tests that need the server configured
 * otherwise than playwright.config.ts's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../../scripts/free-port.ts";
import { budget } from "../browser-args.ts";
import { nextStartArgs } from "../next-start-args.ts";

export interface NextServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start did not answer ${url}/health within ${timeoutMs} ms`);
}

/** Starts `next start` with `env` over the test environment and resolves once /health answers. */
export async function startNextServer(env: Record<string, string>, timeoutMs = budget(120_000)): Promise<NextServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, nextStartArgs(port), {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", RATE_LIMIT_MAX: "1000", ...env },
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
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
