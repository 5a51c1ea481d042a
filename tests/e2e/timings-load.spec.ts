/**
 * "After load" means after the page's start, not after React wakes up (spec section 4; issues 20
 * and 30), on any device: the cookie banner shows 1 s after the navigation started whether the
 * script files come on time, late or not yet (the early script keeps that time), and the
 * pre-registration popup opens 6 s after it, or as soon as the page could act when its code came
 * later than that. Real clock: what is measured is the delay itself, against what the page controls
 * (when its early script ran, when its scripts arrived and React took over), never against a bound a
 * slower machine would miss. The fake-clock tests of behaviours-consent and behaviours-popup check
 * the exact millisecond.
 */

import { EARLY_GLOBAL } from "../../lib/browser/early-controls.ts";
import { PAGE_START_GLOBAL } from "../../lib/browser/page-start.ts";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { budget } from "../browser-args.ts";
import { expect, type Page, test } from "../browser-test.ts";
import { DESKTOP, interactive } from "./helpers.ts";
import { delayScripts, holdScripts } from "./script-delay-support.ts";
import { seedStorage, storedConsent } from "./storage-support.ts";

const SCRIPT_DELAY_MS = 1800;

test.use({ viewport: DESKTOP });

interface Shown {
  /** performance.now() when it became visible: milliseconds since the navigation started. */
  at: number;
  /** When the last script file the page had by then finished arriving. */
  lastScriptAt: number;
  /** When the page started (its head script's PAGE_START_GLOBAL): the origin of its delays. */
  pageStart: number;
  /** When the early script ran (lib/browser/early-inline.ts: it sets the page's EARLY_GLOBAL). */
  earlyAt: number;
  /** When React had taken the page over (data-interactive), if it had by then. */
  interactiveAt: number;
}

/**
 * How late a timer of the page may fire after its moment on this (emulated) CPU: a task already
 * running then (React hydrating the page, when its scripts came on time) finishes first.
 */
const TIMER_MARGIN_MS = budget(1000);

/** Records, in the page, when the first element matching `selector` becomes visible. */
async function recordWhenShown(page: Page, selector: string): Promise<void> {
  await page.addInitScript(
    ({ css, early, start }) => {
      const w = window as unknown as { __shown?: Shown; __earlyAt?: number; __interactiveAt?: number };
      Object.defineProperty(window, early, {
        configurable: true,
        set(value) {
          w.__earlyAt = performance.now();
          Object.defineProperty(window, early, { value, writable: true, configurable: true });
        },
      });
      const record = () => {
        if (w.__interactiveAt === undefined && document.documentElement.hasAttribute("data-interactive"))
          w.__interactiveAt = performance.now();
        const element = document.querySelector<HTMLElement>(css);
        if (!element || element.hidden || w.__shown) return;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => /\.js(\?|$)/.test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        w.__shown = {
          at: performance.now(),
          lastScriptAt: Math.max(0, ...scripts),
          pageStart: Number((window as unknown as Record<string, unknown>)[start] ?? Number.NaN),
          earlyAt: w.__earlyAt ?? Number.NaN,
          interactiveAt: w.__interactiveAt ?? Number.POSITIVE_INFINITY,
        };
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
    },
    { css: selector, early: EARLY_GLOBAL, start: PAGE_START_GLOBAL },
  );
}

async function shown(page: Page): Promise<Shown> {
  const handle = await page.waitForFunction(() => (window as unknown as { __shown?: Shown }).__shown, null, {
    timeout: budget(15_000),
  });
  return (await handle.jsonValue()) as Shown;
}

/**
 * 1 s after the page started (its first byte read: lib/browser/page-start.ts), or at once if its early
 * script ran later than that: never before, never much after.
 */
function expectBannerOnTime(banner: Shown): void {
  expect(banner.earlyAt).toBeGreaterThan(0);
  const due = banner.pageStart + TIMINGS.cookieBannerDelayMs;
  expect(banner.at).toBeGreaterThanOrEqual(due);
  expect(banner.at).toBeLessThanOrEqual(Math.max(due, banner.earlyAt) + TIMER_MARGIN_MS);
}

test("with the script files held back, the cookie banner shows 1 s after the navigation started", async ({ page }) => {
  await holdScripts(page);
  await recordWhenShown(page, "#cookie-banner");
  await page.goto("/solutions");
  const banner = await shown(page);
  expect(banner.lastScriptAt).toBe(0);
  expectBannerOnTime(banner);
  await expect(page.getByRole("region", { name: "Vos choix concernant les cookies" })).toBeVisible();
});

test("with the script files 1.8 s late, the cookie banner still shows 1 s after the navigation started", async ({
  page,
}) => {
  await delayScripts(page, SCRIPT_DELAY_MS);
  await recordWhenShown(page, "#cookie-banner");
  await page.goto("/solutions");
  const banner = await shown(page);
  expectBannerOnTime(banner);
  // React took the banner over shown: it stays, with its buttons.
  await interactive(page);
  await expect(page.getByRole("region", { name: "Vos choix concernant les cookies" })).toBeVisible();
});

test("with the script files on time, the cookie banner shows 1 s after the navigation started", async ({ page }) => {
  await recordWhenShown(page, "#cookie-banner");
  await page.goto("/solutions");
  expectBannerOnTime(await shown(page));
});

test("with the scripts 1.8 s late, the popup opens 6 s after the navigation started, or as soon as the page could act", async ({
  page,
}) => {
  test.slow();
  await seedStorage(page, storedConsent("essential", new Date()));
  await delayScripts(page, SCRIPT_DELAY_MS);
  await recordWhenShown(page, '[role="dialog"]');
  await page.goto("/");
  const popup = await shown(page);
  expect(popup.at).toBeGreaterThanOrEqual(TIMINGS.preRegistrationDelayMs);
  // The popup's code (a chunk of its own, delayed too) and React: what the page needs to act.
  const ready = Math.max(popup.lastScriptAt, Number.isFinite(popup.interactiveAt) ? popup.interactiveAt : 0);
  expect(popup.at).toBeLessThanOrEqual(Math.max(TIMINGS.preRegistrationDelayMs, ready) + TIMER_MARGIN_MS);
  await expect(page.getByRole("dialog", { name: "Pré-inscrivez-vous à Score Client" })).toBeVisible();
});
