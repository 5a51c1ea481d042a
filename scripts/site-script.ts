/**
 * Build step (scripts/build-pages.ts): bundles the site script (lib/browser/site-script-entry.ts)
 * with esbuild, apart from Next's chunks, since it must run on pages where React does not. An ES
 * module split into the site script and the chunks it imports on demand (the audience beacon with
 * web-vitals, the visit entry's code, the popup's island and its dialog), each named by its
 * content's hash, served with Next's own immutable files under /_next/static/chunks/site/.
 * Then its loader (lib/browser/site-script-loader.ts), the file the pages add: one module with no
 * import of its own, which holds the lists of files the site script and the popup's island need
 * (read from esbuild's metafile) and asks for them all in one round.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildOptions, build, type Metafile } from "esbuild";
import type { SiteScriptFiles } from "../lib/browser/site-script-loader.ts";
import { BROWSER_ALIASES } from "../lib/config/browser-aliases.ts";

const ENTRY = fileURLToPath(new URL("../lib/browser/site-script-entry.ts", import.meta.url));
const LOADER_ENTRY = fileURLToPath(new URL("../lib/browser/site-script-loader-entry.ts", import.meta.url));
/** The popup's island: the module whose files, and its dialog's, the loader fetches on the home page. */
const ISLAND_MODULE = "components/behaviours/pre-registration-island.tsx";
const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Under the build's static folder, which `next start`, the standalone server and the Worker serve at /_next/static/. */
const FOLDER = join("chunks", "site");
const URL_FOLDER = "/_next/static/chunks/site/";

export interface SiteScriptFile {
  /** Its name in the folder, hash included. */
  name: string;
  text: string;
}

export interface SiteScriptBundle {
  /** The loader's address, for the pages' inline boot. */
  url: string;
  files: SiteScriptFile[];
  /** What the loader asks for, in one round. */
  preloads: SiteScriptFiles;
}

/**
 * The modules every function of which runs as soon as their file has arrived: the popup's island
 * (React and ReactDOM, evaluated and rendering at once) and its dialog (Radix, rendered when the
 * popup opens). Their files start with V8's explicit compile hint, so Chromium (136 and later;
 * other browsers ignore the comment) compiles them whole while they download, off the main thread,
 * rather than each function on the main thread at its first call: on a phone, the difference
 * between two long tasks and none (the floor bench, docs/bench-history.md).
 */
const EAGER_MODULES = [
  "components/behaviours/pre-registration-island.tsx",
  "components/behaviours/PreRegistrationDialog.tsx",
];
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** `process.env` read in the browser's code: Next writes next.config's `env` in its chunks; here, `env` given. */
const PROCESS_ENV = /\bprocess\.env\.([A-Z0-9_]+)|\bprocess\.env\b/g;

/** The browsers the site supports, as Next's own browserslist default. */
const TARGET = ["chrome111", "edge111", "firefox111", "safari16.4"];

type Outputs = ReadonlyMap<string, Metafile["outputs"][string]>;

/** The output files reached from `name` through its imports of the given kinds, `name` first. */
function reached(outputs: Outputs, name: string, kinds: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    if (found.includes(file)) return;
    found.push(file);
    for (const imported of outputs.get(file)?.imports ?? [])
      if (kinds.includes(imported.kind)) visit(basename(imported.path));
  };
  visit(name);
  return found;
}

/** The site script's own files and the lists its loader asks for, read from esbuild's metafile. */
function preloadLists(metafile: Metafile["outputs"], main: string): SiteScriptFiles {
  const outputs: Outputs = new Map(Object.entries(metafile).map(([path, output]) => [basename(path), output]));
  const island = [...outputs].find(([, output]) => output.entryPoint === ISLAND_MODULE);
  if (!island) throw new Error(`esbuild wrote no file for ${ISLAND_MODULE}`);
  const mainFiles = reached(outputs, main, ["import-statement"]);
  // The island's imports now and later (its dialog, fetched when the popup opens), less what the site script holds.
  const islandFiles = reached(outputs, island[0], ["import-statement", "dynamic-import"]).filter(
    (file) => !mainFiles.includes(file),
  );
  const beside = (file: string) => `./${file}`;
  return { main: mainFiles.map(beside), island: islandFiles.map(beside) };
}

