import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { SERVE_SCRIPT } from "./scripts/serve.ts";
import { budget, chromiumUse } from "./tests/browser-args.ts";
import { EDGE_INDEXNOW_KEY } from "./tests/edge/edge-support.ts";
import { standInEnv } from "./tests/support/s3-stand-in.ts";

/**
 * `npm run test:edge` (scripts/edge/test.ts picks the ports): Chromium against the Worker in
 * workerd (`npm run preview:edge`) on 127.0.0.1, whose server actions call the functions of the
 * same build served as `npm run serve` serves it (scripts/serve.ts), the Node origin, on [::1].
 * The two loopback addresses differ, so the store tells the visitor's address (the Worker vouches
 * for it) from the Worker's own. Both keep and serve the articles' images in one bucket, an S3
 * stand-in on loopback.
 */
const edgePort = Number(process.env.EDGE_PORT ?? 8787);
const originPort = Number(process.env.EDGE_ORIGIN_PORT ?? 4398);
const s3Port = Number(process.env.EDGE_S3_PORT ?? 4397);
/** The articles' images bucket of both (an S3 stand-in on loopback, as R2 would be): the Worker serves them from it. */
const S3_ENDPOINT = `http://127.0.0.1:${s3Port}`;
const IMAGE_BUCKET_NAME = "article-images-edge";
const IMAGE_BUCKET = standInEnv(S3_ENDPOINT, IMAGE_BUCKET_NAME);
/** Where the tests read the bucket's files themselves (path-style, as the site writes them). */
process.env.EDGE_IMAGE_BUCKET_URL = `${S3_ENDPOINT}/${IMAGE_BUCKET_NAME}`;
const baseURL = `http://127.0.0.1:${edgePort}`;
export const ORIGIN_URL = `http://[::1]:${originPort}`;
process.env.E2E_BASE_URL = baseURL;
process.env.EDGE_ORIGIN_URL = ORIGIN_URL;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-edge-"));
// Shared by the Worker and the Node origin only: it signs the visitor's address the actions forward.
process.env.EDGE_FORWARD_SECRET ??= randomBytes(32).toString("base64url");
const secret = process.env.EDGE_FORWARD_SECRET;

export default defineConfig({
  testDir: "tests/edge",
  outputDir: "test-results/edge",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Scaled by E2E_CPU_SLOWDOWN (the slow-machine check), 1 by default.
  timeout: budget(60_000),
  expect: { timeout: budget(10_000) },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: chromiumUse(baseURL),
  // The settings' tests switch maintenance on for the whole site: after every other test.
  projects: [
    { name: "chromium", testIgnore: /edge-settings\.spec\.ts/ },
    { name: "settings", testMatch: /edge-settings\.spec\.ts/, dependencies: ["chromium"] },
  ],
  webServer: [
    {
      // The bucket of the articles' images, speaking S3 (Signature V4 checked) on loopback.
      command: `"${process.execPath}" tests/support/s3-stand-in-process.ts ${s3Port} ${IMAGE_BUCKET_NAME}`,
      url: `${S3_ENDPOINT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The functions origin: recipe 1, the build served as `npm run serve` serves it, its SQLite store in E2E_DATA_DIR.
      command: `"${process.execPath}" ${SERVE_SCRIPT}`,
      url: `${ORIGIN_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        HOST: "::1",
        PORT: String(originPort),
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        FUNCTIONS_FORWARD_SECRET: secret,
        LOG_LEVEL: "warn",
        RATE_LIMIT_MAX: "1000",
        PLAIN_FORM_RATE_LIMIT_MAX: "1000",
        // The audience counts written every 200 ms, not 5 s: the tests poll the store for them.
        AUDIENCE_FLUSH_MS: "200",
        ...IMAGE_BUCKET,
      },
    },
    {
      // The Worker (.open-next/worker.js) in workerd, calling the functions at SUPABASE_URL.
      command: `"${process.execPath}" scripts/edge/preview.ts`,
      url: `${baseURL}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: {
        HOST: "127.0.0.1",
        PORT: String(edgePort),
        SUPABASE_URL: ORIGIN_URL,
        FUNCTIONS_FORWARD_SECRET: secret,
        INDEXNOW_KEY: EDGE_INDEXNOW_KEY,
        ...IMAGE_BUCKET,
      },
    },
  ],
});
