/**
 * The automation sign-up on the Next.js build (port of tests/e2e/forms-automation.spec.ts),
 * against the server's own functions (in-process). Failure kinds and the exact body:
 * forms-standin.spec.ts.
 */
import type { Page } from "@playwright/test";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { FIELD_MESSAGES as M, TOASTS } from "../../lib/forms/messages.ts";
import {
  DESKTOP,
  expect,
  expectValues,
  fill,
  formCodeLoaded,
  gotoBuilt,
  MOBILE,
  quietVisitor,
  test,
  toast,
  toastWith,
  unique,
  visit,
} from "./forms-support.ts";

const signUp = () => ({ Prénom: "Karim", Nom: "Benali", Entreprise: `Benali Rénovation ${unique()}` });

const automationOpener = (page: Page) => page.getByRole("main").locator('[data-open-dialog="automation"]').first();
const automationDialog = (page: Page) => page.getByRole("dialog", { name: "Automatisez vos tâches répétitives" });

async function openAutomation(page: Page) {
  await automationOpener(page).click();
  const dialog = automationDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`automation sign-up at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await quietVisitor(page);
      await gotoBuilt(page, "/");
    });

    test("three labelled fields, each message under its field", async ({ page }) => {
      await expect(automationOpener(page)).toHaveAttribute("href", "/automatisation");
      // The home page's JavaScript before interaction holds none of the form code.
      expect(await formCodeLoaded(page)).toBe(false);
      const dialog = await openAutomation(page);
      expect(await formCodeLoaded(page)).toBe(true);
      await expect(dialog.getByLabel("Prénom")).toBeFocused();
      await expect(dialog.getByRole("textbox")).toHaveCount(3);
      await expect(dialog.getByLabel("Entreprise")).toHaveAttribute("maxlength", String(FIELD_LIMITS.company));
      await expect(dialog.getByLabel("Entreprise")).toHaveAttribute("autocomplete", "organization");

      await dialog.getByRole("button", { name: "Je m'inscris" }).click();
      await expect(dialog.getByLabel("Prénom")).toHaveAccessibleDescription(M.firstNameRequired);
      await expect(dialog.getByLabel("Nom", { exact: true })).toHaveAccessibleDescription(M.lastNameRequired);
      await expect(dialog.getByLabel("Entreprise")).toHaveAccessibleDescription(M.companyRequired);
      await expect(dialog.getByLabel("Prénom")).toBeFocused();

      await fill(dialog, { Prénom: "K", Nom: "B", Entreprise: "R" });
      await dialog.getByRole("button", { name: "Je m'inscris" }).click();
      await expect(dialog.getByText(M.firstNameRequired)).toBeVisible();
      await expect(dialog.getByText(M.lastNameRequired)).toBeVisible();
      await expect(dialog.getByText(M.companyRequired)).toBeVisible();
    });

    test("submits, then 'Inscription réussie !', closed, reset, focus back", async ({ page }) => {
      const dialog = await openAutomation(page);
      await fill(dialog, signUp());
      await dialog.getByRole("button", { name: "Je m'inscris" }).click();
      await expect(toastWith(page, TOASTS.automationSuccess)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(automationOpener(page)).toBeFocused();
      await automationOpener(page).click();
      await expectValues(automationDialog(page), { Prénom: "", Nom: "", Entreprise: "" });
    });
  });
}

test.describe("automation sign-up, keyboard and throttle", () => {
  test.use({ viewport: DESKTOP });

  test("keyboard only, with trapped focus and Escape", async ({ page }) => {
    await quietVisitor(page);
    await gotoBuilt(page, "/");
    await automationOpener(page).focus();
    await page.keyboard.press("Enter");
    const dialog = automationDialog(page);
    await expect(dialog.getByLabel("Prénom")).toBeFocused();
    await page.keyboard.type("Karim");
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Fermer", exact: true })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("link", { name: "politique de confidentialité" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Je m'inscris" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(automationOpener(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Prénom")).toHaveValue("Karim");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Benali");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`Benali Rénovation ${unique()}`);
    await page.keyboard.press("Enter");
    await expect(toast(page, TOASTS.automationSuccess.title)).toBeVisible();
  });

  test("a second sign-up within 60 s is refused, then accepted", async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await quietVisitor(page, start);
    await gotoBuilt(page, "/");
    let dialog = await openAutomation(page);
    await fill(dialog, signUp());
    await dialog.getByRole("button", { name: "Je m'inscris" }).click();
    await expect(toast(page, TOASTS.automationSuccess.title)).toBeVisible();
    dialog = await openAutomation(page);
    await fill(dialog, signUp());
    await dialog.getByRole("button", { name: "Je m'inscris" }).click();
    await expect(toastWith(dialog, TOASTS.throttled)).toBeVisible();
    await page.clock.fastForward(60_000);
    await dialog.getByRole("button", { name: "Je m'inscris" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, TOASTS.automationSuccess.title)).toBeVisible();
  });
});

test("the automation sign-up's own page holds the same form and sends it", async ({ page }) => {
  await quietVisitor(page);
  await visit(page, "/automatisation");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Automatisez vos tâches répétitives" })).toBeVisible();
  await fill(main, signUp());
  await main.getByRole("button", { name: "Je m'inscris" }).click();
  await expect(toastWith(page, TOASTS.automationSuccess)).toBeVisible();
  await expectValues(main, { Prénom: "", Nom: "", Entreprise: "" });
});
