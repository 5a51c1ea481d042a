import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { compareTitles, formatTitles, parseTitles, playwrightTitles, vitestTitles } from "./test-titles.ts";

const VITEST = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
const PLAYWRIGHT = fileURLToPath(new URL("../node_modules/@playwright/test/cli.js", import.meta.url));
const PLAYWRIGHT_TEST = new URL("../node_modules/@playwright/test/index.mjs", import.meta.url).href;

describe("the suites' titles, listed by the runners and compared", () => {
  const root = mkdtempSync(join(tmpdir(), "test-titles-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads a Playwright list, describe blocks and widths included, without running a test", () => {
    writeFileSync(join(root, "playwright.config.mjs"), "export default { testDir: '.' };\n");
    writeFileSync(
      join(root, "forms.spec.mjs"),
      [
        `import { test } from "${PLAYWRIGHT_TEST}";`,
        'for (const width of [375, 1280]) test.describe("at " + width + " px", () => { test("sends", () => { throw new Error("ran"); }); });',
        'test("keeps what was typed", () => { throw new Error("ran"); });',
      ].join("\n"),
    );
    const listed = spawnSync(
      process.execPath,
      [PLAYWRIGHT, "test", "--list", "--config", join(root, "playwright.config.mjs"), "--reporter=json"],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(listed.status, listed.stderr).toBe(0);
    expect(playwrightTitles(JSON.parse(listed.stdout), "browser")).toEqual([
      { suite: "browser", file: "forms.spec.mjs", title: "keeps what was typed" },
      { suite: "browser", file: "forms.spec.mjs", title: "at 375 px › sends" },
      { suite: "browser", file: "forms.spec.mjs", title: "at 1280 px › sends" },
    ]);
  }, 90_000);

  it("reads a Vitest list", () => {
    const dir = join(root, "unit");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "vitest.config.mjs"), "export default {};\n");
    writeFileSync(
      join(dir, "action.test.mjs"),
      'import { describe, it } from "vitest"; describe("the contact", () => { it.each(["a 500", "a dropped connection"])("on %s, answers", () => { throw new Error("ran"); }); });\n',
    );
    const file = join(dir, "list.json");
    const listed = spawnSync(process.execPath, [VITEST, "list", "--root", dir, `--json=${file}`], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(listed.status, listed.stderr).toBe(0);
    expect(vitestTitles(JSON.parse(readFileSync(file, "utf8")), "unit", dir)).toEqual([
      { suite: "unit", file: "action.test.mjs", title: "the contact › on a 500, answers" },
      { suite: "unit", file: "action.test.mjs", title: "the contact › on a dropped connection, answers" },
    ]);
  }, 90_000);

  it("names the titles a change no longer has, a test moved under the same title being kept", () => {
    const before = parseTitles(
      formatTitles([
        { suite: "browser", file: "a.spec.ts", title: "at 375 px › sends" },
        { suite: "browser", file: "a.spec.ts", title: "at 1280 px › sends" },
        { suite: "browser", file: "a.spec.ts", title: "keeps what was typed" },
        { suite: "browser", file: "b.spec.ts", title: "answers a 500" },
      ]),
    );
    const after = [
      { suite: "browser", file: "a.spec.ts", title: "at 375 px › sends" },
      { suite: "unit", file: "a.test.ts", title: "answers a 500" },
      { suite: "unit", file: "a.test.ts", title: "answers a dropped connection" },
    ];
    expect(compareTitles(before, after)).toEqual({
      before: 4,
      after: 3,
      gone: ["at 1280 px › sends", "keeps what was typed"],
    });
  });
});
