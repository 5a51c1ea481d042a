/**
 * The audience measurement in Chromium against the real server, each test on a server of its own
 * (SQLite, the tally written every 200 ms): one report per page view, sent when the page is hidden
 * or left, with its speed (web-vitals), counted once in the store with its speed in the histograms;
 * an entry from a search engine with its campaign, a page reached by a link that is not one;
 * nothing sent under Global Privacy Control nor once the visitor objected on the privacy policy,
 * whose control works before the framework has arrived. The watched `test`: a CSP violation (the
 * beacon's request, its chunk) or a hydration mismatch would be a console error.
 *
 * A report sent while the page is left (hidden by a navigation) reaches the server but not
 * Playwright's request events (measured: neither page.on("request"), the context's, nor a route
 * sees it), so what pages left sent is read from the store: a later report, sent after them, is
 * counted once they would have been.
 */
import type { Page } from "@playwright/test";
import { type Beacon, VIEW_ID } from "../../lib/audience/beacon.ts";
import { AUDIENCE_OBJECTION_TEXTS } from "../../lib/browser/audience-objection.ts";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";
import { TIMING_MARKS } from "../../lib/browser/timing-marks.ts";
import { AUDIENCE_BEACON_PATH } from "../../lib/config/audience.ts";
import { expect } from "../browser-test.ts";
import { audienceMetricCount, audienceViewRows } from "../support/audience-counters.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { interactive, MOBILE, test } from "./helpers.ts";
import { serverOfItsOwn } from "./next-server.ts";
import { holdScripts } from "./script-delay-support.ts";
import { readStorage } from "./storage-support.ts";
import { quietVisitor } from "./visitor.ts";

/** The tally writes what it added up this often on the tests' servers. */
const FLUSH = { AUDIENCE_FLUSH_MS: "200" };

/** Every report the page sends while it is shown, as its body says, in the order it sent them. */
function reportsOf(page: Page): Beacon[] {
  const reports: Beacon[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === AUDIENCE_BEACON_PATH)
      reports.push(JSON.parse(request.postData() ?? "null") as Beacon);
  });
  return reports;
}

const armedMarks = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length, TIMING_MARKS.audienceArmed);

/** The beacon watches the page: its code has arrived and counts this view. */
async function armed(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TIMING_MARKS.audienceArmed);
}

/**
 * Resolves once the page's timeline has given the beacon the paints it measures: an observer made
 * after the beacon's is served after them, and the timers the beacon's code set meanwhile (TTFB's,
 * CLS's first value) come before the one set here. Event-loop order, not a wait of so many ms.
 */
async function vitalsDelivered(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_entries, observer) => {
          observer.disconnect();
          setTimeout(resolve);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/**
 * The page hidden, as when the visitor switches tabs, then shown again. Headless Chromium keeps
 * every tab visible (measured: neither CDP's Page.setWebLifecycleState nor bringing another tab to
 * the front changes `document.visibilityState`), so the state and its event are set in the page as
 * the browser would set them; a page left, the other moment a report leaves, is a real navigation.
 */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    Reflect.deleteProperty(document, "visibilityState");
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
}

/** A request the page makes after whatever it sent while shown: once answered, those were seen too. */
async function afterWhatWasSent(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch("/health", { cache: "no-store" });
  });
}

/** The views counted per route on `dataDir`'s store, all days, devices and sources together. */
async function viewsByRoute(dataDir: string): Promise<Record<string, number>> {
  const views: Record<string, number> = {};
  for (const row of await audienceViewRows({ dataDir })) views[row.route] = (views[row.route] ?? 0) + row.views;
  return views;
}

const firstProductLink = (page: Page) => page.getByRole("link", { name: /^Voir les tarifs de / }).first();

test.describe("a page view", () => {
  test.use({ viewport: MOBILE });
  const server = serverOfItsOwn("audience-view", FLUSH);

  test("one report when the page is hidden, with its speed, counted once; the next page is not an entry", async ({
    page,
  }) => {
    await quietVisitor(page);
    const reports = reportsOf(page);
    await page.goto(`${server.url}/tarifs?utm_source=Newsletter&utm_medium=email&utm_campaign=Rentree&ref=42`, {
      referer: "https://www.google.fr/",
    });
    await interactive(page);
    await armed(page);
    await vitalsDelivered(page);
    expect(reports).toEqual([]);

    await hideAndShow(page);
    await hideAndShow(page); // hidden again: the view was reported already
    await afterWhatWasSent(page);
    expect(reports).toEqual([
      {
        id: expect.stringMatching(VIEW_ID),
        path: "/tarifs",
        device: "phone",
        entry: true,
        // The referring host and the campaign as the browser reads them: the store keeps them reduced (below).
        source: "site:www.google.fr",
        utm: { source: "Newsletter", medium: "email", campaign: "Rentree" },
        metrics: {
          LCP: expect.any(Number),
          FCP: expect.any(Number),
          TTFB: expect.any(Number),
          CLS: expect.any(Number),
        },
      },
    ]);
    expect(reports[0]?.metrics.LCP).toBeGreaterThan(0);

    // A page reached by a link: a view of its own, not an entry, reported when the visitor leaves it.
    const link = firstProductLink(page);
    const next = (await link.getAttribute("href")) ?? "";
    await link.click();
    await page.waitForURL(`**${next}`);
    await interactive(page);
    await armed(page);
    await vitalsDelivered(page);
    await page.goto(`${server.url}/contact`);
    await interactive(page);

    // In the store: each view once (the landing, hidden again as it was left, sent nothing more), never a row per view.
    await expect.poll(async () => (await viewsByRoute(server.dataDir))[next]).toBe(1);
    const rows = await audienceViewRows({ dataDir: server.dataDir });
    expect(rows.map(({ day: _, ...row }) => row)).toEqual([
      {
        route: "/tarifs",
        device: "phone",
        source: "google",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "rentree",
        views: 1,
        entries: 1,
      },
      {
        route: next,
        device: "phone",
        source: "",
        utm_source: "",
        utm_medium: "",
        utm_campaign: "",
        views: 1,
        entries: 0,
      },
    ]);
    for (const metric of ["LCP", "FCP", "TTFB", "CLS"])
      expect(await audienceMetricCount({ dataDir: server.dataDir }, "/tarifs", metric), metric).toBe(1);
    expect(await audienceMetricCount({ dataDir: server.dataDir }, "/tarifs", "INP")).toBe(0);
    expect(await audienceMetricCount({ dataDir: server.dataDir }, next, "FCP")).toBe(1);
  });
});

