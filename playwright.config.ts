import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { budget, chromiumUse } from "./tests/browser-args.ts";
import { serveCommand, testServerEnv } from "./tests/serve-env.ts";

/** scripts/test.ts picks a free port and passes it here; a stand-alone run uses 4399. */
const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/**
 * The browser tests run against the build in NEXT_DIST_DIR (default .next), served as `npm run serve`
 * serves it: its standalone server, through scripts/serve.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // Two workers keep the 2 cores busy without oversubscribing them (docs/testing.md: 2, 3 and 4 measured);
  // E2E_WORKERS to measure another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Bounds that only catch a hang, never a verdict on speed: a test on a busy machine of this kind
  // takes 5 to 35 s (2 workers, each with Chromium and Next servers). Scaled by E2E_CPU_SLOWDOWN
  // (the slow-machine check), 1 by default. A passing expectation returns as soon as it holds.
  timeout: budget(90_000),
  expect: { timeout: budget(15_000) },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: chromiumUse(baseURL),
  projects: [{ name: "chromium" }],
  webServer: {
    command: serveCommand()
      .map((part) => `"${part}"`)
      .join(" "),
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: budget(120_000),
    env: {
      ...testServerEnv(port),
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every browser test comes from 127.0.0.1: the per-address limit (tested on its own) would
      // otherwise turn a busy suite's submissions into 429s. The same-e-mail rule stays on.
      RATE_LIMIT_MAX: "1000",
      PLAIN_FORM_RATE_LIMIT_MAX: "1000",
      // The back office's session cookies, signed with one key for the whole run (tests/e2e/admin-*.spec.ts).
      // The same for the staff sign-in's per-address limit (20, tested in lib/server/staff/sign-in.test.ts).
      STAFF_SIGN_IN_MAX: "1000",
      BETTER_AUTH_SECRET: "e2e-back-office-secret-of-at-least-32-characters",
    },
  },
});