/**
 * `env`: the values of next.config's `env` the browser's modules read (the cookie banner's version,
 * for one), written in as Next writes them in its chunks. Never a secret: they end in a public file.
 */
export async function bundleSiteScript(env: Record<string, string>): Promise<SiteScriptBundle> {
  const common = {
    bundle: true,
    format: "esm",
    platform: "browser",
    target: TARGET,
    minify: true,
    write: false,
    outdir: "/site",
    entryNames: "[name]-[hash]",
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    absWorkingDir: ROOT,
  } satisfies BuildOptions;
  const result = await build({
    ...common,
    entryPoints: { "site-main": ENTRY },
    splitting: true,
    chunkNames: "[name]-[hash]",
    define: {
      "process.env.NODE_ENV": '"production"',
      ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
    },
    // The same packages replaced as in Next's chunks (next.config's resolveAlias).
    alias: Object.fromEntries(Object.entries(BROWSER_ALIASES).map(([name, path]) => [name, resolve(ROOT, path)])),
  });
  const unread = result.outputFiles.flatMap((file) => [...file.text.matchAll(PROCESS_ENV)].map((match) => match[0]));
  if (unread.length)
    throw new Error(
      `the site script reads ${[...new Set(unread)].join(", ")}, which the browser lacks: give it to bundleSiteScript`,
    );
  const outputs = result.metafile.outputs;
  const eager = new Set(
    Object.entries(outputs).flatMap(([path, output]) =>
      output.entryPoint && EAGER_MODULES.includes(output.entryPoint) ? [basename(path)] : [],
    ),
  );
  if (eager.size !== EAGER_MODULES.length)
    throw new Error(`esbuild wrote ${eager.size} of the ${EAGER_MODULES.length} files compiled eagerly`);
  const files = result.outputFiles.map((file) => {
    const name = basename(file.path);
    return { name, text: eager.has(name) ? COMPILE_HINT + file.text : file.text };
  });
  const main = Object.entries(outputs).find(([, output]) => output.entryPoint === relative(ROOT, ENTRY));
  if (!main) throw new Error("esbuild wrote no site script entry");
  const preloads = preloadLists(outputs, basename(main[0]));

  // The loader: the lists written in, and nothing imported, so that the browser runs it as it arrives.
  const loader = await build({
    ...common,
    entryPoints: { site: LOADER_ENTRY },
    define: { SITE_SCRIPT_FILES: JSON.stringify(preloads) },
  });
  const [loaderFile, ...more] = loader.outputFiles;
  if (!loaderFile || more.length || Object.values(loader.metafile.outputs)[0]?.imports.length)
    throw new Error("the site script's loader must be one file that imports nothing");
  const name = basename(loaderFile.path);
  return { url: `${URL_FOLDER}${name}`, files: [...files, { name, text: loaderFile.text }], preloads };
}

/** The lists a loader's text holds (SiteScriptFiles), for the gates that follow what a page loads. */
export function loaderPreloads(text: string): SiteScriptFiles | undefined {
  const match = LOADER_LISTS.exec(text);
  if (!match) return undefined;
  return { main: JSON.parse(match[1]!) as string[], island: JSON.parse(match[2]!) as string[] };
}
const LOADER_LISTS = /\{main:(\[[^\]]*\]),island:(\[[^\]]*\])\}/;

/** Writes the bundle into the build's static folder (`<distDir>/static`); returns how many files. */
export function writeSiteScript(bundle: SiteScriptBundle, staticDir: string): number {
  const folder = join(staticDir, FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const file of bundle.files) writeFileSync(join(folder, file.name), file.text);
  return bundle.files.length;
}
