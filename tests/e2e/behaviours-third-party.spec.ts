/**
 * No page requests a third-party origin before consent (issue 14, part 1), on the Next.js build,
 * ported from tests/e2e/third-party.spec.ts: every pre-rendered page is loaded at 375 px and
 * 1280 px with no stored choice, scrolled to the end, its timers run (cookie banner, popup), and
 * every request it makes must go to the site's own origin.
 */
import { servedPages } from "./a11y-support.ts";
import { expect, interactive, test } from "./behaviours-support.ts";
import { DESKTOP, foreignRequests, MOBILE } from "./helpers.ts";

const pages = servedPages();

/** Long enough for every timer a page starts at load (banner 1 s, popup 6 s). */
const PAGE_TIME_MS = 10_000;

test("the build has pages to check", () => {
  expect(pages.length).toBeGreaterThan(5);
});

test.describe("no third-party request before consent", () => {
  for (const { path } of pages) {
    test(path, async ({ page, baseURL }) => {
      const foreign = foreignRequests(page, new URL(baseURL!).origin);
      await page.clock.install();
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(path, { waitUntil: "load" });
        await interactive(page); // the timers moved below are set at hydration
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.clock.runFor(PAGE_TIME_MS);
        await page.waitForLoadState("networkidle");
      }
      expect(foreign, `${path} requested other origins before any consent`).toEqual([]);
    });
  }
});

test("the third-party check itself catches a page that loads another origin's image and script", async ({
  page,
  baseURL,
}) => {
  const own = new URL(baseURL!).origin;
  const foreign = foreignRequests(page, own);
  // Served on the site's origin by the browser itself: only the two foreign requests leave it.
  await page.route(`${own}/__page-cassee`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="fr"><head><title>Cassée</title></head><body>
      <img alt="" src="${own}/favicon.svg"><img alt="" src="https://pixel.example.org/p.gif">
      <script async src="https://cdn.example.org/tracker.js"></script></body></html>`,
    }),
  );
  // Answered here too (this machine reaches no other origin): the requests are made all the same.
  await page.route(/^https:\/\/(pixel|cdn)\.example\.org\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().resourceType() === "script" ? "text/javascript" : "image/gif",
      body: "",
    }),
  );
  await page.goto("/__page-cassee", { waitUntil: "load" });
  await expect
    .poll(() => [...foreign].sort())
    .toEqual(["image https://pixel.example.org/p.gif", "script https://cdn.example.org/tracker.js"]);
});
