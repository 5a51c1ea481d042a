/** The pre-registration popup on the Next.js build (issue 14, part 3), ported from tests/e2e/behaviours-popup.spec.ts. */
import type { Page } from "@playwright/test";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { SCORE_CLIENT_URL } from "../../lib/config/external-links.ts";
import { untilWithClock } from "./a11y-support.ts";
import {
  expect,
  interactive,
  pauseClock,
  readStorage,
  seedStorage,
  storedConsent,
  T0,
  test,
  visit,
} from "./behaviours-support.ts";
import { DESKTOP } from "./helpers.ts";
import { FRAMEWORK_CHUNK_PATH } from "./script-delay-support.ts";

const popup = (page: Page) => page.getByRole("dialog", { name: "Pré-inscrivez-vous à Score Client" });
const FLAG = "hasSeenPreRegistrationPopup";

test.use({ viewport: DESKTOP });

test.beforeEach(async ({ page }) => {
  // A choice already made: the cookie banner stays out of these tests' way.
  await seedStorage(page, storedConsent("essential", T0));
  await pauseClock(page);
});

/** Loads the home page with the focus on a known element, then lets 6 s pass. */
async function openPopup(page: Page) {
  await visit(page, "/");
  await page.getByRole("link", { name: "Commencer gratuitement" }).first().focus();
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs);
  await expect(popup(page)).toBeVisible();
}

test("opens 6 s after load as a modal dialog that takes and keeps the focus", async ({ page }) => {
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs - 1);
  await expect(popup(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toContainText("Score Client");
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
  await expect.poll(inside).toBe(true);
  await expect(popup(page).getByRole("button", { name: "Fermer" })).toBeFocused();

  // Tab and Shift+Tab go round inside the dialog.
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Tab");
    expect(await inside()).toBe(true);
  }
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await inside()).toBe(true);
  }
  // The page behind is inert: even a script cannot move the focus there.
  // Hidden from assistive technologies while the dialog is open, as the rest of the page: includeHidden.
  const tarifs = page.getByRole("button", { name: "Tarifs", includeHidden: true }).first();
  const focusable = await tarifs.evaluate((el: HTMLElement) => {
    el.focus();
    return document.activeElement === el;
  });
  expect(focusable).toBe(false);
});

test("the X sets the flag, closes and gives the focus back; the popup never returns", async ({ page }) => {
  await openPopup(page);
  await popup(page).getByRole("button", { name: "Fermer" }).click();
  await expect(popup(page)).toBeHidden();
  expect(await readStorage(page, FLAG)).toBe("true");
  await expect(page.getByRole("link", { name: "Commencer gratuitement" }).first()).toBeFocused();
  await page.clock.runFor(TIMINGS.preRegistrationSnoozeMs * 3);
  await expect(popup(page)).toBeHidden();

  await page.reload();
  await interactive(page);
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs * 3);
  await expect(popup(page)).toBeHidden();
});

