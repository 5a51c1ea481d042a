/**
 * The forms without JavaScript (progressive enhancement, issue 13 part 5): every opener is a link to
 * the page holding the same form, each form posts to its server action as plain HTML, and the page
 * the server sends back shows the confirmation or each field's French message. The submissions are
 * stored: `npm run leads -- export` finds them.
 */
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";
import { FIELD_MESSAGES as M, TOASTS } from "../../lib/forms/messages.ts";
import { VALID_CONTACT_WITHOUT_MESSAGE } from "../fixtures/contact-form.ts";
import {
  CONTACT_PAGE,
  expect,
  expectValues,
  exportedLeads,
  fill,
  sendWithoutScript,
  test,
  unique,
  uniqueEmail,
  VALID_CONTACT,
} from "./forms-support.ts";

test.use({ javaScriptEnabled: false });

test("the footer's Contact is a link to /contact, whose form sends a stored message", async ({ page }) => {
  await page.goto(CONTACT_PAGE);
  await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible();

  // Nothing typed: every French message under its field, the answer in an alert.
  await main.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(main.getByRole("alert")).toContainText(TOASTS.validationError.title);
  await expect(main.getByLabel("Prénom")).toHaveAccessibleDescription(M.firstNameRequired);
  await expect(main.getByLabel("Message")).toHaveAccessibleDescription(M.messageRequired);
  await expect(main.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");

  // One field wrong: what was typed comes back with its message.
  const email = uniqueEmail();
  const values = { ...VALID_CONTACT, "E-mail": email };
  await fill(main, { ...values, Téléphone: "06-12-ab" });
  await main.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(main.getByLabel("Téléphone")).toHaveAccessibleDescription(M.phoneInvalid);
  await expectValues(main, { Prénom: values.Prénom, Message: values.Message });

  await fill(main, values);
  await sendWithoutScript(main, "Envoyer le message");
  const status = main.getByRole("status");
  await expect(status).toContainText(TOASTS.contactSuccess.title);
  await expect(status).toContainText(TOASTS.contactSuccess.description);
  await expectValues(main, { Prénom: "", Message: "" });
  expect(exportedLeads("contact")).toContainEqual(
    expect.objectContaining({ email, firstName: values.Prénom, formSource: "Contact Form" }),
  );
});

test("a product's demo page has that product ticked, and the request is stored with it", async ({ page }) => {
  await page.goto("/demande-de-demo/comptapro");
  const main = page.getByRole("main");
  for (const id of PRODUCT_IDS) {
    const box = main.getByRole("checkbox", { name: PRODUCT_NAMES[id], exact: true });
    if (id === "comptapro") await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  const email = uniqueEmail("karim", "cabinet-benali.fr");
  await fill(main, { ...VALID_CONTACT_WITHOUT_MESSAGE, "E-mail": email });
  await main.getByRole("checkbox", { name: PRODUCT_NAMES.facturepro, exact: true }).check();
  await sendWithoutScript(main, "Demander ma démo");
  // The applications ticked came back with the server's first answer.
  await expect(main.getByRole("status")).toContainText(TOASTS.demoSuccess.title);
  expect(exportedLeads("demo")).toContainEqual(
    expect.objectContaining({ email, interestedIn: ["facturepro", "comptapro"], formSource: "Demo Request" }),
  );
});

test("the automation page stores a sign-up", async ({ page }) => {
  await page.goto("/automatisation");
  const main = page.getByRole("main");
  const company = `Menuiserie Roux ${unique()}`;
  await fill(main, { Prénom: "Lucie", Nom: "Roux", Entreprise: company });
  await sendWithoutScript(main, "Je m'inscris");
  await expect(main.getByRole("status")).toContainText(TOASTS.automationSuccess.title);
  expect(exportedLeads("automation")).toContainEqual(
    expect.objectContaining({ firstName: "Lucie", lastName: "Roux", company }),
  );
});

test("the footer newsletter answers under its field and stores the address", async ({ page }) => {
  await page.goto(CONTACT_PAGE);
  const footer = page.locator("footer");
  const field = footer.getByRole("textbox", { name: "Votre adresse e-mail" });
  await field.fill("jean@");
  await footer.getByRole("button", { name: "S'inscrire" }).click();
  await expect(footer.getByRole("alert")).toHaveText(M.newsletterInvalid);
  await expect(field).toHaveAccessibleDescription(M.newsletterInvalid);
  await expect(field).toHaveValue("jean@");

  const email = uniqueEmail("lecteur", "exemple.fr");
  await field.fill(email);
  await sendWithoutScript(footer, "S'inscrire");
  await expect(footer.getByRole("status")).toContainText(TOASTS.newsletterSuccess.description);
  await expect(page).toHaveURL(new RegExp(`${CONTACT_PAGE}$`));
  expect(exportedLeads("newsletter")).toContainEqual(expect.objectContaining({ type: "newsletter", email }));
});
