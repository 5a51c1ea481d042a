import { expect, test } from "../browser-test.ts";
import { demandFramework, interactive } from "./helpers.ts";

/**
 * When Next's chunks run (lib/security/framework-on-demand.ts): on every public page, none is requested
 * until the visitor's first sign of activity, however long they only read, and the page hydrates
 * then. The home page's popup, which opens by itself, needs none of them (behaviours-popup.spec.ts).
 */

/** When the page's navigation's load event started, and when each of Next's chunks was requested (the site script's aside). */
function chunkTimings() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const chunks = performance.getEntriesByType("resource").filter((entry) => {
    const path = new URL(entry.name).pathname;
    return (
      path.startsWith("/_next/static/chunks/") && !path.startsWith("/_next/static/chunks/site/") && path.endsWith(".js")
    );
  });
  return {
    loadEventStart: navigation?.loadEventStart ?? Number.NaN,
    chunkStarts: chunks.map((entry) => entry.startTime),
  };
}

for (const path of ["/", "/blog/devis-rapides-signer-plus-de-clients", "/ressources/faq", "/tarifs/facturepro"]) {
  test(`${path}: the framework's chunks wait for the visitor's first sign of activity, then the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    // The page has loaded, been painted and run its site script: still no chunk of the framework's.
    await expect(page.locator("html")).toHaveAttribute("data-site-script", "");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect((await page.evaluate(chunkTimings)).chunkStarts).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-interactive");

    const asked = await page.evaluate(() => performance.now());
    await demandFramework(page);
    await interactive(page);
    const timing = await page.evaluate(chunkTimings);
    expect(timing.chunkStarts.length).toBeGreaterThan(3);
    for (const start of timing.chunkStarts) expect(start).toBeGreaterThanOrEqual(asked);
  });
}
