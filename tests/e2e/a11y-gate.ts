/**
 * Accessibility gate: axe-core (WCAG 2.0/2.1/2.2 A and AA) finds no violation on any built
 * page at 375 px and 1280 px, nor with each dialog, the cookie banner or the
 * pre-registration popup open. The same visit of each page and width then checks that the page
 * requests nothing from another origin before consent: one load, hydration and
 * axe run per page and width for both gates.
 */
import { expect, type Page, test } from "../browser-test.ts";
import {
  axeViolations,
  buildMentions,
  buildScripts,
  dialogOpeners,
  expectNoAxeViolations,
  freezeTimers,
  servedPages,
  untilWithClock,
} from "./a11y-support.ts";
import { DESKTOP, foreignRequests, interactive, MOBILE, test as watchedTest } from "./helpers.ts";

export function defineA11yGate(): void {
  const pages = servedPages();
  const openers = dialogOpeners(pages);
  const home = pages.find((page) => page.path === "/");
  const scripts = buildScripts();

  /** The texts the spec fixes for the timed elements: present in the build means the element exists. */
  const COOKIE_ACCEPT = "Accepter tout";
  const POPUP_ACTION = "Tester Gratuitement";
  /** Page time to move on so that each timed element is due (spec: 1 s and 6 s after load). */
  const COOKIE_BANNER_DUE_MS = 1_000 + 50;
  const POPUP_DUE_MS = 6_000 + 50;
  /** Page time after which every timer a page starts at load has fired (banner 1 s, popup 6 s). */
  const PAGE_TIME_MS = 10_000;

  test.use({ reducedMotion: "reduce" });

  test.describe("every page: axe, then no third-party request before consent", () => {
    test("the build has pages to check", () => {
      expect(pages.map((page) => page.path)).toContain("/");
    });

    // One test per page and width: one visit for both checks, and a slow machine pays for one page
    // at a time. Watched (helpers.ts's test): any console error or CSP violation fails it too.
    for (const { path } of pages)
      for (const viewport of [MOBILE, DESKTOP]) {
        watchedTest(`${path} at ${viewport.width} px`, async ({ page, baseURL }) => {
          const foreign = foreignRequests(page, new URL(baseURL ?? "").origin);
          await freezeTimers(page);
          await page.setViewportSize(viewport);
          const response = await page.goto(path);
          expect(response?.status(), `${path} should answer 200`).toBe(200);
          await interactive(page); // axe checks the page as the visitor uses it, hydrated
          await expectNoAxeViolations(page, `${path} at ${viewport.width} px`);

          // A visitor who has chosen nothing reads to the end and stays: every timer the page set
          // at load runs (the banner, the popup), and still nothing leaves the site's origin.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.clock.runFor(PAGE_TIME_MS);
          await page.waitForLoadState("networkidle");
          expect(foreign, `${path} at ${viewport.width} px requested other origins before any consent`).toEqual([]);
        });
      }
  });

  /** Opens a dialog with its opener once the page is interactive (a link to the form's page before). */
  async function openDialogBy(page: Page, kind: string) {
    await interactive(page);
    const opener = page.locator(`[data-open-dialog="${kind}"]`).filter({ visible: true }).first();
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole("dialog").filter({ visible: true });
    await untilWithClock(page, async () => {
      await expect(dialog, `clicking [data-open-dialog="${kind}"] should open a dialog`).toHaveCount(1, {
        timeout: 100,
      });
    });
    return dialog;
  }

  test.describe("axe with each dialog open", () => {
    for (const kind of ["contact", "demo", "automation"])
      for (const viewport of [MOBILE, DESKTOP]) {
        const path = openers.get(kind);
        test(`${kind} dialog at ${viewport.width} px`, async ({ page }) => {
          expect(path, `a page of the build should have a [data-open-dialog="${kind}"] opener`).toBeTruthy();
          await freezeTimers(page);
          await page.setViewportSize(viewport);
          await page.goto(path!);
          await openDialogBy(page, kind);
          await expectNoAxeViolations(page, `${path} with the ${kind} dialog open at ${viewport.width} px`);
        });
      }

    for (const [kind, path] of openers) {
      if (["contact", "demo", "automation"].includes(kind)) continue;
      test(`${kind} dialog (opener found in the build)`, async ({ page }) => {
        await freezeTimers(page);
        await page.goto(path);
        await openDialogBy(page, kind);
        await expectNoAxeViolations(page, `${path} with the ${kind} dialog open`);
      });
    }
  });

  test.describe("axe with the timed elements shown", () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      test(`cookie banner, 1 s after load, at ${viewport.width} px`, async ({ page }) => {
        expect(home && buildMentions(home.html, scripts, COOKIE_ACCEPT), "the build has the cookie banner").toBe(true);
        await freezeTimers(page);
        await page.setViewportSize(viewport);
        await page.goto("/");
        await interactive(page); // the banner's timer is React's once it has taken over: wait before moving the clock
        const accept = page.getByRole("button", { name: COOKIE_ACCEPT });
        await expect(accept).toBeHidden();
        await page.clock.runFor(COOKIE_BANNER_DUE_MS);
        await expect(accept, "the cookie banner should appear 1 s after load").toBeVisible();
        await expectNoAxeViolations(page, `/ with the cookie banner at ${viewport.width} px`);
      });

      test(`pre-registration popup, 6 s after load on the home page, at ${viewport.width} px`, async ({ page }) => {
        expect(home && buildMentions(home.html, scripts, POPUP_ACTION), "the build has the popup").toBe(true);
        await freezeTimers(page);
        await page.setViewportSize(viewport);
        await page.goto("/");
        await interactive(page); // the popup's timer is set once the site script has mounted it: wait before moving the clock
        await page.clock.runFor(POPUP_DUE_MS);
        const popup = page.getByRole("dialog").filter({ hasText: POPUP_ACTION });
        await expect(popup, "the pre-registration popup should open 6 s after load").toBeVisible();
        await expectNoAxeViolations(page, `/ with the pre-registration popup at ${viewport.width} px`);
      });
    }
  });

  test.describe("the accessibility gate itself", () => {
    test("reports a deliberately broken page readably", async ({ page }) => {
      await page.setContent(
        `<!doctype html><html lang="fr"><head><title>Cassée</title></head><body><main>
        <h1>Page cassée</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <p style="color:#bbb;background:#fff">Texte trop pâle</p><input type="text">
        <button style="color:#fff;background:#fff"></button></main></body></html>`,
      );
      const violations = await axeViolations(page);
      const ids = violations.map((v) => v.split(":")[0]!.replace(/^\[\w+\] /, ""));
      expect(ids).toEqual(expect.arrayContaining(["image-alt", "color-contrast", "label", "button-name"]));
      expect(violations.find((v) => v.includes("image-alt"))).toMatch(
        /\(https:\/\/dequeuniversity\.com\/.+\)\n {4}img\n/,
      );
    });
  });
}
