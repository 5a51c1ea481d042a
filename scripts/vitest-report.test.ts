import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { cutShortFiles, vitestCounts } from "./vitest-report.ts";

const VITEST = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));

describe("what npm test reads of a Vitest run", () => {
  const root = mkdtempSync(join(tmpdir(), "vitest-report-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("names the file whose process ended mid-run, not the one with a skipped test, and counts the rest", () => {
    writeFileSync(join(root, "vitest.config.mjs"), "export default {};\n");
    writeFileSync(
      join(root, "ends.test.mjs"),
      [
        'import { expect, it } from "vitest";',
        'it("passes first", () => expect(1).toBe(1));',
        'it("ends its process", () => process.kill(process.pid, "SIGKILL"));',
        'it("never runs", () => expect(1).toBe(1));',
      ].join("\n"),
    );
    writeFileSync(
      join(root, "whole.test.mjs"),
      [
        'import { expect, it } from "vitest";',
        'it("passes", () => expect(1).toBe(1));',
        'it.skip("is skipped", () => expect(1).toBe(1));',
      ].join("\n"),
    );
    const report = join(root, "report.json");
    const ran = spawnSync(
      process.execPath,
      [VITEST, "run", "--root", root, "--reporter=json", `--outputFile.json=${report}`],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(ran.status, ran.stderr).not.toBe(0);
    expect(cutShortFiles(report)).toEqual([`${join(root, "ends.test.mjs")} (3 tests)`]);
    expect(vitestCounts(report)).toEqual({ passed: 1, failed: 0, skipped: 1 });
  }, 90_000);

  it("finds nothing in a run that wrote no report", () => {
    expect(cutShortFiles(join(root, "absent.json"))).toEqual([]);
    expect(vitestCounts(join(root, "absent.json"))).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});
