/**
 * Build step (scripts/build-pages.ts): bundles the site script (lib/browser/site-script-entry.ts)
 * with esbuild, apart from Next's chunks, since it must run on pages where React does not. An ES
 * module split into the entry and the chunks it imports on demand (the audience beacon with
 * web-vitals, the visit entry's code), each named by its content's hash, served with Next's own
 * immutable files under /_next/static/chunks/site/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type OutputFile } from "esbuild";

const ENTRY = fileURLToPath(new URL("../lib/browser/site-script-entry.ts", import.meta.url));
/** Under the build's static folder, which `next start`, the standalone server and the Worker serve at /_next/static/. */
const FOLDER = join("chunks", "site");
const URL_FOLDER = "/_next/static/chunks/site/";

export interface SiteScriptBundle {
  /** The entry's address, for the pages' inline boot. */
  url: string;
  files: OutputFile[];
}

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
    legalComments: "none",
    logLevel: "warning",
  });
  const unread = result.outputFiles.flatMap((file) => [...file.text.matchAll(PROCESS_ENV)].map((match) => match[0]));
  if (unread.length)
    throw new Error(
      `the site script reads ${[...new Set(unread)].join(", ")}, which the browser lacks: give it to bundleSiteScript`,
    );
  const entry = result.outputFiles.find((file) => basename(file.path).startsWith("site-"));
  if (!entry) throw new Error("esbuild wrote no site script entry");
  return { url: `${URL_FOLDER}${basename(entry.path)}`, files: result.outputFiles };
}

/** Writes the bundle into the build's static folder (`<distDir>/static`); returns how many files. */
export function writeSiteScript(bundle: SiteScriptBundle, staticDir: string): number {
  const folder = join(staticDir, FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const file of bundle.files) writeFileSync(join(folder, basename(file.path)), file.contents);
  return bundle.files.length;
}
