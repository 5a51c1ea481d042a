/** Cookie banner and pre-registration popup together on the Next.js build, ported from tests/e2e/behaviours-popup-consent.spec.ts. */
import { TIMINGS } from "../../lib/browser/timings.ts";
import { expect, pauseClock, readStorage, test, visit } from "./behaviours-support.ts";
import { DESKTOP } from "./helpers.ts";

test.use({ viewport: DESKTOP });

test("on a first visit the banner comes at 1 s, the popup at 6 s, and both still work", async ({ page }) => {
  await pauseClock(page);
  await visit(page, "/");
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
