import { expect, test } from "../browser-test.ts";
import { demandFramework, interactive } from "./helpers.ts";
import { FRAMEWORK_CHUNK_PATH } from "./script-delay-support.ts";

/**
 * When Next's chunks run (lib/security/framework-on-demand.ts): on every public page, none is requested
 * until the visitor's first sign of activity, however long they only read, and the page hydrates
 * then. The home page's popup, which opens by itself, needs none of them (behaviours-popup.spec.ts).
 */

/** When each of Next's chunks was requested (the site script's aside), by the page's clock. */
function chunkStarts(frameworkChunk: string): number[] {
  const framework = new RegExp(frameworkChunk);
  return performance
    .getEntriesByType("resource")
    .filter((entry) => framework.test(new URL(entry.name).pathname))
    .map((entry) => entry.startTime);
}

for (const path of ["/", "/blog/devis-rapides-signer-plus-de-clients", "/ressources/faq", "/tarifs/facturepro"]) {
  test(`${path}: the framework's chunks wait for the visitor's first sign of activity, then the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    // The page has loaded, been painted and run its site script: still no chunk of the framework's.
    await expect(page.locator("html")).toHaveAttribute("data-site-script", "");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(chunkStarts, FRAMEWORK_CHUNK_PATH.source)).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-interactive");

    const asked = await page.evaluate(() => performance.now());
    await demandFramework(page);
    await interactive(page);
    const starts = await page.evaluate(chunkStarts, FRAMEWORK_CHUNK_PATH.source);
    expect(starts.length).toBeGreaterThan(3);
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(asked);
  });
}
