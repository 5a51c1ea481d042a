import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { formatTimeReport, playwrightFileTimes, timeReport, vitestFileTimes } from "./test-timing.ts";

const VITEST = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
const PLAYWRIGHT = fileURLToPath(new URL("../node_modules/@playwright/test/cli.js", import.meta.url));
/** What a spec outside the project imports: Playwright's test, by its file (no node_modules above a temporary folder). */
const PLAYWRIGHT_TEST = new URL("../node_modules/@playwright/test/index.mjs", import.meta.url).href;

/** A test file that takes about `ms` (a timer: the runner's own clock measures it). */
const slowTest = (ms: number, importFrom: string) =>
  [
    `import { test } from "${importFrom}";`,
    `test("waits ${ms} ms", async () => { await new Promise((resolve) => setTimeout(resolve, ${ms})); });`,
  ].join("\n");

describe("npm test's time report, read from the runners' own reports", () => {
  const root = mkdtempSync(join(tmpdir(), "test-timing-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads each Vitest file's time from a real run's JSON report", () => {
    writeFileSync(join(root, "vitest.config.mjs"), "export default {};\n");
    writeFileSync(join(root, "quick.test.mjs"), slowTest(10, "vitest"));
    writeFileSync(join(root, "slow.test.mjs"), slowTest(600, "vitest"));
    const report = join(root, "vitest.json");
    const ran = spawnSync(
      process.execPath,
      [VITEST, "run", "--root", root, "--reporter=json", `--outputFile.json=${report}`],
      {
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(ran.status, ran.stderr).toBe(0);
    const times = vitestFileTimes(report, "unit", root).sort((a, b) => a.file.localeCompare(b.file));
    expect(times.map((time) => [time.suite, time.file])).toEqual([
      ["unit", "quick.test.mjs"],
      ["unit", "slow.test.mjs"],
    ]);
    expect(times[1]?.seconds).toBeGreaterThanOrEqual(0.6);
    expect(times[1]?.seconds).toBeGreaterThan(times[0]?.seconds ?? Infinity);
  }, 90_000);

  it("adds up each Playwright spec file's test times from a real run's JSON report", () => {
    const dir = join(root, "pw");
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "playwright.config.mjs"), "export default { testDir: '.', workers: 1 };\n");
    writeFileSync(
      join(dir, "two.spec.mjs"),
      [
        slowTest(300, PLAYWRIGHT_TEST),
        'test("waits 300 ms again", async () => { await new Promise((r) => setTimeout(r, 300)); });',
      ].join("\n"),
    );
    writeFileSync(join(dir, "one.spec.mjs"), slowTest(10, PLAYWRIGHT_TEST));
    const report = join(root, "playwright.json");
    const ran = spawnSync(
      process.execPath,
      [PLAYWRIGHT, "test", "--config", join(dir, "playwright.config.mjs"), "--reporter=json"],
      {
        encoding: "utf8",
        timeout: 60_000,
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      },
    );
    expect(ran.status, ran.stderr).toBe(0);
    const times = new Map(playwrightFileTimes(report, "browser").map((time) => [time.file, time.seconds]));
    expect([...times.keys()].sort()).toEqual(["one.spec.mjs", "two.spec.mjs"]);
    expect(times.get("two.spec.mjs")).toBeGreaterThanOrEqual(0.6);
    expect(times.get("two.spec.mjs")).toBeGreaterThan(times.get("one.spec.mjs") ?? Infinity);
  }, 90_000);

  it("finds no file in a run that wrote no report", () => {
    expect(vitestFileTimes(join(root, "absent.json"), "unit")).toEqual([]);
    expect(playwrightFileTimes(join(root, "absent.json"), "browser")).toEqual([]);
  });

  it("keeps the ten slowest files of all suites, the steps in order, and their total", () => {
    const files = Array.from({ length: 12 }, (_, index) => ({
      suite: index % 2 ? "unit" : "browser",
      file: `f${index}`,
      seconds: index,
    }));
    const report = timeReport(
      [
        { step: "lint", seconds: 30.04, ok: true },
        { step: "browser", seconds: 600, ok: false },
      ],
      files,
    );
    expect(report.totalSeconds).toBe(630);
    expect(report.steps.map((step) => step.step)).toEqual(["lint", "browser"]);
    expect(report.slowestFiles.map((file) => file.file)).toEqual([
      "f11",
      "f10",
      "f9",
      "f8",
      "f7",
      "f6",
      "f5",
      "f4",
      "f3",
      "f2",
    ]);
    const text = formatTimeReport(report);
    expect(text).toContain("browser  10 min 00 s  (failed)");
    expect(text).toContain("total    10 min 30 s");
    expect(text).toContain("11.0 s  unit     f11");
  });
});