test.describe("under Global Privacy Control", () => {
  const server = serverOfItsOwn("audience-gpc", FLUSH);

  test("nothing is sent, the beacon's code is not even loaded", async ({ page, context }) => {
    await quietVisitor(page);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
    );
    const reports = reportsOf(page);
    await page.goto(`${server.url}/tarifs`, { referer: "https://www.google.fr/" });
    await interactive(page);
    const link = firstProductLink(page);
    const next = (await link.getAttribute("href")) ?? "";
    await link.click();
    await page.waitForURL(`**${next}`);
    await interactive(page);
    await hideAndShow(page);
    await afterWhatWasSent(page);
    expect(await armedMarks(page)).toBe(0);
    expect(reports).toEqual([]);
    await page.goto(`${server.url}/contact`);

    // Another tab, without the signal, is counted: whatever the first sent arrived before.
    const other = await context.newPage();
    await other.goto(`${server.url}/a-propos`);
    await interactive(other);
    await armed(other);
    await hideAndShow(other);
    await expect.poll(() => viewsByRoute(server.dataDir)).toEqual({ "/a-propos": 1 });
  });
});

test.describe("once the visitor objected on the privacy policy", () => {
  const server = serverOfItsOwn("audience-objection", FLUSH);

  test("nothing is sent: objected before the framework arrived, or once the beacon watched the page", async ({
    page,
  }) => {
    await quietVisitor(page);
    const reports = reportsOf(page);
    const objection = page.locator("[data-audience-objection]");
    const status = objection.getByRole("status");

    // Before any script file: the page's inline script answers, from the keyboard.
    const release = await holdScripts(page);
    await page.goto(`${server.url}/politique-confidentialite`);
    await expect(status).toHaveText(AUDIENCE_OBJECTION_TEXTS.counted);
    await page.getByRole("button", { name: AUDIENCE_OBJECTION_TEXTS.object }).focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Vos visites ne sont plus comptées.");
    await expect(page.getByRole("button", { name: AUDIENCE_OBJECTION_TEXTS.withdraw })).toBeFocused();
    expect(await readStorage(page, STORAGE_KEYS.audienceOptOut)).toBe("true");
    await expect(page.locator("html")).not.toHaveAttribute("data-interactive");

    // React arrives and keeps the control as it is; the beacon is not loaded for this visitor.
    release();
    await interactive(page);
    await expect(status).toHaveText(AUDIENCE_OBJECTION_TEXTS.objected);
    await expectNoAxeViolations(page, "/politique-confidentialite, opposition enregistrée");
    await hideAndShow(page);
    await page.getByRole("main").getByRole("link", { name: "conditions générales de vente", exact: true }).click();
    await page.waitForURL(/\/cgv$/);
    await interactive(page);
    await hideAndShow(page);
    await afterWhatWasSent(page);
    expect(await armedMarks(page)).toBe(0);

    // Withdrawn, then objected again once the beacon watches the page: that view is not sent either.
    // (Withdrawn once React has hydrated the page, which then had not fetched the beacon: not counted.)
    await page.goto(`${server.url}/politique-confidentialite`);
    await interactive(page);
    await page.getByRole("button", { name: AUDIENCE_OBJECTION_TEXTS.withdraw }).click();
    await expect(status).toHaveText(AUDIENCE_OBJECTION_TEXTS.withdrawn);
    expect(await readStorage(page, STORAGE_KEYS.audienceOptOut)).toBeNull();
    await page.reload();
    await interactive(page);
    await armed(page);
    await page.getByRole("button", { name: AUDIENCE_OBJECTION_TEXTS.object }).click();
    await expect(status).toHaveText(AUDIENCE_OBJECTION_TEXTS.objected);
    await hideAndShow(page);
    await afterWhatWasSent(page);
    expect(reports).toEqual([]);
    await page.goto(`${server.url}/tarifs`);
    await interactive(page);
    expect(await armedMarks(page)).toBe(0);

    // Withdrawn for good: the next view is counted, and it is the only one the store has.
    await page.goto(`${server.url}/politique-confidentialite`);
    await interactive(page);
    await page.getByRole("button", { name: AUDIENCE_OBJECTION_TEXTS.withdraw }).click();
    await page.goto(`${server.url}/contact`);
    await interactive(page);
    await armed(page);
    await hideAndShow(page);
    await afterWhatWasSent(page);
    expect(reports).toEqual([expect.objectContaining({ path: "/contact", entry: true, source: "direct" })]);
    await expect.poll(() => viewsByRoute(server.dataDir)).toEqual({ "/contact": 1 });
  });
});
