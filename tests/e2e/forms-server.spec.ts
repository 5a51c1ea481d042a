/**
 * The forms against the real functions server of the e2e run (no mocked calls): what a
 * visitor sends is answered, stored, and exported by `leads` with the returned submissionId.
 */
import { spawnSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { SERVER_ERRORS, TOASTS } from "../../lib/forms/messages.ts";
import { fill, quietVisitor, toast } from "./forms-support.ts";
import { DESKTOP } from "./helpers.ts";

test.use({ viewport: DESKTOP });
test.beforeEach(async ({ page }) => quietVisitor(page));

/** Every stored submission of one type, as `npm run leads -- export --format json` prints them. */
function exportedLeads(type: string): Record<string, unknown>[] {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, "playwright.config.ts gives the server its DATA_DIR").toBeTruthy();
  const result = spawnSync(process.execPath, ["scripts/leads.ts", "export", "--format", "json", "--type", type], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function submittedId(page: Page, fn: string, submit: () => Promise<void>): Promise<unknown> {
  const answer = page.waitForResponse((r) => r.url().endsWith(`/functions/v1/${fn}`));
  await submit();
  const response = await answer;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { submissionId?: unknown }).submissionId;
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("a contact message is stored, and the same address again within 60 s is refused by the server", async ({
  page,
}) => {
  const email = `eloise.${unique()}@atelier-lumiere.fr`;
  await page.goto("/");
  const footerContact = page.locator("footer").getByRole("button", { name: "Contact", exact: true });
  await footerContact.click();
  const dialog = page.getByRole("dialog", { name: "Contactez-nous" });
  const values = {
    Prénom: "Éloïse",
    Nom: "Martin",
    Entreprise: "Atelier Lumière",
    "E-mail": email,
    Téléphone: "06 12 34 56 78",
    Message: "Bonjour, merci de me rappeler au sujet de CRMPro.",
  };
  await fill(dialog, values);
  const id = await submittedId(page, "submit-contact", () =>
    dialog.getByRole("button", { name: "Envoyer le message" }).click(),
  );
  await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(exportedLeads("contact")).toContainEqual(
    expect.objectContaining({
      id,
      type: "contact",
      firstName: "Éloïse",
      lastName: "Martin",
      company: "Atelier Lumière",
      email,
      phone: "06 12 34 56 78",
      message: "Bonjour, merci de me rappeler au sujet de CRMPro.",
      formSource: "Contact Form",
    }),
  );

  // Past the browser's own throttle, the server's rule still holds, and its French answer is shown.
  await page.evaluate((key) => localStorage.removeItem(key), `${THROTTLE_KEY_PREFIX}contact`);
  await footerContact.click();
  await fill(dialog, values);
  await dialog.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(toast(page, "Erreur")).toContainText(SERVER_ERRORS.throttled);
  await expect(dialog).toBeVisible();
});

test("a demo request from the ComptaPro pricing page is stored with ComptaPro", async ({ page }) => {
  const email = `karim.${unique()}@cabinet-benali.fr`;
  await page.goto("/tarifs/comptapro");
  await page.getByRole("button", { name: "Demander une démonstration" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Demander une démonstration" });
  await fill(dialog, {
    Prénom: "Karim",
    Nom: "Benali",
    Entreprise: "Cabinet Benali",
    "E-mail": email,
    Téléphone: "+33 1 23 45 67 89",
  });
  const id = await submittedId(page, "submit-demo", () =>
    dialog.getByRole("button", { name: "Demander ma démo" }).click(),
  );
  await expect(toast(page, TOASTS.demoSuccess.title)).toBeVisible();
  expect(exportedLeads("demo")).toContainEqual(
    expect.objectContaining({ id, email, interestedIn: ["comptapro"], formSource: "Demo Request" }),
  );
});

test("an automation sign-up is stored", async ({ page }) => {
  const company = `Menuiserie Roux ${unique()}`;
  await page.goto("/");
  await page.locator('main [data-open-dialog="automation"]').first().click();
  const dialog = page.getByRole("dialog", { name: "Automatisez vos tâches répétitives" });
  await fill(dialog, { Prénom: "Lucie", Nom: "Roux", Entreprise: company });
  const id = await submittedId(page, "brevo-automation-contact", () =>
    dialog.getByRole("button", { name: "Je m'inscris" }).click(),
  );
  await expect(toast(page, TOASTS.automationSuccess.title)).toBeVisible();
  expect(exportedLeads("automation")).toContainEqual(
    expect.objectContaining({ id, firstName: "Lucie", lastName: "Roux", company }),
  );
});

test("a newsletter sign-up is stored", async ({ page }) => {
  const email = `lecteur.${unique()}@exemple.fr`;
  await page.goto("/");
  const field = page.locator("footer").getByRole("textbox", { name: "Votre adresse e-mail" });
  await field.fill(email);
  const answer = page.waitForResponse((r) => r.url().endsWith("/functions/v1/newsletter-signup"));
  await field.press("Enter");
  expect((await answer).status()).toBe(200);
  await expect(toast(page, TOASTS.newsletterSuccess.title)).toBeVisible();
  await expect(field).toHaveValue("");
  expect(exportedLeads("newsletter")).toContainEqual(expect.objectContaining({ type: "newsletter", email }));
});
