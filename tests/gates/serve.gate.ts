import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { nextWarnings, standaloneServer } from "../../scripts/serve.ts";
import { deployedShellEnv } from "../serve-env.ts";

/*
 * `npm run serve`, as the README's `npm install && npm start` runs it after the build (issue 57):
 * the standalone server of the build, through scripts/serve.ts. What it prints from its start to
 * its stop carries no warning of Next.js (`⚠`: `next start` printed first that it "does not work
 * with output: standalone"). It listens on HOST:PORT (a HOSTNAME inherited from the shell is not
 * an interface), keeps its store in a relative DATA_DIR resolved against the project's folder as
 * `next start` resolved it (server.js runs in its own folder), serves a page and its stylesheet,
 * and stops gracefully on SIGTERM.
 */

const server = standaloneServer();
const present = existsSync(server);

// The gates run after `npm run build`: a missing standalone server is a broken build, never a skip.
describe("npm run serve", () => {
  it("has the standalone server of the build to run", () => {
    expect(present, `no standalone server at ${server} (build with \`npm run build\`)`).toBe(true);
  });
});

describe.runIf(present)("npm run serve over the build", () => {
  let dataDir: string;
  let child: ChildProcess;
  let url: string;
  let output = "";
  let closed: Promise<void>;

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child?.pid) process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "site-serve-"));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // npm, its shell and the server in a process group of their own: the stop reaches all three.
    child = spawn("npm", ["run", "serve"], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        // Not vitest's environment: what a shell that runs `npm run serve` would have.
        ...deployedShellEnv(),
        HOST: "127.0.0.1",
        PORT: String(port),
        // What many shells export: the machine's name, which server.js would listen on if it were passed on.
        HOSTNAME: "not-an-interface.invalid",
        // Relative to the project's folder, where `npm run serve` runs.
        DATA_DIR: relative(process.cwd(), dataDir),
        // SQLite in DATA_DIR, whatever a developer's .env says.
        DATABASE_URL: "",
        LOG_LEVEL: "info",
      },
    });
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    closed = new Promise((done) => child.once("close", () => done()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm run serve exited with ${child.exitCode}:\n${output}`);
      const ok = await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    signalGroup("SIGKILL");
    throw new Error(`npm run serve did not answer ${url}/health within 60 s:\n${output}`);
  }, 90_000);

  afterAll(() => {
    signalGroup("SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves a page and its stylesheet from the standalone server on HOST:PORT", async () => {
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const css = /\/_next\/static\/[^"]+\.css/.exec(await home.text())?.[0];
    expect(css).toBeDefined();
    expect((await fetch(`${url}${css}`)).status).toBe(200);
  });

  it("keeps its store in the relative DATA_DIR, resolved against the project's folder", () => {
    expect(existsSync(join(dataDir, "site.db")), `no site.db in ${dataDir}`).toBe(true);
  });

  it("prints no warning of Next.js from its start to its graceful stop on SIGTERM", async () => {
    signalGroup("SIGTERM");
    const stopped = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((done) => setTimeout(() => done(false), 30_000)),
    ]);
    expect(stopped, `still running 30 s after SIGTERM:\n${output}`).toBe(true);
    // The output was read: Next's banner is in it.
    expect(output).toContain("Next.js");
    expect(nextWarnings(output), `Next.js warned:\n${output}`).toEqual([]);
    expect(output).toContain("outbox worker stopped, store closed");
  }, 40_000);
});
