/**
 * Build step (scripts/build-pages.ts): bundles the site script (lib/browser/site-script-entry.ts)
 * with esbuild, apart from Next's chunks, since it must run on pages where React does not. An ES
 * module split into the entry and the chunks it imports on demand (the audience beacon with
 * web-vitals, the visit entry's code), each named by its content's hash, served with Next's own
 * immutable files under /_next/static/chunks/site/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { BROWSER_ALIASES } from "../lib/config/browser-aliases.ts";

const ENTRY = fileURLToPath(new URL("../lib/browser/site-script-entry.ts", import.meta.url));
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
  /** The entry's address, for the pages' inline boot. */
  url: string;
  files: SiteScriptFile[];
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

/**
 * `env`: the values of next.config's `env` the browser's modules read (the cookie banner's version,
 * for one), written in as Next writes them in its chunks. Never a secret: they end in a public file.
 */
export async function bundleSiteScript(env: Record<string, string>): Promise<SiteScriptBundle> {
  const result = await build({
    entryPoints: { site: ENTRY },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    // The browsers the site supports, as Next's own browserslist default.
    target: ["chrome111", "edge111", "firefox111", "safari16.4"],
    minify: true,
    write: false,
    outdir: "/site",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    define: {
      "process.env.NODE_ENV": '"production"',
      ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
    },
    // The same packages replaced as in Next's chunks (next.config's resolveAlias).
    alias: Object.fromEntries(Object.entries(BROWSER_ALIASES).map(([name, path]) => [name, resolve(ROOT, path)])),
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    absWorkingDir: ROOT,
  });
  const unread = result.outputFiles.flatMap((file) => [...file.text.matchAll(PROCESS_ENV)].map((match) => match[0]));
  if (unread.length)
    throw new Error(
      `the site script reads ${[...new Set(unread)].join(", ")}, which the browser lacks: give it to bundleSiteScript`,
    );
  const eager = new Set(
    Object.entries(result.metafile.outputs).flatMap(([path, output]) =>
      output.entryPoint && EAGER_MODULES.includes(output.entryPoint) ? [basename(path)] : [],
    ),
  );
  if (eager.size !== EAGER_MODULES.length)
    throw new Error(`esbuild wrote ${eager.size} of the ${EAGER_MODULES.length} files compiled eagerly`);
  const files = result.outputFiles.map((file) => {
    const name = basename(file.path);
    return { name, text: eager.has(name) ? COMPILE_HINT + file.text : file.text };
  });
  const entry = files.find((file) => file.name.startsWith("site-"));
  if (!entry) throw new Error("esbuild wrote no site script entry");
  return { url: `${URL_FOLDER}${entry.name}`, files };
}

/** Writes the bundle into the build's static folder (`<distDir>/static`); returns how many files. */
export function writeSiteScript(bundle: SiteScriptBundle, staticDir: string): number {
  const folder = join(staticDir, FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const file of bundle.files) writeFileSync(join(folder, file.name), file.text);
  return bundle.files.length;
}
