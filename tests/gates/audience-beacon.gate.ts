import { describe, expect, it } from "vitest";
import { isExecutableInlineScript, scanTags } from "../../lib/seo/html-scan.ts";
import { kb, pageWeight } from "../../scripts/gates/budgets.ts";
import { brotliSize } from "../../scripts/gates/dist.ts";
import { nextAssets, nextDistDir, nextFiles, nextPages } from "../../scripts/gates/next-build.ts";
import { chunksOfModuleWith } from "../../scripts/gates/on-demand-chunks.ts";

/**
 * The audience beacon's code (lib/browser/audience-beacon.ts and Google's web-vitals), fetched after
 * the page has been painted and hydrated, and only for a view that may be counted: what it adds to
 * a page, brotli-compressed, beyond the chunks the page already loaded, at most 3 KB (measured
 * 3.0 KB: web-vitals 2.1 KB, the rest the beacon, the entry's rule and the few settings it shares
 * with the server). The browser sends the referring host as it is and the UTM values as they are:
 * reducing them to a source and cleaning them is the server's (lib/audience/sources.ts, beacon.ts).
 */
const AUDIENCE_BEACON_BUDGET = 3 * 1024;

/** A string of web-vitals' code that nothing else of the site holds: the chunk with it is the beacon's. */
const MARKER = "largest-contentful-paint";

const dir = nextDistDir();
const assets = nextAssets(dir);
const chunks = new Map(
  nextFiles(dir)
    .filter((path) => path.startsWith("/_next/static/chunks/") && path.endsWith(".js"))
    .map((path) => [path, assets.text(path) ?? ""]),
);

describe(`the audience beacon's code, fetched after the first paint: ≤ ${kb(AUDIENCE_BEACON_BUDGET)}`, () => {
  const home = nextPages(dir).find((page) => page.path === "/");
  it("is fetched on demand, not with the page", () => {
    expect(home).toBeDefined();
    const loaded = pageWeight(home!.html, "/", assets, brotliSize).files.js;
    const inline = scanTags(home!.html).filter(isExecutableInlineScript);
    expect(loaded.some((path) => chunks.get(path)?.includes(MARKER))).toBe(false);
    expect(inline.some((tag) => tag.text?.includes(MARKER))).toBe(false);
  });

  it("adds little to what the page loaded", () => {
    const loaded = new Set(pageWeight(home!.html, "/", assets, brotliSize).files.js);
    const added = chunksOfModuleWith(chunks, MARKER).filter((path) => !loaded.has(path));
    const size = added.reduce((sum, path) => sum + (assets.transferSize(path) ?? 0), 0);
    console.log(`audience beacon: ${kb(size)} brotli (${added.join(", ")})`);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(AUDIENCE_BEACON_BUDGET);
  });
});
