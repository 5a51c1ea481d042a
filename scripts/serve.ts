/**
 * `npm run serve` (and `npm start`, after the build): serves the build with its standalone server,
 * `<distDir>/standalone/server.js`, which `npm run build` completes (scripts/standalone.ts) and the
 * Docker image runs, instead of `next start`, which prints that it "does not work with output:
 * standalone" (issue 57). The browser tests, the gates and the benchmarks start a build through
 * this file too: one way of serving a build everywhere (docs/deploying.md, "A Node host").
 *
 * server.js reads only PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT and moves into its own folder, so what
 * `next start` did in the project's folder is done here first, in this process (server.js is then
 * imported, not spawned: signals, exit status, CPU time and memory are the server's own):
 * - the project's `.env` files are read by Next's own loader (`@next/env`, which `next` installs),
 *   as `next start` read them: a variable already set wins, and Next does not read them again, so
 *   the copies `next build` left in the standalone folder are not read over them;
 * - a relative DATA_DIR (default `data`) is resolved against the folder the command runs in, where
 *   `next start` resolved it, not against the standalone folder;
 * - the project's HOST and PORT (default 127.0.0.1:3000) become server.js's HOSTNAME and PORT: a
 *   HOSTNAME inherited from the shell (the machine's name) is not an interface to listen on;
 * - NEXT_DIST_DIR names the build inside the standalone folder, where the server reads its pages
 *   (lib/server/seo/built-page.ts).
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { distDir } from "../lib/config/dist-dir.ts";
import { standalonePaths } from "./standalone.ts";

type Env = Record<string, string | undefined>;

/** This launcher, from the project's folder: `node scripts/serve.ts` is `npm run serve`. */
export const SERVE_SCRIPT = "scripts/serve.ts";

/** Where the server listens when HOST and PORT are not set, as `npm run serve` always has. */
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_PORT = "3000";

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

/** The standalone server of the build in NEXT_DIST_DIR (default .next), for a command run in `cwd`. */
export function standaloneServer(env: Env = process.env, cwd: string = process.cwd()): string {
  return join(standalonePaths(resolve(cwd, distDir(env))).root, "server.js");
}

/** What is missing from the standalone server for it to serve the whole site (empty: nothing). */
export function missingFromStandalone(env: Env = process.env, cwd: string = process.cwd()): string[] {
  const { root, build } = standalonePaths(resolve(cwd, distDir(env)));
  return [join(root, "server.js"), join(build, "static"), join(root, "public")].filter((path) => !existsSync(path));
}

/**
 * The variables server.js is given on top of the environment (`.env` files already read into it):
 * where it listens, the data folder as an absolute path, and its build's folder inside the
 * standalone folder, relative, as `next build` placed it there.
 */
export function serverEnv(env: Env, cwd: string): Record<string, string> {
  const { root, build } = standalonePaths(resolve(cwd, distDir(env)));
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: value(env, "PORT") ?? DEFAULT_PORT,
    HOSTNAME: value(env, "HOST") ?? DEFAULT_HOST,
    DATA_DIR: resolve(cwd, value(env, "DATA_DIR") ?? "data"),
    NEXT_DIST_DIR: relative(root, build),
  };
}

/**
 * The lines of a server's output that carry a warning of Next.js (its `⚠` prefix), colours
 * removed: `next start` over a standalone build printed one first.
 */
export function nextWarnings(output: string): string[] {
  return output
    .split(/\r?\n/)
    .map((line) => stripVTControlCharacters(line).trim())
    .filter((line) => line.includes("⚠"));
}

/** Reads the project's `.env` files into process.env as `next start` does (production mode). */
function loadProjectEnv(cwd: string): void {
  const { loadEnvConfig } = createRequire(import.meta.url)("@next/env") as typeof import("@next/env");
  loadEnvConfig(cwd, false, { info: () => {}, error: (...args: unknown[]) => console.error(...args) });
}

if (import.meta.main) {
  const cwd = process.cwd();
  // "Ready in …" counts from here, as `next start` counts from its own start.
  process.env.NEXT_PRIVATE_START_TIME ??= String(Date.now());
  // server.js sets it too; before the `.env` files, so that their production set is the one read.
  Object.assign(process.env, { NODE_ENV: "production" });
  loadProjectEnv(cwd);
  const missing = missingFromStandalone(process.env, cwd);
  if (missing.length) {
    console.error(
      `No complete standalone server for the build in ${resolve(cwd, distDir())} (missing: ${missing.join(", ")}): run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  const server = standaloneServer(process.env, cwd);
  Object.assign(process.env, serverEnv(process.env, cwd));
  // No top-level await: the tests and the benchmarks import this module for its helpers.
  import(pathToFileURL(server).href).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
