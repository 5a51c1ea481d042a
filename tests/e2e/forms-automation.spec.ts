import { expect, type Page, test } from "@playwright/test";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { FIELD_MESSAGES as M, SERVER_ERRORS, SUBMITTING_LABEL, TOASTS } from "../../lib/forms/messages.ts";
import {
  answers,
  expectNoLibraryMessage,
  expectThrottleWindow,
  expectValues,
  fill,
  mockFunction,
  quietVisitor,
  toast,
} from "./forms-support.ts";
import { DESKTOP, MOBILE } from "./helpers.ts";

const SIGN_UP = { Prénom: "Karim", Nom: "Benali", Entreprise: "Benali Rénovation" };

const automationOpener = (page: Page) => page.locator('main [data-open-dialog="automation"]').first();
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
      await page.goto("/");
    });

    test("three labelled fields, each message under its field", async ({ page }) => {
      const capture = await mockFunction(page, "brevo-automation-contact", answers.ok({ success: true }));
      const dialog = await openAutomation(page);
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
      expect(capture.requests).toHaveLength(0);
    });

    test("submits, then 'Inscription réussie !', closed, reset, focus back", async ({ page }) => {
      const capture = await mockFunction(
        page,
        "brevo-automation-contact",
        answers.ok({ success: true, submissionId: "a1" }),
        { hold: true },
      );
      const dialog = await openAutomation(page);
      await fill(dialog, SIGN_UP);
      await dialog.getByRole("button", { name: "Je m'inscris" }).click();
      await expect(dialog.getByRole("button", { name: SUBMITTING_LABEL })).toBeDisabled();
      await expect.poll(() => capture.requests.length).toBe(1);
      expect(capture.requests[0]!.url()).toMatch(/\/functions\/v1\/brevo-automation-contact$/);
      expect(capture.requests[0]!.postDataJSON()).toEqual({
        firstName: "Karim",
        lastName: "Benali",
        company: "Benali Rénovation",
        [HONEYPOT_FIELD]: "",
      });
      capture.release();
      const success = toast(page, TOASTS.automationSuccess.title);
      await expect(success).toContainText(TOASTS.automationSuccess.description);
      await expect(dialog).toBeHidden();
      await expect(automationOpener(page)).toBeFocused();
      await automationOpener(page).click();
      await expectValues(automationDialog(page), { Prénom: "", Nom: "", Entreprise: "" });
    });

    const failures: [string, Parameters<typeof mockFunction>[2], string][] = [
      ["an error in the answer", answers.errorInData("Liste d'attente complète."), "Liste d'attente complète."],
      ["a 500 with a French error", answers.status(500, { error: SERVER_ERRORS.internal }), SERVER_ERRORS.internal],
      ["a 500 without a body", answers.status(500), TOASTS.automationFailure.description],
      ["a network failure", answers.networkFailure(), TOASTS.automationFailure.description],
    ];
    for (const [situation, answer, shown] of failures) {
      test(`on ${situation}: destructive "Erreur", what was typed is kept`, async ({ page }) => {
        await mockFunction(page, "brevo-automation-contact", answer);
        const dialog = await openAutomation(page);
        await fill(dialog, SIGN_UP);
        await dialog.getByRole("button", { name: "Je m'inscris" }).click();
        const failure = toast(page, TOASTS.automationFailure.title);
        await expect(failure).toContainText(shown);
        await expect(failure).toHaveAttribute("data-toast", "destructive");
        await expect(dialog.getByRole("alert").filter({ has: failure })).toHaveCount(1);
        await expectNoLibraryMessage(page);
        await expectValues(dialog, SIGN_UP);
      });
    }
  });
}

test.describe("automation sign-up, keyboard and throttle", () => {
  test.use({ viewport: DESKTOP });

  test("keyboard only, with trapped focus and Escape", async ({ page }) => {
    await quietVisitor(page);
    const capture = await mockFunction(page, "brevo-automation-contact", answers.ok({ success: true }));
    await page.goto("/");
    await automationOpener(page).focus();
    await page.keyboard.press("Enter");
    const dialog = automationDialog(page);
    await expect(dialog.getByLabel("Prénom")).toBeFocused();
    await page.keyboard.type("Karim");
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Fermer", exact: true })).toBeFocused();
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
    await page.keyboard.type("Benali Rénovation");
    await page.keyboard.press("Enter");
    await expect(toast(page, TOASTS.automationSuccess.title)).toBeVisible();
    expect(capture.requests).toHaveLength(1);
  });

  test("a second sign-up within 60 s is refused, then accepted", async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await quietVisitor(page, start);
    const capture = await mockFunction(page, "brevo-automation-contact", answers.ok({ success: true }));
    await page.goto("/");
    await expectThrottleWindow(page, {
      open: () => openAutomation(page),
      fields: SIGN_UP,
      submit: "Je m'inscris",
      successTitle: TOASTS.automationSuccess.title,
      capture,
    });
  });
});
