import { THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { FIELD_MESSAGES as M, SERVER_ERRORS, TOASTS } from "../../lib/forms/messages.ts";
import { CONTACT_FIELDS, EMPTY_CONTACT_MESSAGES } from "../fixtures/contact-form.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import {
  CONTACT_PAGE,
  consoleLines,
  contactDialog,
  DESKTOP,
  expect,
  expectValues,
  fill,
  footerContact,
  formCodeLoaded,
  gotoBuilt,
  MOBILE,
  openContact,
  quietVisitor,
  recordSubmissions,
  test,
  toast,
  toastWith,
  uniqueEmail,
  VALID_CONTACT,
  visit,
} from "./forms-support.ts";

const contact = () => ({ ...VALID_CONTACT, "E-mail": uniqueEmail() });

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`contact dialog at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await quietVisitor(page);
      await visit(page, CONTACT_PAGE);
    });

    test("loads the form code only when wanted, with labelled fields and their limits", async ({ page }) => {
      await expect(footerContact(page)).toHaveAttribute("href", "/contact");
      expect(await formCodeLoaded(page)).toBe(false);
      const dialog = await openContact(page);
      expect(await formCodeLoaded(page)).toBe(true);
      await expect(dialog.getByRole("heading", { name: "Contactez-nous" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Fermer", exact: true })).toBeVisible();
      await expect(dialog.getByLabel("Prénom")).toBeFocused();

      for (const [label, field, autocomplete] of CONTACT_FIELDS) {
        const input = dialog.getByLabel(label, { exact: true });
        await expect(input).toBeVisible();
        await expect(input).toHaveAttribute("maxlength", String(FIELD_LIMITS[field]));
        await expect(input).toHaveAttribute("autocomplete", autocomplete);
      }
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(500);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      const message = await dialog.getByLabel("Message").boundingBox();
      expect(message!.height).toBeGreaterThanOrEqual(100);
    });

    test("the honeypot is out of reach of people and assistive technology", async ({ page }) => {
      const dialog = await openContact(page);
      const honeypot = dialog.locator(`input[name="${HONEYPOT_FIELD}"]`);
      await expect(honeypot).toHaveCount(1);
      await expect(dialog.getByRole("textbox", { name: "Site web" })).toHaveCount(0);
      await expect(honeypot).not.toBeInViewport();
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        expect(await honeypot.evaluate((el) => el === document.activeElement)).toBe(false);
      }
    });

    test("shows every validation message under its field and focuses the first invalid one", async ({ page }) => {
      const dialog = await openContact(page);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();

      for (const [label, message] of EMPTY_CONTACT_MESSAGES) {
        const input = dialog.getByLabel(label, { exact: true });
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(message);
        await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(dialog.getByLabel("Prénom")).toBeFocused();

      await fill(dialog, {
        Prénom: "Jean3",
        Nom: "Dupont!",
        Entreprise: "A",
        "E-mail": "jean@",
        Téléphone: "06-12-ab",
      });
      await expect(dialog.getByLabel("Prénom")).toHaveAccessibleDescription(M.firstNameInvalid);
      await expect(dialog.getByLabel("Nom", { exact: true })).toHaveAccessibleDescription(M.lastNameInvalid);
      await expect(dialog.getByLabel("Entreprise")).toHaveAccessibleDescription(M.companyRequired);
      await expect(dialog.getByLabel("E-mail")).toHaveAccessibleDescription(M.emailInvalid);
      await expect(dialog.getByLabel("Téléphone")).toHaveAccessibleDescription(M.phoneInvalid);

      // Too long: the inputs stop typing at the limit, so only a script can go over it.
      const overLimit: [string, keyof typeof FIELD_LIMITS, string][] = [
        ["Prénom", "firstName", M.firstNameTooLong],
        ["Nom", "lastName", M.lastNameTooLong],
        ["Entreprise", "company", M.companyTooLong],
        ["E-mail", "email", M.emailTooLong],
        ["Téléphone", "phone", M.phoneTooLong],
        ["Message", "message", M.messageTooLong],
      ];
      for (const [label, field] of overLimit) {
        const value =
          field === "email"
            ? `${"a".repeat(FIELD_LIMITS.email)}@x.fr`
            : field === "phone"
              ? "0".repeat(21)
              : "a".repeat(FIELD_LIMITS[field] + 1);
        // As a script would: the value set and announced, past the input's own maxlength.
        await dialog.getByLabel(label, { exact: true }).evaluate((el, v) => {
          const input = el as HTMLInputElement;
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")?.set;
          setter?.call(input, v);
          input.dispatchEvent(new Event("input", { bubbles: true }));
        }, value);
      }
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();
      for (const [label, , message] of overLimit) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
      }

      // Corrected, each message goes away as the visitor types.
      await fill(dialog, contact());
      for (const [label] of EMPTY_CONTACT_MESSAGES) {
        const input = dialog.getByLabel(label, { exact: true });
        await expect(input).not.toHaveAttribute("aria-invalid");
        await expect(input).toHaveAccessibleDescription("");
      }
    });

    test("submits: success toast, dialog closed and reset, focus back on the opener", async ({ page }) => {
      const lines = consoleLines(page);
      const values = contact();
      const dialog = await openContact(page);
      await fill(dialog, values);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();

      const success = toastWith(page, TOASTS.contactSuccess);
      await expect(success).toBeVisible();
      // Announced to screen readers: the toasts' region is a polite live region.
      const region = page
        .getByRole("region", { name: "Notifications" })
        .filter({ hasText: TOASTS.contactSuccess.title });
      await expect(region).toHaveAttribute("aria-live", "polite");
      await expect(dialog).toBeHidden();
      await expect(footerContact(page)).toBeFocused();

      await footerContact(page).click();
      await expectValues(contactDialog(page), {
        Prénom: "",
        Nom: "",
        Entreprise: "",
        "E-mail": "",
        Téléphone: "",
        Message: "",
      });
      await expect(contactDialog(page).getByRole("button", { name: "Envoyer le message" })).toBeEnabled();

      // Security trail: attempt then success, and not one typed value in the console.
      expect(lines).toEqual(
        expect.arrayContaining(["[formulaires] contact : attempt", "[formulaires] contact : success"]),
      );
      for (const value of Object.values(values)) expect(lines.join("\n")).not.toContain(value);
    });

    test("an address that fails the security check gives the validation toast and sends nothing", async ({ page }) => {
      const lines = consoleLines(page);
      const dialog = await openContact(page);
      await fill(dialog, { ...VALID_CONTACT, "E-mail": "eloise'o@atelier-lumiere.fr" });
      const actions = recordSubmissions(page);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();
      const invalid = toastWith(dialog, TOASTS.validationError);
      await expect(invalid).toBeVisible();
      await expect(dialog).toBeVisible();
      expect(actions).toEqual([]);
      expect(lines).toContain("[formulaires] contact : failure (unsafe-email)");
    });

    test("Escape and the Fermer button close the dialog and give the focus back", async ({ page }) => {
      let dialog = await openContact(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(footerContact(page)).toBeFocused();
      dialog = await openContact(page);
      await dialog.getByLabel("Prénom").fill("Éloïse");
      await dialog.getByRole("button", { name: "Fermer", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(footerContact(page)).toBeFocused();
      // What was typed is still there when it opens again.
      dialog = await openContact(page);
      await expect(dialog.getByLabel("Prénom")).toHaveValue("Éloïse");
    });
  });
}

test.describe("contact openers in the pages", () => {
  test.use({ viewport: DESKTOP });

  for (const path of ["/", "/solutions", "/ressources/faq"]) {
    test(`the contact button in the content of ${path} opens the dialog`, async ({ page }) => {
      await quietVisitor(page);
      await gotoBuilt(page, path);
      const opener = page.getByRole("main").locator('[data-open-dialog="contact"]').first();
      await expect(opener).toHaveAttribute("href", "/contact");
      await opener.click();
      await expect(contactDialog(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(opener).toBeFocused();
    });
  }
});

test.describe("the page behind a dialog", () => {
  test.use({ viewport: DESKTOP });

  test("does not scroll while the dialog is open, and scrolls again once it closes (the lock's rules in the stylesheet)", async ({
    page,
  }) => {
    await quietVisitor(page);
    await gotoBuilt(page, "/");
    const body = page.locator("body");
    const gap = () => page.evaluate(() => document.body.style.getPropertyValue("--removed-body-scroll-bar-size"));
    await page.getByRole("main").locator('[data-open-dialog="contact"]').first().click();
    await expect(contactDialog(page)).toBeVisible();
    await expect(body).toHaveAttribute("data-scroll-locked", "1");
    await expect(body).toHaveCSS("overflow-y", "hidden");
    // The scrollbar's measured width, set through CSSOM (no inline <style>, which the policy would refuse).
    expect(await gap()).toMatch(/^\d+(\.\d+)?px$/);
    await page.keyboard.press("Escape");
    await expect(contactDialog(page)).toBeHidden();
    await expect(body).not.toHaveAttribute("data-scroll-locked");
    await expect(body).not.toHaveCSS("overflow-y", "hidden");
    expect(await gap()).toBe("");
  });
});

test.describe("contact dialog, keyboard only", () => {
  test.use({ viewport: DESKTOP });

  test("open with Enter, fill with Tab, trapped focus, send, focus back on the opener", async ({ page }) => {
    await quietVisitor(page);
    await visit(page, CONTACT_PAGE);
    await footerContact(page).focus();
    await page.keyboard.press("Enter");
    const dialog = contactDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Prénom")).toBeFocused();

    for (const value of Object.values(contact())) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    const submit = dialog.getByRole("button", { name: "Envoyer le message" });
    await expect(submit).toBeFocused();
    // Then the notice's link to the privacy policy; the focus wraps around inside the dialog, both ways.
    const policy = dialog.getByRole("link", { name: "politique de confidentialité" });
    await page.keyboard.press("Tab");
    await expect(policy).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Fermer", exact: true })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(policy).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(submit).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(footerContact(page)).toBeFocused();
  });

  test("Space opens it too, as on any button", async ({ page }) => {
    await quietVisitor(page);
    await visit(page, CONTACT_PAGE);
    await footerContact(page).focus();
    await page.keyboard.press("Space");
    await expect(contactDialog(page)).toBeVisible();
  });
});

test.describe("contact throttle and toasts", () => {
  test.use({ viewport: DESKTOP });

  test("a second message within 60 s is refused with a toast and sends nothing, and is accepted after", async ({
    page,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await quietVisitor(page, start);
    await visit(page, CONTACT_PAGE);
    const posts = recordSubmissions(page);

    let dialog = await openContact(page);
    await fill(dialog, contact());
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
    expect(
      Number(await page.evaluate((k) => localStorage.getItem(k), `${THROTTLE_KEY_PREFIX}contact`)),
    ).toBeGreaterThanOrEqual(start);
    expect(posts).toHaveLength(1);

    await page.clock.fastForward(30_000);
    dialog = await openContact(page);
    await fill(dialog, contact());
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toastWith(dialog, TOASTS.throttled)).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(posts).toHaveLength(1);

    await page.clock.fastForward(31_000);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
    expect(posts).toHaveLength(2);
  });

  test("past the browser's throttle, the server's own rule refuses the same address, in French", async ({ page }) => {
    await quietVisitor(page);
    await visit(page, CONTACT_PAGE);
    const values = contact();
    let dialog = await openContact(page);
    await fill(dialog, values);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();

    await page.evaluate((key) => localStorage.removeItem(key), `${THROTTLE_KEY_PREFIX}contact`);
    dialog = await openContact(page);
    await fill(dialog, values);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(
      toastWith(dialog, { title: TOASTS.contactFailure.title, description: SERVER_ERRORS.throttled }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("toasts go away by themselves and can be dismissed", async ({ page }) => {
    await page.clock.install();
    await quietVisitor(page);
    await visit(page, CONTACT_PAGE);
    const dialog = await openContact(page);
    await fill(dialog, { ...VALID_CONTACT, "E-mail": "eloise'o@atelier-lumiere.fr" });
    const submit = dialog.getByRole("button", { name: "Envoyer le message" });
    await submit.click();
    const failure = toastWith(dialog, TOASTS.validationError);
    await expect(failure).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(failure).toHaveCount(0);

    await submit.click();
    await expect(failure).toBeVisible();
    await failure.getByRole("button", { name: "Fermer la notification" }).click();
    await expect(failure).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});

test.describe("contact, accessibility of its states", () => {
  test.use({ viewport: DESKTOP });

  test("axe finds nothing with every field in error, then with a toast in the dialog, then on the page form", async ({
    page,
  }) => {
    test.slow(); // three axe runs
    await quietVisitor(page);
    await visit(page, CONTACT_PAGE);
    const dialog = await openContact(page);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(dialog.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "contact dialog, every field in error");

    await fill(dialog, { ...VALID_CONTACT, "E-mail": "eloise'o@atelier-lumiere.fr" });
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toastWith(dialog, TOASTS.validationError)).toBeVisible();
    await expectNoAxeViolations(page, "contact dialog with its destructive toast");

    await page.keyboard.press("Escape");
    await visit(page, "/contact");
    await page.getByRole("main").getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("main").getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "/contact with every field in error");
  });
});