test('"Tester Gratuitement" sets the flag, opens Score Client in a new tab and closes', async ({ page, context }) => {
  await context.route(`${SCORE_CLIENT_URL}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Score Client</title>" }),
  );
  await openPopup(page);
  const link = popup(page).getByRole("link", { name: "Tester Gratuitement" });
  await expect(link).toHaveAttribute("href", SCORE_CLIENT_URL);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`${SCORE_CLIENT_URL}/`);
  await expect(popup(page)).toBeHidden();
  expect(await readStorage(page, FLAG)).toBe("true");
  await page.clock.runFor(TIMINGS.preRegistrationSnoozeMs * 2);
  await expect(popup(page)).toBeHidden();
});

test('"Plus tard" closes without the flag and reopens after 50 s', async ({ page }) => {
  await openPopup(page);
  await popup(page).getByRole("button", { name: "Plus tard" }).click();
  await expect(popup(page)).toBeHidden();
  expect(await readStorage(page, FLAG)).toBeNull();
  await expect(page.getByRole("link", { name: "Commencer gratuitement" }).first()).toBeFocused();
  await page.clock.runFor(TIMINGS.preRegistrationSnoozeMs - 1);
  await expect(popup(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(popup(page)).toBeVisible();
  // And again.
  await popup(page).getByRole("button", { name: "Plus tard" }).click();
  await page.clock.runFor(TIMINGS.preRegistrationSnoozeMs);
  await expect(popup(page)).toBeVisible();
});

test('Escape acts as "Plus tard"', async ({ page }) => {
  await openPopup(page);
  await page.keyboard.press("Escape");
  await expect(popup(page)).toBeHidden();
  expect(await readStorage(page, FLAG)).toBeNull();
  await page.clock.runFor(TIMINGS.preRegistrationSnoozeMs);
  await expect(popup(page)).toBeVisible();
});

test("opens without the framework, handles its own keys, and goes on working once the framework has hydrated the page", async ({
  page,
}) => {
  // Requests, not the page's resource timings: the paused clock stands in for `performance`.
  const requested: string[] = [];
  page.on("request", (request) => {
    if (FRAMEWORK_CHUNK_PATH.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  const frameworkChunks = () => requested.length;
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-site-script", "");
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole("button", { name: "Fermer" })).toBeFocused();
  expect(frameworkChunks()).toBe(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-interactive");

  // Its focus and keys are its own (lib/security/framework-on-demand.ts): Escape closes it as "Plus tard", nothing more.
  await page.keyboard.press("Escape");
  await expect(popup(page)).toBeHidden();
  expect(frameworkChunks()).toBe(0);
  // The visitor's first sign of activity on the page: the framework hydrates it around the popup's island.
  await interactive(page);
  expect(frameworkChunks()).toBeGreaterThan(3);
  await page.clock.runFor(TIMINGS.preRegistrationSnoozeMs);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole("button", { name: "Fermer" }).click();
  await expect(popup(page)).toBeHidden();
  expect(await readStorage(page, FLAG)).toBe("true");
});

test("open while the framework hydrates the page behind it: it stays open, modal, and closes as before", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-site-script", "");
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs);
  await expect(popup(page)).toBeVisible();
  // The pointer moved over the page behind the dialog (its overlay): the framework loads and hydrates the page.
  await interactive(page);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole("button", { name: "Fermer" })).toBeFocused();
  const behind = page.getByRole("link", { name: "Commencer gratuitement", includeHidden: true }).first();
  const focusable = await behind.evaluate((link: HTMLElement) => {
    link.focus();
    return document.activeElement === link;
  });
  expect(focusable).toBe(false);
  await popup(page).getByRole("button", { name: "Plus tard" }).click();
  await expect(popup(page)).toBeHidden();
  expect(await readStorage(page, FLAG)).toBeNull();
  // The page, hydrated, is the visitor's again.
  await behind.focus();
  await expect(behind).toBeFocused();
});

test("does not open when the flag is already set", async ({ page }) => {
  await seedStorage(page, { [FLAG]: "true" });
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs + TIMINGS.preRegistrationSnoozeMs);
  await expect(popup(page)).toBeHidden();
});

test("belongs to the home page only", async ({ page }) => {
  for (const path of ["/solutions", "/tarifs", "/a-propos"]) {
    await visit(page, path);
    await page.clock.runFor(TIMINGS.preRegistrationDelayMs * 2);
    await expect(popup(page)).toHaveCount(0);
  }
});

test("waits for an open form dialog to close instead of covering it", async ({ page }) => {
  await visit(page, "/");
  // Any modal dialog of the page stands for the contact form here.
  await page.evaluate(() => {
    const other = document.createElement("dialog");
    other.setAttribute("aria-label", "Autre fenêtre");
    other.innerHTML = "<button>OK</button>";
    document.body.append(other);
    other.showModal();
  });
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs);
  await expect(popup(page)).toBeHidden();
  // "close" is dispatched in a later task: wait for it (the popup's own listener, added first, has
  // then run) before moving the clock, or the popup's new timer could start after the clock moved.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const other = document.querySelector<HTMLDialogElement>('dialog[aria-label="Autre fenêtre"]');
        other?.addEventListener("close", () => resolve(), { once: true });
        other?.close();
      }),
  );
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs);
  await expect(popup(page)).toBeVisible();
});

test("waits for the site's own form dialog (Radix, no close event) to close instead of covering it", async ({
  page,
}) => {
  await visit(page, "/");
  await page.locator('[data-open-dialog="contact"]').filter({ visible: true }).first().click();
  const contact = page.getByRole("dialog", { name: "Contactez-nous" });
  await untilWithClock(page, () => expect(contact).toBeVisible({ timeout: 100 }));
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs);
  await expect(popup(page)).toBeHidden();
  await page.keyboard.press("Escape");
  await untilWithClock(page, () => expect(contact).toBeHidden({ timeout: 100 }));
  // The popup looks again 6 s after it found the dialog in its way, and opens then.
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs);
  await expect(popup(page)).toBeVisible();
});
