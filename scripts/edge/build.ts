/**
 * `npm run build:edge`: the Worker of the edge recipe. `npm run build` first (the same SITE_URL,
 * PUBLISHER_* and other build variables, the same pre-rendered pages and middleware with its CSP
 * hashes), then OpenNext turns that build into .open-next/worker.js and .open-next/assets/, whose
 * _headers gives the static assets their security headers (scripts/edge/asset-headers.ts).
 */
import { spawnSync } from "node:child_process";
import { writeAssetHeaders } from "./asset-headers.ts";
import { filterWorkerEnvFiles } from "./worker-env-files.ts";
import { OFFLINE_ENV, OPENNEXT_CLI } from "./wrangler-env.ts";

if (process.env.NEXT_DIST_DIR && process.env.NEXT_DIST_DIR !== ".next") {
  console.error("npm run build:edge: OpenNext reads the build in .next only; unset NEXT_DIST_DIR.");
  process.exit(1);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...OFFLINE_ENV } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npm", ["run", "build"]);
run(process.execPath, [OPENNEXT_CLI, "build", "--skipNextBuild"]);
filterWorkerEnvFiles();
writeAssetHeaders();
