import { expect, test } from "@playwright/test";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { pauseClock, readStorage } from "./behaviours-support.ts";
import { DESKTOP } from "./helpers.ts";

test.use({ viewport: DESKTOP });

test("on a first visit the banner comes at 1 s, the popup at 6 s, and both still work", async ({ page }) => {
  await pauseClock(page);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Vos choix concernant les cookies" });
  const popup = page.getByRole("dialog", { name: "Pré-inscrivez-vous à Score Client" });
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await expect(banner).toBeVisible();
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs - TIMINGS.cookieBannerDelayMs);
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Fermer" }).click();
  await banner.getByRole("button", { name: "Uniquement essentiels" }).click();
  await expect(banner).toBeHidden();
  expect(await readStorage(page, "cookieConsent")).toBe("essential");
  // The header menus still work once both are gone.
  await page.getByRole("button", { name: "Tarifs" }).click();
  await expect(page.locator("#menu-tarifs")).toBeVisible();
});
