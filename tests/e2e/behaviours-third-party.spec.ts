/**
 * No page requests a third-party origin before consent (issue 14, part 1), on the Next.js build,
 * ported from tests/e2e/third-party.spec.ts: every pre-rendered page is loaded at 375 px and
 * 1280 px with no stored choice, scrolled to the end, its timers run (cookie banner, popup), and
 * every request it makes must go to the site's own origin.
 */
import { servedPages } from "./a11y-support.ts";
import { expect, test } from "./behaviours-support.ts";
import { DESKTOP, MOBILE } from "./helpers.ts";

const pages = servedPages();
/** Long enough for every timer a page starts at load (banner 1 s, popup 6 s). */
const PAGE_TIME_MS = 10_000;

test("the build has pages to check", () => {
  expect(pages.length).toBeGreaterThan(5);
});

test.describe("no third-party request before consent", () => {
  for (const { path } of pages) {
    test(path, async ({ page, baseURL }) => {
      const own = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (/^(data|blob|about):/.test(url)) return;
        if (new URL(url).origin !== own) foreign.push(`${request.resourceType()} ${url}`);
      });
      await page.clock.install();
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(path, { waitUntil: "load" });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.clock.runFor(PAGE_TIME_MS);
        await page.waitForLoadState("networkidle");
      }
      expect(foreign, `${path} requested other origins before any consent`).toEqual([]);
    });
  }
});
