/**
 * The behaviours the suites test, as their titles: `node scripts/test-titles.ts [file]` lists every
 * test of the four suites (unit, gates, browser, edge) through the runners' own list modes (nothing
 * runs; the browser lists need a build), one line each, « suite <tab> file <tab> describe › title »,
 * written to `file` (default test-results/titles.txt). `--compare before.txt after.txt` prints the
 * distinct titles of each and those of `before` that `after` no longer has, wherever they went: a
 * test moved to a lower layer keeps its behaviour's title, or the change's note says where it went.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";

/** One test: the suite that runs it, its file, and its title under its describe blocks. */
export interface TestTitle {
  suite: string;
  file: string;
  title: string;
}

const bin = (name: string) => `node_modules/.bin/${name}`;

interface PlaywrightListSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: unknown[] }[];
  suites?: PlaywrightListSuite[];
}

/** The titles of a Playwright JSON report (from `--list` or a run), the file's own suite left out of the title. */
export function playwrightTitles(report: { suites?: PlaywrightListSuite[] }, suite: string): TestTitle[] {
  const titles: TestTitle[] = [];
  const walk = (node: PlaywrightListSuite, path: string[]) => {
    for (const spec of node.specs ?? [])
      for (const _ of spec.tests) titles.push({ suite, file: spec.file, title: [...path, spec.title].join(" › ") });
    for (const child of node.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const top of report.suites ?? []) walk(top, []);
  return titles;
}

/** The titles of `vitest list --json` (its names join the describe blocks with « > »). */
export function vitestTitles(list: { name: string; file: string }[], suite: string, root = process.cwd()): TestTitle[] {
  return list.map((test) => ({ suite, file: relative(root, test.file), title: test.name.split(" > ").join(" › ") }));
}

function listed(command: string, args: string[]): string {
  const run = spawnSync(bin(command), args, {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${run.stderr}`);
  return run.stdout;
}

/** Every test of the four suites, listed by their runners. */
export function allTitles(): TestTitle[] {
  const vitest = (config: string, suite: string) => {
    const file = `test-results/.titles-${suite}.json`;
    listed("vitest", ["list", "--config", config, `--json=${file}`]);
    return vitestTitles(JSON.parse(readFileSync(file, "utf8")), suite);
  };
  const playwright = (config: string, suite: string) =>
    playwrightTitles(
      JSON.parse(listed("playwright", ["test", "--list", "--config", config, "--reporter=json"])),
      suite,
    );
  return [
    ...vitest("vitest.config.ts", "unit"),
    ...vitest("vitest.gates.config.ts", "gates"),
    ...playwright("playwright.config.ts", "browser"),
    ...playwright("playwright.edge.config.ts", "edge"),
  ];
}

export const formatTitles = (titles: TestTitle[]): string =>
  `${titles
    .map((test) => `${test.suite}\t${test.file}\t${test.title}`)
    .sort()
    .join("\n")}\n`;

export function parseTitles(text: string): TestTitle[] {
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [suite = "", file = "", title = ""] = line.split("\t");
      return { suite, file, title };
    });
}

/** What `after` no longer has of `before`: distinct titles (a test run at two widths is one behaviour). */
export function compareTitles(before: TestTitle[], after: TestTitle[]) {
  const distinct = (titles: TestTitle[]) => new Set(titles.map((test) => test.title));
  const kept = distinct(after);
  const gone = [...distinct(before)].filter((title) => !kept.has(title)).sort();
  return { before: distinct(before).size, after: kept.size, gone };
}

if (import.meta.main) {
  const [first, second, third] = process.argv.slice(2);
  if (first === "--compare" && second && third) {
    const { before, after, gone } = compareTitles(
      parseTitles(readFileSync(second, "utf8")),
      parseTitles(readFileSync(third, "utf8")),
    );
    console.log(`${before} distinct titles before, ${after} after; ${gone.length} no longer there:`);
    for (const title of gone) console.log(`  ${title}`);
  } else {
    const file = first ?? "test-results/titles.txt";
    const titles = allTitles();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, formatTitles(titles));
    console.log(`${titles.length} tests written to ${file}`);
  }
}
