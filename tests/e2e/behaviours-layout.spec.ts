import { expect, test } from "@playwright/test";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { pauseClock } from "./behaviours-support.ts";
import { DESKTOP, MOBILE } from "./helpers.ts";

// Spec section 2: paths containing /admin keep the normal header, footer and extra widgets.
for (const path of ["/admin", "/admin/pages", "/espace/admin/textes"]) {
  test(`${path} keeps the normal layout and widgets`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await pauseClock(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Gérer les cookies" })).toBeVisible();
    await expect(page.locator("main#main")).toContainText("Oops! Page not found");
    await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
    await expect(page.getByRole("region", { name: "Vos choix concernant les cookies" })).toBeVisible();
  });
}

test("the mobile menu still opens and closes above the cookie banner", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await pauseClock(page);
  await page.goto("/tarifs");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await expect(page.getByRole("region", { name: "Vos choix concernant les cookies" })).toBeVisible();
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "À propos" }).click();
  await expect(page).toHaveURL(/\/a-propos$/);
});

test.describe("with the cookie banner shown on a small screen", () => {
  test.use({ viewport: MOBILE });

  test.beforeEach(async ({ page }) => {
    await pauseClock(page);
  });

  test("the application picker still selects and deselects, down to its last card", async ({ page }) => {
    await page.goto("/essai-gratuit");
    await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
    await expect(page.getByRole("region", { name: "Vos choix concernant les cookies" })).toBeVisible();
    const cards = page.locator("[data-app-option]");
    const last = cards.last();
    await last.click();
    await expect(last).toHaveAttribute("aria-pressed", "true");
    await cards.first().click();
    await expect(last).toHaveAttribute("aria-pressed", "false");
    await cards.first().click();
    await expect(cards.first()).toHaveAttribute("aria-pressed", "false");
  });

  test("the FAQ accordion still opens its last question", async ({ page }) => {
    await page.goto("/ressources/faq");
    await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
    await expect(page.getByRole("region", { name: "Vos choix concernant les cookies" })).toBeVisible();
    const last = page.locator("details").last();
    await last.locator("summary").click();
    await expect(last).toHaveAttribute("open", "");
  });
});
