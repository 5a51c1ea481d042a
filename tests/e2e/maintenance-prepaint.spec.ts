/**
 * The maintenance screen is whole before any script file arrives (spec section 4; issue 20): with
 * every `/_next/static/chunks/*.js` refused, the inline scripts alone show the title, the message
 * (or the default one) and « Retour prévu le: » with the French long date. The plain Playwright
 * `test`: the refused files are console errors on purpose.
 */

import { DEFAULT_MAINTENANCE_MESSAGE } from "../../lib/browser/maintenance.ts";
import { expect, type Page, test } from "../browser-test.ts";
import { refuseScripts } from "./script-delay-support.ts";
import { seedStorage } from "./storage-support.ts";

const END = "2026-12-14T14:30"; // the visitor's time, Europe/Paris in playwright.config.ts
const screen = (page: Page) => page.locator("[data-maintenance-screen]");

test("without any script file, the screen shows its title, the stored message and the French end date", async ({
  page,
}) => {
  await refuseScripts(page);
  await seedStorage(page, {
    maintenanceSettings: JSON.stringify({
      enabled: true,
      message: "Mise à jour de nos tarifs en cours.",
      endTime: END,
    }),
  });
  for (const path of ["/solutions", "/ressources/faq"]) {
    await page.goto(path);
    await expect(screen(page).getByRole("heading", { level: 1, name: "Site en maintenance" })).toBeVisible();
    await expect(screen(page).getByText("Mise à jour de nos tarifs en cours.")).toBeVisible();
    const date = "lundi 14 décembre 2026 à 14:30"; // 14:30 in Paris, the browser's zone
    await expect(screen(page).getByText("Retour prévu le:")).toHaveText(`Retour prévu le: ${date}`, {
      useInnerText: true,
    });
    await expect(page.getByRole("complementary", { name: "Maintenance du site" })).toHaveText(
      `Mise à jour de nos tarifs en cours. Retour prévu le: ${date}`,
      { useInnerText: true },
    );
    await expect(page.locator("main#main")).toBeHidden();
  }
});

test("without any script file and no message stored, the screen shows the default message and no date", async ({
  page,
}) => {
  await refuseScripts(page);
  await seedStorage(page, { maintenanceSettings: JSON.stringify({ enabled: true }) });
  await page.goto("/tarifs");
  await expect(screen(page).getByRole("heading", { level: 1, name: "Site en maintenance" })).toBeVisible();
  await expect(screen(page).getByText(DEFAULT_MAINTENANCE_MESSAGE)).toBeVisible();
  await expect(page.getByText("Retour prévu le").filter({ visible: true })).toHaveCount(0);
});

test("without any script file, /maintenance itself shows the stored message and date once parsed", async ({ page }) => {
  await refuseScripts(page);
  await seedStorage(page, {
    maintenanceSettings: JSON.stringify({ enabled: true, message: "Retour très bientôt.", endTime: END }),
  });
  await page.goto("/maintenance");
  const main = page.getByRole("main");
  await expect(main.getByText("Retour très bientôt.")).toBeVisible();
  await expect(main.getByText("Retour prévu le:")).toHaveText("Retour prévu le: lundi 14 décembre 2026 à 14:30", {
    useInnerText: true,
  });
});
