/**
 * Which way the imports go, read from the sources: what ships (app/, components/, lib/, the
 * middleware, the Worker's entry, instrumentation.ts) never imports the commands and gates of
 * scripts/ or the helpers of tests/; and every module under lib/ is used by something that ships
 * or by a command, not by tests alone (a test helper lives under tests/support/); no module
 * imports itself back through others; and inside lib/server/, a room only imports the floors
 * below its own (server-floors.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { serverFloorViolations } from "./server-floors.ts";

/** The sources by path relative to the project root ("lib/seo/audit.ts"). */
export type Sources = ReadonlyMap<string, string>;

const SOURCE_DIRS = ["app", "components", "lib", "scripts", "tests"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];
/** Folders of generated or installed files that hold no source of ours. */
const SKIPPED_DIRS = new Set(["node_modules", "results", "test-results"]);

/** `import … from "x"`, `import "x"`, `export … from "x"`, type-only ones included: a type is a dependency too. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm;
/** `import("x")`, and `new URL("x", import.meta.url)` (a worker thread's module, for one). */
const DYNAMIC_IMPORT =
  /\bimport\(\s*["']([^"']+)["']\s*\)|\bnew URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g;

/**
 * lib/ modules kept for a use the product is about to make of them, each with its reason. Keep it
 * short: an entry here is a promise, not a place to park a helper.
 */
const AWAITING_USE = new Map<string, string>([]);

/** The product's own files at the top level, beside app/, components/ and lib/. */
const PRODUCT_ROOT_FILES = ["middleware.ts", "worker.ts", "instrumentation.ts"];

/** Tests, their helpers and their runners' configurations. */
export function isTestFile(path: string): boolean {
  return (
    path.startsWith("tests/") ||
    /\.(test|spec|gate)\.tsx?$/.test(path) ||
    /^(playwright|vitest)[^/]*\.config\.ts$/.test(path)
  );
}

/** What ships: the site's run-time code, its tests left out. */
export function isProductFile(path: string): boolean {
  if (isTestFile(path)) return false;
  return PRODUCT_ROOT_FILES.includes(path) || /^(app|components|lib)\//.test(path);
}

/**
 * The browser's module aliases (next.config's `turbopack.resolveAlias` and the site script's bundle
 * read them from this file): a module put in a package's place is used by the build. Its paths
 * are from the project's root.
 */
const ALIASES_FILE = "lib/config/browser-aliases.ts";
const CONFIG_ALIAS = /:\s*["'](\.\/[^"']+\.tsx?)["']/g;

/** The project files a relative import of `file` names (extension given or not). */
export function importsOf(file: string, source: string, sources: Sources): string[] {
  const out: string[] = [];
  const aliases = file === ALIASES_FILE ? [...source.matchAll(CONFIG_ALIAS)] : [];
  for (const match of [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT), ...aliases]) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith(".")) continue;
    const base = aliases.includes(match) ? "." : dirname(file);
    const target = join(base, specifier).replaceAll("\\", "/");
    const found = [target, ...EXTENSIONS.map((ext) => target + ext)].find((candidate) => sources.has(candidate));
    if (found) out.push(found);
  }
  return out;
}

export interface Violation {
  file: string;
  message: string;
}

/** The shortest way from `file` back to itself through its imports ([file, …, file]), if there is one. */
function cycleFrom(file: string, graph: ReadonlyMap<string, string[]>): string[] | undefined {
  const cameFrom = new Map<string, string>();
  const queue = [file];
  for (let next = 0; next < queue.length; next++) {
    const at = queue[next]!;
    for (const target of graph.get(at) ?? []) {
      if (target === file) {
        const back: string[] = [];
        for (let step = at; step !== file; step = cameFrom.get(step)!) back.push(step);
        return [file, ...back.reverse(), file];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, at);
        queue.push(target);
      }
    }
  }
  return undefined;
}

/**
 * Every import that crosses a floor the wrong way, every lib/ module no shipped code or command
 * uses, and every import cycle (once, at its first file by name).
 */
export function importViolations(sources: Sources): Violation[] {
  const violations: Violation[] = [];
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) graph.set(file, importsOf(file, source, sources));

  for (const [file, targets] of graph) {
    if (!isProductFile(file)) continue;
    for (const target of targets)
      if (/^(scripts|tests)\//.test(target))
        violations.push({ file, message: `imports ${target}: what ships never imports scripts/ or tests/` });
  }

  // Reached from what is not a test (the product's files, the commands, the configurations).
  const reached = new Set<string>();
  const queue = [...sources.keys()].filter((file) => !isTestFile(file) && !file.startsWith("lib/"));
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const target of graph.get(file) ?? [])
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
  }
  for (const file of sources.keys()) {
    if (!file.startsWith("lib/") || isTestFile(file) || reached.has(file) || AWAITING_USE.has(file)) continue;
    const testImporters = [...graph].filter(([, targets]) => targets.includes(file)).map(([importer]) => importer);
    violations.push({
      file,
      message:
        testImporters.length > 0
          ? `used by tests only (${testImporters.slice(0, 3).join(", ")}): a test helper belongs under tests/support/`
          : "imported by nothing: dead code",
    });
  }

  violations.push(...serverFloorViolations(graph, isTestFile));

  const cycles = new Set<string>();
  for (const file of [...graph.keys()].sort()) {
    const cycle = cycleFrom(file, graph);
    if (!cycle) continue;
    const members = [...new Set(cycle)].sort().join("\n");
    if (cycles.has(members)) continue;
    cycles.add(members);
    violations.push({
      file,
      message: `imports itself back (${cycle.join(" → ")}): one of them must not know the other`,
    });
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.message.localeCompare(b.message));
}

function walk(root: string, dir: string, into: Map<string, string>): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIPPED_DIRS.has(name) && !name.startsWith(".")) walk(root, full, into);
    } else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith(".d.ts")) {
      into.set(relative(root, full).replaceAll("\\", "/"), readFileSync(full, "utf8"));
    }
  }
}

/** The project's sources: its source folders and the top-level TypeScript and module files. */
export function readSources(root: string): Sources {
  const sources = new Map<string, string>();
  for (const dir of SOURCE_DIRS) walk(root, join(root, dir), sources);
  for (const name of readdirSync(root))
    if (/\.(ts|mts|mjs)$/.test(name) && !name.endsWith(".d.ts") && statSync(join(root, name)).isFile())
      sources.set(name, readFileSync(join(root, name), "utf8"));
  return sources;
}
