/**
 * `npm run test:edge`: the edge recipe proven here. Builds both (`npm run build:edge`: the Node
 * build, then the Worker from it), then runs playwright.edge.config.ts: a Node origin of the build
 * for the functions, the Worker in workerd, Chromium against the Worker.
 * `--reuse-build` (npm test, right after its own `npm run build`) only turns the existing .next into
 * the Worker (OpenNext), without building the pages again.
 */
import { spawnSync } from "node:child_process";
import { missingTestChromiumMessage, testChromiumPath } from "../chromium.ts";
import { freePort } from "../free-port.ts";
import { writeAssetHeaders } from "./asset-headers.ts";
import { filterWorkerEnvFiles } from "./worker-env-files.ts";
import { OFFLINE_ENV, OPENNEXT_CLI } from "./wrangler-env.ts";

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...OFFLINE_ENV, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chrome = testChromiumPath();
if (!chrome) {
  console.error(missingTestChromiumMessage());
  process.exit(1);
}

if (process.argv.includes("--reuse-build")) {
  run(process.execPath, [OPENNEXT_CLI, "build", "--skipNextBuild"]);
  filterWorkerEnvFiles();
  writeAssetHeaders();
} else run("npm", ["run", "build:edge"]);

const [edgePort, originPort, s3Port] = [await freePort(), await freePort(), await freePort()];
run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--config", "playwright.edge.config.ts"], {
  EDGE_PORT: String(edgePort),
  EDGE_ORIGIN_PORT: String(originPort),
  EDGE_S3_PORT: String(s3Port),
  CHROME_PATH: chrome,
});
