import { expect, test } from "../browser-test.ts";
import { interactive } from "./helpers.ts";

/**
 * Next's chunks wait for the page (lib/security/after-paint.ts): none is requested before the
 * load event, and the page then becomes interactive as before. (That they also wait for the frame
 * after it is a matter of the browser's rendering: unit-tested with the loader, measured in the bench.)
 */
for (const path of ["/", "/blog/devis-rapides-signer-plus-de-clients", "/ressources/faq"]) {
  test(`${path}: the framework's chunks are requested after the load event, then the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await interactive(page);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const chunks = performance
        .getEntriesByType("resource")
        .filter(
          (entry) => new URL(entry.name).pathname.startsWith("/_next/static/chunks/") && entry.name.endsWith(".js"),
        );
      return {
        loadEventStart: navigation?.loadEventStart ?? Number.NaN,
        chunkStarts: chunks.map((entry) => entry.startTime),
      };
    });
    expect(timing.chunkStarts.length).toBeGreaterThan(3);
    expect(timing.loadEventStart).toBeGreaterThan(0);
    for (const start of timing.chunkStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
  });
}
