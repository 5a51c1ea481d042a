/**
 * `npm run preview:edge`: the Worker built by `npm run build:edge`, served by workerd (Cloudflare's
 * runtime, from npm) on HOST:PORT (default 127.0.0.1:8787), without any network or remote binding
 * (its R2 bucket and D1 database are local, in .wrangler/state: two previews of one checkout share
 * them, as two locations of the Worker share theirs):
 * `opennextjs-cloudflare preview`'s two steps (populate the local cache, `wrangler dev`), run here
 * so that the Worker's logs show as they come (that command holds wrangler's stderr until it exits).
 * The Worker's variables come from this environment; the secret travels in a file only this user
 * can read (never on a command line), removed when the preview stops.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_BUCKET_VARIABLES } from "../../lib/config/image-bucket.ts";
import { OFFLINE_ENV, OPENNEXT_CLI, WRANGLER_CLI } from "./wrangler-env.ts";

/**
 * What the Worker reads: its own origin, the functions origin and the key and secret they share,
 * and the articles' images bucket when there is one (it serves them from there).
 */
export const WORKER_VARIABLES = [
  "SITE_URL",
  "SUPABASE_URL",
  "SUPABASE_ANON_KEY",
  "FUNCTIONS_FORWARD_SECRET",
  "LOG_LEVEL",
  // The middleware serves the IndexNow key file (/{key}.txt); the key is public by design.
  "INDEXNOW_KEY",
  ...IMAGE_BUCKET_VARIABLES,
];

/** The variables set in `env`, as a dotenv file (double-quoted, JSON escapes). */
export function workerEnvFile(env: Record<string, string | undefined>): string {
  return WORKER_VARIABLES.filter((name) => env[name]?.trim())
    .map((name) => `${name}=${JSON.stringify(env[name]?.trim())}\n`)
    .join("");
}

/** The process group of `child` (spawned detached) receives `signal`: wrangler and workerd stop with it. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

if (import.meta.main) {
  const env = { ...process.env, ...OFFLINE_ENV };
  // What `opennextjs-cloudflare preview` does first: the pre-rendered pages into the Worker's assets
  // (skipped by a second Worker of the same build, whose first one serves those files already).
  if (process.env.EDGE_PREVIEW_POPULATE !== "0") {
    const populated = spawnSync(process.execPath, [OPENNEXT_CLI, "populateCache", "local"], { stdio: "inherit", env });
    if (populated.status !== 0) process.exit(populated.status ?? 1);
  }

  const dir = mkdtempSync(join(tmpdir(), "edge-preview-"));
  const envFile = join(dir, "worker.env");
  writeFileSync(envFile, workerEnvFile(process.env), { mode: 0o600 });

  // Then `wrangler dev` (workerd), as that command runs it, but with the Worker's logs as they come
  // and its variables from the file above.
  const args = [
    WRANGLER_CLI,
    "dev",
    "--ip",
    process.env.HOST ?? "127.0.0.1",
    "--port",
    process.env.PORT ?? "8787",
    "--env-file",
    envFile,
    "--show-interactive-dev-session=false",
    "--live-reload=false",
    // The Cron Trigger runs when GET /__scheduled is asked (locally only; Cloudflare runs it each minute).
    "--test-scheduled",
  ];
  const child = spawn(process.execPath, args, { stdio: "inherit", env, detached: true });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopGroup(child, signal));
  child.on("exit", (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    stopGroup(child, "SIGKILL"); // workerd, should it outlive wrangler
    process.exit(code ?? (signal ? 1 : 0));
  });
}
