/**
 * The client/server boundary, read from the sources: no module a "use client" component loads in
 * the browser may import a module marked `import "server-only"` (the store, delivery, the
 * functions' runtime, the actions' helpers). `next build` refuses such an import; this finds it
 * in the sources, names the chain of imports, and runs in a second instead of a build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The sources by path relative to the project root ("components/forms/send.ts"). */
export type Sources = ReadonlyMap<string, string>;

const SOURCE_DIRS = ["app", "components", "lib"];
const EXTENSIONS = [".ts", ".tsx"];
/** `import … from "x"`, `import "x"`, `export … from "x"` (an import clause holds no `;`). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm;
/** `import("x")`: loaded later, in the browser all the same. */
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function directive(source: string): string | undefined {
  const first = source.replace(/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, "");
  return /^["'](use client|use server)["']/.exec(first)?.[1];
}

const isServerOnly = (source: string) => /^\s*import\s+["']server-only["']/m.test(source);

/** Relative imports of a module that exist at run time (`import type` is erased). */
function runtimeImports(file: string, source: string, sources: Sources): string[] {
  const out: string[] = [];
  for (const [statement, specifier] of [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)]) {
    if (/^\s*(?:import|export)\s+type\s/.test(statement) || !specifier?.startsWith(".")) continue;
    const target = join(dirname(file), specifier).replaceAll("\\", "/");
    const found = [target, ...EXTENSIONS.map((ext) => target + ext)].find((candidate) => sources.has(candidate));
    if (found) out.push(found);
  }
  return out;
}

/**
 * Every chain from a "use client" module to a server-only one, as "a → b → c". A "use server"
 * module is a boundary of its own: the browser gets a reference to its actions, not its imports.
 */
export function clientToServerOnlyChains(sources: Sources): string[] {
  const chains: string[] = [];
  for (const [entry, entrySource] of sources) {
    if (directive(entrySource) !== "use client") continue;
    const seen = new Set([entry]);
    const queue: string[][] = [[entry]];
    while (queue.length > 0) {
      const chain = queue.shift() ?? [];
      const file = chain.at(-1) ?? "";
      const source = sources.get(file) ?? "";
      if (chain.length > 1 && directive(source) === "use server") continue;
      if (isServerOnly(source)) {
        chains.push(chain.join(" → "));
        continue;
      }
      for (const next of runtimeImports(file, source, sources)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
  }
  return chains;
}

function walk(root: string, dir: string, into: Map<string, string>): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(root, path, into);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !/\.test\.tsx?$/.test(name)) {
      into.set(relative(root, path).replaceAll("\\", "/"), readFileSync(path, "utf8"));
    }
  }
}

/** The project's application sources (app/, components/, lib/, middleware.ts), tests aside. */
export function projectSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const dir of SOURCE_DIRS)
    if (existsSync(join(root, dir))) walk(resolve(root), join(resolve(root), dir), sources);
  const middleware = join(root, "middleware.ts");
  if (existsSync(middleware)) sources.set("middleware.ts", readFileSync(middleware, "utf8"));
  return sources;
}
