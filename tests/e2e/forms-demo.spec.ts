/**
 * The demo request on the Next.js build (port of tests/e2e/forms-demo.spec.ts), against the
 * server's own functions (in-process). Failure kinds and the exact body: forms-standin.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { FIELD_MESSAGES as M, TOASTS } from "../../lib/forms/messages.ts";
import { VALID_CONTACT_WITHOUT_MESSAGE } from "../fixtures/contact-form.ts";
import {
  DESKTOP,
  expect,
  expectValues,
  fill,
  gotoBuilt,
  MOBILE,
  quietVisitor,
  test,
  toast,
  toastWith,
  uniqueEmail,
  visit,
} from "./forms-support.ts";

const demoFields = () => ({ ...VALID_CONTACT_WITHOUT_MESSAGE, "E-mail": uniqueEmail("karim", "cabinet-benali.fr") });
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
      await gotoBuilt(page, "/tarifs/crmpro");
    });

    test("on /tarifs/crmpro: a link to the form's page, CRMPro ticked in advance, no message field", async ({
      page,
    }) => {
      await expect(demoOpener(page)).toHaveAttribute("href", "/demande-de-demo/crmpro");
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
      await fill(dialog, demoFields());
      await dialog.getByRole("button", { name: "Demander ma démo" }).click();
      await expect(checkbox(dialog, "crmpro")).toBeFocused();
      await expect(dialog.getByText(M.interestedInRequired)).toBeVisible();
      await checkbox(dialog, "zenfluence").check();
      await expect(dialog.getByText(M.interestedInRequired)).toBeHidden();
    });

    test("submits the applications, then 'Demande envoyée !', closed and reset", async ({ page }) => {
      const dialog = await openDemo(page);
      await fill(dialog, demoFields());
      await checkbox(dialog, "comptapro").check();
      await dialog.getByRole("button", { name: "Demander ma démo" }).click();
      await expect(toastWith(page, TOASTS.demoSuccess)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(demoOpener(page)).toBeFocused();

      await demoOpener(page).click();
      await expectValues(demoDialog(page), { Prénom: "", Nom: "", Entreprise: "", "E-mail": "", Téléphone: "" });
      await expectTicked(demoDialog(page), ["crmpro"]);
    });
  });
}

test.describe("demo dialog on other pages", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => {
    await quietVisitor(page);
  });

  test("on /solutions nothing is ticked in advance", async ({ page }) => {
    await gotoBuilt(page, "/solutions");
    await expect(demoOpener(page)).toHaveAttribute("href", "/demande-de-demo");
    const dialog = await openDemo(page);
    await expectTicked(dialog, []);
  });

  test("on /tarifs/comptapro ComptaPro is ticked and the request is sent", async ({ page }) => {
    await gotoBuilt(page, "/tarifs/comptapro");
    const dialog = await openDemo(page);
    await expectTicked(dialog, ["comptapro"]);
    await fill(dialog, demoFields());
    await dialog.getByRole("button", { name: "Demander ma démo" }).click();
    await expect(toast(page, TOASTS.demoSuccess.title)).toBeVisible();
  });

  test("keyboard only: Space ticks an application, Enter sends, focus back on the opener", async ({ page }) => {
    await gotoBuilt(page, "/tarifs/crmpro");
    await demoOpener(page).focus();
    await page.keyboard.press("Enter");
    const dialog = demoDialog(page);
    await expect(dialog.getByLabel("Prénom")).toBeFocused();
    for (const value of Object.values(demoFields())) {
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
  });

  test("a second request within 60 s is refused with the throttle toast", async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await quietVisitor(page, start);
    await gotoBuilt(page, "/tarifs/crmpro");
    let dialog = await openDemo(page);
    await fill(dialog, demoFields());
    await dialog.getByRole("button", { name: "Demander ma démo" }).click();
    await expect(toast(page, TOASTS.demoSuccess.title)).toBeVisible();
    dialog = await openDemo(page);
    await fill(dialog, demoFields());
    await dialog.getByRole("button", { name: "Demander ma démo" }).click();
    await expect(toastWith(dialog, TOASTS.throttled)).toBeVisible();
    await page.clock.fastForward(60_000);
    await dialog.getByRole("button", { name: "Demander ma démo" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, TOASTS.demoSuccess.title)).toBeVisible();
  });
});

test.describe("the demo request's own page", () => {
  test("/demande-de-demo/crmpro holds the same form with CRMPro ticked, and takes over on focus", async ({ page }) => {
    await quietVisitor(page);
    await visit(page, "/demande-de-demo/crmpro");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Demander une démonstration" })).toBeVisible();
    await expectTicked(main, ["crmpro"]);
    await main.getByLabel("Prénom").click();
    await page.keyboard.type("Karim");
    await main.getByRole("button", { name: "Demander ma démo" }).click();
    await expect(main.getByLabel("Prénom")).toHaveValue("Karim");
    await expect(main.getByLabel("Nom", { exact: true })).toHaveAccessibleDescription(M.lastNameRequired);
    await fill(main, { ...demoFields(), Prénom: "Karim" });
    await main.getByRole("button", { name: "Demander ma démo" }).click();
    await expect(toastWith(page, TOASTS.demoSuccess)).toBeVisible();
    await expectValues(main, { Prénom: "", Nom: "" });
    await expectTicked(main, ["crmpro"]);
  });
});
