/**
 * What a page fetches when the site script asks for a module on demand (`import()`): esbuild writes
 * that module as an ES module of its own, which imports statically the chunks it shares with the
 * others (scripts/site-script.ts). Pure functions over the files' texts, so the gate's reading can
 * be shown in a test.
 */
import { posix } from "node:path";
import { staticImports } from "./budgets.ts";

/**
 * The files fetched for the one module whose code holds `marker`: its file and every file it imports
 * statically, transitively (an error when no file, or several, hold the marker). `chunks` maps each
 * file's path ("/_next/static/chunks/site/…") to its text.
 */
export function chunksOfModuleWith(chunks: ReadonlyMap<string, string>, marker: string): string[] {
  const holders = [...chunks].filter(([, text]) => text.includes(marker)).map(([path]) => path);
  if (holders.length !== 1)
    throw new Error(`${holders.length} files hold ${JSON.stringify(marker)} (expected 1: the module's own)`);
  const files: string[] = [];
  const visit = (path: string) => {
    if (files.includes(path)) return;
    const text = chunks.get(path);
    if (text === undefined) throw new Error(`${path} is imported but not in the build`);
    files.push(path);
    for (const specifier of staticImports(text)) visit(posix.resolve(posix.dirname(path), specifier));
  };
  visit(holders[0]!);
  return files;
}
