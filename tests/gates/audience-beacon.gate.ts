import { describe, expect, it } from "vitest";
import { isExecutableInlineScript, scanTags } from "../../lib/seo/html-scan.ts";
import { kb, pageWeight } from "../../scripts/gates/budgets.ts";
import { brotliSize } from "../../scripts/gates/dist.ts";
import { nextAssets, nextDistDir, nextFiles, nextPages } from "../../scripts/gates/next-build.ts";
import { chunksOfModuleWith } from "../../scripts/gates/on-demand-chunks.ts";

/**
 * The audience beacon's code (lib/browser/audience-beacon.ts and Google's web-vitals), fetched by the
 * site script (lib/browser/site-script.ts) once the page has loaded, and only for a view that may be counted: what it adds to
 * a page, brotli-compressed, beyond the chunks the page already loaded, at most 3.1 KB (measured
 * 3.0 KB in one of Next's chunks: web-vitals 2.1 KB, the rest the beacon, the entry's rule and the
 * few settings it shares with the server; 3.05 KB since esbuild writes it as two files, the second
 * shared with the visit entry's code, each compressed on its own). The browser sends the referring host as it is and the UTM values as they are:
 * reducing them to a source and cleaning them is the server's (lib/audience/sources.ts, beacon.ts).
 */
const AUDIENCE_BEACON_BUDGET = 3.1 * 1024;

/** A string of web-vitals' code that nothing else of the site holds: the chunk with it is the beacon's. */
const MARKER = "largest-contentful-paint";

const dir = nextDistDir();
const assets = nextAssets(dir);
const scripts = nextFiles(dir).filter((path) => path.startsWith("/_next/static/chunks/") && path.endsWith(".js"));
/** The site script's files (scripts/site-script.ts), where the beacon is. */
const SITE_FOLDER = "/_next/static/chunks/site/";
const siteFiles = new Map(
  scripts.filter((path) => path.startsWith(SITE_FOLDER)).map((path) => [path, assets.text(path) ?? ""]),
);

describe(`the audience beacon's code, fetched once the page has loaded: ≤ ${kb(AUDIENCE_BEACON_BUDGET)}`, () => {
  const home = nextPages(dir).find((page) => page.path === "/");
  it("is fetched on demand, not with the page, and only by the site script (none of Next's chunks has it)", () => {
    expect(home).toBeDefined();
    const loaded = pageWeight(home!.html, "/", assets, brotliSize).files.js;
    const inline = scanTags(home!.html).filter(isExecutableInlineScript);
    expect(loaded.some((path) => siteFiles.has(path))).toBe(true);
    expect(loaded.some((path) => assets.text(path)?.includes(MARKER))).toBe(false);
    expect(inline.some((tag) => tag.text?.includes(MARKER))).toBe(false);
    const nextWithMarker = scripts.filter(
      (path) => !path.startsWith(SITE_FOLDER) && assets.text(path)?.includes(MARKER),
    );
    expect(nextWithMarker).toEqual([]);
  });

  it("adds little to what the page loaded", () => {
    const loaded = new Set(pageWeight(home!.html, "/", assets, brotliSize).files.js);
    const added = chunksOfModuleWith(siteFiles, MARKER).filter((path) => !loaded.has(path));
    const size = added.reduce((sum, path) => sum + (assets.transferSize(path) ?? 0), 0);
    console.log(`audience beacon: ${kb(size)} brotli (${added.join(", ")})`);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(AUDIENCE_BEACON_BUDGET);
  });
});
