/** The layout rule for /admin paths and the page's widgets under the cookie banner, on the Next.js build (ported from tests/e2e/behaviours-layout.spec.ts). */
import { TIMINGS } from "../../lib/browser/timings.ts";
import { expect, interactive, pauseClock, test, visit } from "./behaviours-support.ts";
import { DESKTOP, MOBILE } from "./helpers.ts";

const banner = "Vos choix concernant les cookies";

// Spec section 2: paths containing /admin keep the normal header, footer and extra widgets, but for
// the back office itself, which issue 42 gives its own frame (the site's name and « Voir le site »;
// no public header, footer, cookie banner nor popup). A signed-out visitor of the back office lands
// on its sign-in page, in that frame.
const LAYOUT_CASES = [
  { path: "/espace/admin/textes", status: 404, lands: /\/espace\/admin\/textes$/, main: "Oops! Page not found" },
];
for (const { path, status, lands, main } of LAYOUT_CASES) {
  test(`${path} keeps the normal layout and widgets`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await pauseClock(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page).toHaveURL(lands);
    await interactive(page);
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Gérer les cookies" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(main);
    await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
    await expect(page.getByRole("region", { name: banner })).toBeVisible();
  });
}

const BACK_OFFICE_CASES = [
  { path: "/admin", lands: /\/admin\/connexion$/ },
  { path: "/admin/pages", lands: /\/admin\/connexion\?retour=%2Fadmin%2Fpages$/ },
];
for (const { path, lands } of BACK_OFFICE_CASES) {
  test(`${path} is in the back office's own frame, without the public site's`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await pauseClock(page);
    await page.goto(path);
    await expect(page).toHaveURL(lands);
    await interactive(page);
    await expect(page.getByRole("banner")).toContainText("Back-office");
    await expect(page.getByRole("banner").getByRole("link", { name: "Voir le site" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main")).toContainText("Connexion au back-office");
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.clock.runFor(TIMINGS.cookieBannerDelayMs + TIMINGS.preRegistrationDelayMs);
    await expect(page.getByRole("region", { name: banner })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
}

test("the mobile menu still opens and closes above the cookie banner", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await pauseClock(page);
  await visit(page, "/tarifs");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await expect(page.getByRole("region", { name: banner })).toBeVisible();
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu mobile" });
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
    await visit(page, "/essai-gratuit");
    await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
    await expect(page.getByRole("region", { name: banner })).toBeVisible();
    // A single-choice group of radios (components/behaviours/AppPicker.tsx): checked, not aria-pressed.
    const cards = page.locator("[data-app-option]");
    const last = cards.last();
    await last.click();
    await expect(last).toBeChecked();
    await cards.first().click();
    await expect(last).not.toBeChecked();
    await cards.first().click();
    await expect(cards.first()).not.toBeChecked();
  });

  test("the FAQ accordion still opens its last question", async ({ page }) => {
    await visit(page, "/ressources/faq");
    await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
    await expect(page.getByRole("region", { name: banner })).toBeVisible();
    // Each question is a button inside its heading (h3 under the group's h2).
    const last = page.getByRole("main").getByRole("heading", { level: 3 }).last().getByRole("button");
    await expect(last).toHaveAttribute("aria-expanded", "false");
    await last.click();
    await expect(last).toHaveAttribute("aria-expanded", "true");
  });
});
