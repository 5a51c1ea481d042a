/**
 * Whose JavaScript a page loads before interaction: Next.js and React's (the framework: what any
 * page of any Next app costs) or ours (our components, lib/ and the libraries we chose, such as Radix).
 * Each byte of a chunk is attributed to its source through the chunk's source map.
 */
import { decode } from "@jridgewell/sourcemap-codec";

/** Sources that belong to the framework: Next.js, React and the bundler's runtime. */
const FRAMEWORK_SOURCE =
  /(^|\/)node_modules\/(next|react|react-dom|scheduler|@swc\/helpers|@next|styled-jsx)\/|\[turbopack\]|^turbopack:\/\/\/\[next\]/;

export function isFrameworkSource(source: string): boolean {
  return FRAMEWORK_SOURCE.test(source);
}

export interface SourceMapV3 {
  sources: string[];
  mappings: string;
}

/**
 * The text of `code` generated from our own sources (every other byte, unmapped ones included,
 * is the framework's). Columns are UTF-16 offsets, as source maps count them.
 */
export function ourCode(code: string, map: SourceMapV3): string {
  const lines = code.split("\n");
  const decoded = decode(map.mappings);
  const parts: string[] = [];
  decoded.forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? "";
    segments.forEach((segment, i) => {
      const source = segment.length > 1 ? map.sources[segment[1] as number] : undefined;
      if (source === undefined || isFrameworkSource(source)) return;
      const end = segments[i + 1]?.[0] ?? line.length;
      parts.push(line.slice(segment[0], end));
    });
  });
  return parts.join("");
}

/** The file named by the chunk's `//# sourceMappingURL=` comment, resolved next to the chunk. */
export function sourceMapPathOf(chunkPath: string, code: string): string | undefined {
  const name = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(code)?.[1];
  if (!name || name.startsWith("data:")) return undefined;
  return `${chunkPath.slice(0, chunkPath.lastIndexOf("/") + 1)}${name}`;
}

/**
 * Next's own inline scripts, not code of ours: the streamed React payload, its bootstrap, and
 * Turbopack's entry (`<script id="_R_">`, the chunks its runtime loads first).
 */
export function isFrameworkInlineScript(body: string): boolean {
  return (
    /^\s*\(?self\.__next_[a-z]/.test(body) ||
    /^\s*\(self\.__next_f=/.test(body) ||
    /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":/.test(body)
  );
}

export interface JsShare {
  /** Compressed bytes of Next.js and React (and the bundler runtime, and Next's streamed payload scripts). */
  framework: number;
  /** Compressed bytes of our code and of the libraries we chose. */
  ours: number;
}

interface ShareAssets {
  text(path: string): string | undefined;
  transferSize(path: string): number | undefined;
}

/** Splits a page's JavaScript before interaction (files and inline scripts) between the framework and us. */
export function jsShare(
  files: readonly string[],
  inlineScripts: readonly string[],
  assets: ShareAssets,
  compress: (text: string) => number,
  /** Our compressed bytes per file, shared across the pages of one build (every page loads the same chunks). */
  cache: Map<string, number> = new Map(),
): JsShare {
  let framework = 0;
  let ours = 0;
  for (const path of files) {
    const size = assets.transferSize(path) ?? 0;
    let mineSize = cache.get(path);
    if (mineSize === undefined) {
      const code = assets.text(path) ?? "";
      const mapPath = sourceMapPathOf(path, code);
      const mapText = mapPath ? assets.text(mapPath) : undefined;
      const mine = mapText ? ourCode(code, JSON.parse(mapText) as SourceMapV3) : "";
      mineSize = mine ? Math.min(size, compress(mine)) : 0;
      cache.set(path, mineSize);
    }
    ours += mineSize;
    framework += size - mineSize;
  }
  for (const body of inlineScripts) {
    if (isFrameworkInlineScript(body)) framework += compress(body);
    else ours += compress(body);
  }
  return { framework, ours };
}
