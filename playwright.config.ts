import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

/** scripts/test.ts picks free ports and passes them here; a stand-alone run uses 4399 and 4398. */
const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;
/** The Next.js build (`next start` over NEXT_DIST_DIR, default .next), tested by tests/next while the move is under way. */
const nextPort = Number(process.env.E2E_NEXT_PORT ?? 4398);
const nextBaseURL = `http://127.0.0.1:${nextPort}`;
process.env.E2E_NEXT_BASE_URL = nextBaseURL;
/** `--project=next` runs only the Next.js tests and starts only its server; `--project=chromium` only the Astro ones. */
const onlyNext = process.argv.includes("--project=next");
const onlyAstro = process.argv.includes("--project=chromium");
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "chromium", testDir: "tests/e2e", use: { browserName: "chromium" } },
    { name: "next", testDir: "tests/next", use: { browserName: "chromium", baseURL: nextBaseURL } },
  ],
  webServer: [...(onlyNext ? [] : [astroServer()]), ...(onlyAstro ? [] : [nextServer()])],
});

function nextServer() {
  return {
    command: `"${process.execPath}" node_modules/next/dist/bin/next start --port ${nextPort} --hostname 127.0.0.1`,
    url: `${nextBaseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "1000",
    },
  };
}

function astroServer() {
  return {
    command: `"${process.execPath}" server/main.ts`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DIST_DIR: process.env.DIST_DIR ?? "dist",
      // Every browser test comes from 127.0.0.1: the per-address limit (tested in server/) would
      // otherwise turn a busy suite's submissions into 429s. The same-e-mail rule stays on.
      RATE_LIMIT_MAX: "1000",
    },
  };
}
