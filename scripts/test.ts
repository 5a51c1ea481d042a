/**
 * `npm test`: every gate in order (lint and types, unit tests, build, gates over the build, browser tests),
 * stopping at the first failure, then the time report (each step's time, the ten slowest test files: also
 * test-results/timing.json) and one closing line "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { missingTestChromiumMessage, testChromiumPath } from "./chromium.ts";
import { freePort } from "./free-port.ts";
import {
  type FileTime,
  formatTimeReport,
  playwrightFileTimes,
  type StepTime,
  timeReport,
  vitestFileTimes,
} from "./test-timing.ts";
import { cutShortFiles, vitestCounts } from "./vitest-report.ts";

const RESULTS = "test-results";
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

/** Each step's time, for the report at the end (test-results/timing.json). */
const steps: StepTime[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}, step = label): boolean {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ step, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
  return ok;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestRun(label: string, args: string[], json: string, step: string): boolean {
  const ok = run(
    label,
    node,
    [bin("vitest"), "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${json}`],
    {},
    step,
  );
  for (const file of cutShortFiles(json)) console.error(`✖ cut short, its process ended before it finished: ${file}`);
  return ok;
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const s = JSON.parse(readFileSync(file, "utf8")).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

const chrome = testChromiumPath();
if (!chrome) {
  console.error(missingTestChromiumMessage());
  process.exit(1);
}

const node = process.execPath;
const bin = (name: string) => `node_modules/.bin/${name}`;
const vitestJson = `${RESULTS}/vitest.json`;
const playwrightJson = `${RESULTS}/playwright.json`;
const gatesJson = `${RESULTS}/gates.json`;

let ok =
  run("lint, format and types", "npm", ["run", "lint"], {}, "lint") &&
  vitestRun("unit tests (Vitest)", [], vitestJson, "unit") &&
  run("build (next build, CSP manifest, sitemap)", "npm", ["run", "build"], {}, "build") &&
  vitestRun(
    "quality gates over the build: pre-rendering, HTML validity, links, budgets, SEO, crash safety (Vitest)",
    ["--config", "vitest.gates.config.ts"],
    gatesJson,
    "gates",
  );

if (ok) {
  const port = await freePort();
  ok = run(
    "browser tests (Playwright, Chromium, on the standalone server)",
    node,
    [bin("playwright"), "test"],
    { E2E_PORT: String(port), CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    "browser",
  );
}

const edgeJson = `${RESULTS}/playwright-edge.json`;
if (ok) {
  ok = run(
    "edge recipe (OpenNext Worker of this build in workerd, functions on a Node origin; Playwright, Chromium)",
    node,
    ["scripts/edge/test.ts", "--reuse-build"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: edgeJson },
    "edge",
  );
}

const files: FileTime[] = [
  ...vitestFileTimes(vitestJson, "unit"),
  ...vitestFileTimes(gatesJson, "gates"),
  ...playwrightFileTimes(playwrightJson, "browser"),
  ...playwrightFileTimes(edgeJson, "edge"),
];
const report = timeReport(steps, files);
writeFileSync(`${RESULTS}/timing.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${formatTimeReport(report)}`);

const totals = [
  vitestCounts(vitestJson),
  vitestCounts(gatesJson),
  playwrightCounts(playwrightJson),
  playwrightCounts(edgeJson),
].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
