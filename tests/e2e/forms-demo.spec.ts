import { expect, type Locator, type Page, test } from "@playwright/test";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";
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
  VALID_CONTACT,
} from "./forms-support.ts";
import { DESKTOP, MOBILE } from "./helpers.ts";

const { Message: _message, ...DEMO_FIELDS } = VALID_CONTACT;
const APPLICATIONS = "Applications qui vous intéressent";

const demoOpener = (page: Page) => page.getByRole("button", { name: "Demander une démonstration" }).first();
const demoDialog = (page: Page) => page.getByRole("dialog", { name: "Demander une démonstration" });
const checkbox = (dialog: Locator, id: (typeof PRODUCT_IDS)[number]) =>
  dialog.getByRole("checkbox", { name: PRODUCT_NAMES[id], exact: true });

async function openDemo(page: Page) {
  await demoOpener(page).click();
  const dialog = demoDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectTicked(dialog: Locator, ticked: string[]) {
  for (const id of PRODUCT_IDS) {
    if (ticked.includes(id)) await expect(checkbox(dialog, id)).toBeChecked();
    else await expect(checkbox(dialog, id)).not.toBeChecked();
  }
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`demo dialog at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await quietVisitor(page);
    });

    test("on /tarifs/crmpro: CRMPro ticked in advance, the contact fields without message", async ({ page }) => {
      await page.goto("/tarifs/crmpro");
      const dialog = await openDemo(page);
      await expect(dialog.getByRole("group", { name: APPLICATIONS })).toBeVisible();
      await expectTicked(dialog, ["crmpro"]);
      await expect(dialog.getByLabel("Message", { exact: true })).toHaveCount(0);
      for (const [label, field] of [
        ["Prénom", "firstName"],
        ["Nom", "lastName"],
        ["Entreprise", "company"],
        ["E-mail", "email"],
        ["Téléphone", "phone"],
      ] as const) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute(
          "maxlength",
          String(FIELD_LIMITS[field]),
        );
      }
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(500);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    });

    test("every validation message, the applications one included", async ({ page }) => {
      const capture = await mockFunction(page, "submit-demo", answers.ok({ submissionId: "d" }));
      await page.goto("/tarifs/crmpro");
      const dialog = await openDemo(page);
      await checkbox(dialog, "crmpro").uncheck();
      await dialog.getByRole("button", { name: "Demander ma démo" }).click();
      for (const [label, message] of [
        ["Prénom", M.firstNameRequired],
        ["Nom", M.lastNameRequired],
        ["Entreprise", M.companyRequired],
        ["E-mail", M.emailInvalid],
        ["Téléphone", M.phoneInvalid],
      ] as const) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
      }
      await expect(dialog.getByRole("group", { name: APPLICATIONS })).toHaveAccessibleDescription(
        M.interestedInRequired,
      );
      await expect(checkbox(dialog, "crmpro")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Prénom")).toBeFocused();

      // Only the applications are missing: the focus goes to the first checkbox.
      await fill(dialog, DEMO_FIELDS);
      await dialog.getByRole("button", { name: "Demander ma démo" }).click();
      await expect(checkbox(dialog, "crmpro")).toBeFocused();
      await expect(dialog.getByText(M.interestedInRequired)).toBeVisible();
      await checkbox(dialog, "zenfluence").check();
      await expect(dialog.getByText(M.interestedInRequired)).toBeHidden();
      expect(capture.requests).toHaveLength(0);
    });

    test("submits the applications, then 'Demande envoyée !', closed and reset", async ({ page }) => {
      const capture = await mockFunction(page, "submit-demo", answers.ok({ submissionId: "d1" }), { hold: true });
      await page.goto("/tarifs/crmpro");
      const dialog = await openDemo(page);
      await fill(dialog, DEMO_FIELDS);
      await checkbox(dialog, "comptapro").check();
      await dialog.getByRole("button", { name: "Demander ma démo" }).click();
      await expect(dialog.getByRole("button", { name: SUBMITTING_LABEL })).toBeDisabled();
      await expect.poll(() => capture.requests.length).toBe(1);
      expect(capture.requests[0]!.url()).toMatch(/\/functions\/v1\/submit-demo$/);
      expect(capture.requests[0]!.postDataJSON()).toEqual({
        firstName: "Éloïse",
        lastName: "D'Aubigné-Martin",
        company: "Atelier Lumière",
        email: "eloise@atelier-lumiere.fr",
        phone: "+33 6 12 34 56 78",
        interestedIn: ["crmpro", "comptapro"],
        formSource: "Demo Request",
        [HONEYPOT_FIELD]: "",
      });
      capture.release();
      const success = toast(page, TOASTS.demoSuccess.title);
      await expect(success).toContainText(TOASTS.demoSuccess.description);
      await expect(dialog).toBeHidden();
      await expect(demoOpener(page)).toBeFocused();

      await demoOpener(page).click();
      await expectValues(demoDialog(page), { Prénom: "", Nom: "", Entreprise: "", "E-mail": "", Téléphone: "" });
      await expectTicked(demoDialog(page), ["crmpro"]);
    });

    const failures: [string, Parameters<typeof mockFunction>[2], string][] = [
      [
        "an error in the answer",
        answers.errorInData("Démonstrations complètes ce mois-ci."),
        "Démonstrations complètes ce mois-ci.",
      ],
      ["a 500 with a French error", answers.status(500, { error: SERVER_ERRORS.internal }), SERVER_ERRORS.internal],
      ["a 500 without a body", answers.status(500), TOASTS.demoFailure.description],
      ["a network failure", answers.networkFailure(), TOASTS.demoFailure.description],
    ];
    for (const [situation, answer, shown] of failures) {
      test(`on ${situation}: "Erreur", the dialog stays open with what was chosen`, async ({ page }) => {
        await mockFunction(page, "submit-demo", answer);
        await page.goto("/tarifs/crmpro");
        const dialog = await openDemo(page);
        await fill(dialog, DEMO_FIELDS);
        await checkbox(dialog, "note2frais").check();
        await dialog.getByRole("button", { name: "Demander ma démo" }).click();
        const failure = toast(page, TOASTS.demoFailure.title);
        await expect(failure).toContainText(shown);
        await expect(dialog.getByRole("alert").filter({ has: failure })).toHaveCount(1);
        await expectNoLibraryMessage(page);
        await expect(dialog).toBeVisible();
        await expectValues(dialog, DEMO_FIELDS);
        await expectTicked(dialog, ["crmpro", "note2frais"]);
      });
    }
  });
}

test.describe("demo dialog on other pages", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => {
    await quietVisitor(page);
  });

  test("on /solutions nothing is ticked in advance", async ({ page }) => {
    await page.goto("/solutions");
    const dialog = await openDemo(page);
    await expectTicked(dialog, []);
  });

  test("on /tarifs/comptapro ComptaPro is ticked and the request is sent", async ({ page }) => {
    const capture = await mockFunction(page, "submit-demo", answers.ok({ submissionId: "c" }));
    await page.goto("/tarifs/comptapro");
    const dialog = await openDemo(page);
    await expectTicked(dialog, ["comptapro"]);
    await fill(dialog, DEMO_FIELDS);
    await dialog.getByRole("button", { name: "Demander ma démo" }).click();
    await expect(toast(page, TOASTS.demoSuccess.title)).toBeVisible();
    expect(capture.requests[0]!.postDataJSON()).toMatchObject({
      interestedIn: ["comptapro"],
      formSource: "Demo Request",
    });
  });

  test("keyboard only: Space ticks an application, Enter sends, focus back on the opener", async ({ page }) => {
    const capture = await mockFunction(page, "submit-demo", answers.ok({ submissionId: "k" }));
    await page.goto("/tarifs/crmpro");
    await demoOpener(page).focus();
    await page.keyboard.press("Enter");
    const dialog = demoDialog(page);
    await expect(dialog.getByLabel("Prénom")).toBeFocused();
    for (const value of Object.values(DEMO_FIELDS)) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    await expect(checkbox(dialog, "crmpro")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(checkbox(dialog, "facturepro")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(checkbox(dialog, "facturepro")).toBeChecked();
    await dialog.getByRole("button", { name: "Demander ma démo" }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, TOASTS.demoSuccess.title)).toBeVisible();
    await expect(demoOpener(page)).toBeFocused();
    expect(capture.requests[0]!.postDataJSON()).toMatchObject({ interestedIn: ["crmpro", "facturepro"] });
  });

  test("a second request within 60 s is refused with the throttle toast", async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    const capture = await mockFunction(page, "submit-demo", answers.ok({ submissionId: "t" }));
    await page.goto("/tarifs/crmpro");
    await expectThrottleWindow(page, {
      open: () => openDemo(page),
      fields: DEMO_FIELDS,
      submit: "Demander ma démo",
      successTitle: TOASTS.demoSuccess.title,
      capture,
    });
  });
});
