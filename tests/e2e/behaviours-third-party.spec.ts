/**
 * No page requests a third-party origin before consent (issue 14, part 1). The check of every
 * pre-rendered page at 375 px and 1280 px (no stored choice, scrolled to the end, its timers
 * run: cookie banner, popup) shares each page's visit with the accessibility gate
 * (tests/e2e/a11y-gate.ts, "every page: axe, then no third-party request before consent"), so
 * that each page is loaded and hydrated once per width for both. This file proves that the check
 * itself catches a page that breaks the rule.
 */
import { expect, test } from "./behaviours-support.ts";
import { foreignRequests } from "./helpers.ts";

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
