import { expect, type Page, test } from "@playwright/test";
import { THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { FIELD_MESSAGES as M, SERVER_ERRORS, SUBMITTING_LABEL, TOASTS } from "../../lib/forms/messages.ts";
import {
  answers,
  consoleLines,
  expectNoLibraryMessage,
  expectValues,
  fill,
  formsBundleLoaded,
  mockFunction,
  overlaps,
  quietVisitor,
  toast,
  VALID_CONTACT,
} from "./forms-support.ts";
import { DESKTOP, MOBILE } from "./helpers.ts";

const footerContact = (page: Page) => page.locator("footer").getByRole("button", { name: "Contact", exact: true });
const contactDialog = (page: Page) => page.getByRole("dialog", { name: "Contactez-nous" });

async function openContact(page: Page) {
  await footerContact(page).click();
  const dialog = contactDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

const EXPECTED_BODY = {
  firstName: "Éloïse",
  lastName: "D'Aubigné-Martin",
  company: "Atelier Lumière",
  email: "eloise@atelier-lumiere.fr",
  phone: "+33 6 12 34 56 78",
  message: "Bonjour, nous cherchons un CRM pour une équipe de trois commerciaux.",
  formSource: "Contact Form",
  [HONEYPOT_FIELD]: "",
};

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`contact dialog at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await quietVisitor(page);
      await page.goto("/");
    });

    test("loads the form code only when opened, with labelled fields and their limits", async ({ page }) => {
      expect(await formsBundleLoaded(page)).toBe(false);
      const dialog = await openContact(page);
      expect(await formsBundleLoaded(page)).toBe(true);
      await expect(dialog.getByRole("heading", { name: "Contactez-nous" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Fermer", exact: true })).toBeVisible();
      await expect(dialog.getByLabel("Prénom")).toBeFocused();

      const expected: [string, keyof typeof FIELD_LIMITS, string][] = [
        ["Prénom", "firstName", "given-name"],
        ["Nom", "lastName", "family-name"],
        ["Entreprise", "company", "organization"],
        ["E-mail", "email", "email"],
        ["Téléphone", "phone", "tel"],
        ["Message", "message", "off"],
      ];
      for (const [label, field, autocomplete] of expected) {
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
      // Tab through the whole dialog twice: focus never lands on it.
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        expect(await honeypot.evaluate((el) => el === document.activeElement)).toBe(false);
      }
    });

    test("shows every validation message under its field and focuses the first invalid one", async ({ page }) => {
      const capture = await mockFunction(page, "submit-contact", answers.ok({ submissionId: "x" }));
      const dialog = await openContact(page);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();

      const required: [string, string][] = [
        ["Prénom", M.firstNameRequired],
        ["Nom", M.lastNameRequired],
        ["Entreprise", M.companyRequired],
        ["E-mail", M.emailInvalid],
        ["Téléphone", M.phoneInvalid],
        ["Message", M.messageRequired],
      ];
      for (const [label, message] of required) {
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
        await dialog.getByLabel(label, { exact: true }).evaluate((el, v) => {
          (el as HTMLInputElement).value = v;
        }, value);
      }
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();
      for (const [label, , message] of overLimit) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
      }

      // Corrected, each message goes away as the visitor types.
      await fill(dialog, VALID_CONTACT);
      for (const [label] of required) {
        const input = dialog.getByLabel(label, { exact: true });
        await expect(input).not.toHaveAttribute("aria-invalid");
        await expect(input).toHaveAccessibleDescription("");
      }
      expect(capture.requests).toHaveLength(0);
    });

    test("submits: disabled button 'Envoi en cours...', success toast, dialog closed and reset", async ({ page }) => {
      const lines = consoleLines(page);
      const capture = await mockFunction(page, "submit-contact", answers.ok({ submissionId: "abc" }), { hold: true });
      const dialog = await openContact(page);
      await fill(dialog, VALID_CONTACT);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();

      const busy = dialog.getByRole("button", { name: SUBMITTING_LABEL });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      await expect.poll(() => capture.requests.length).toBe(1);
      const request = capture.requests[0]!;
      expect(request.method()).toBe("POST");
      expect(request.url()).toMatch(/\/functions\/v1\/submit-contact$/);
      expect(request.headers().authorization).toBe("Bearer site-public-key");
      expect(request.postDataJSON()).toEqual(EXPECTED_BODY);
      capture.release();

      const success = toast(page, TOASTS.contactSuccess.title);
      await expect(success).toBeVisible();
      await expect(success).toContainText(TOASTS.contactSuccess.description);
      await expect(page.getByRole("status").filter({ has: success })).toHaveCount(1);
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
      for (const value of Object.values(VALID_CONTACT)) {
        expect(lines.join("\n")).not.toContain(value);
      }
    });

    const failures: [string, Parameters<typeof mockFunction>[2], string][] = [
      ["an error in the answer", answers.errorInData("Cette adresse est bloquée."), "Cette adresse est bloquée."],
      ["a 500 with a French error", answers.status(500, { error: SERVER_ERRORS.internal }), SERVER_ERRORS.internal],
      ["a 500 without a body", answers.status(500), TOASTS.contactFailure.description],
      ["a network failure", answers.networkFailure(), TOASTS.contactFailure.description],
      ["a relay error", answers.relayError(), TOASTS.contactFailure.description],
    ];
    for (const [situation, answer, shown] of failures) {
      test(`on ${situation}: toast "Erreur", the dialog stays open with what was typed`, async ({ page }) => {
        await mockFunction(page, "submit-contact", answer);
        const dialog = await openContact(page);
        await fill(dialog, VALID_CONTACT);
        await dialog.getByRole("button", { name: "Envoyer le message" }).click();

        const failure = toast(page, TOASTS.contactFailure.title);
        await expect(failure).toBeVisible();
        await expect(failure).toContainText(shown);
        await expect(dialog.getByRole("alert").filter({ has: failure })).toHaveCount(1);
        await expectNoLibraryMessage(page);
        await expect(dialog).toBeVisible();
        await expectValues(dialog, VALID_CONTACT);
        const submit = dialog.getByRole("button", { name: "Envoyer le message" });
        await expect(submit).toBeEnabled();
        await submit.scrollIntoViewIfNeeded();
        expect(await overlaps(failure, submit), "the toast does not cover the submit button").toBe(false);
        expect(await overlaps(failure, dialog.getByRole("button", { name: "Fermer", exact: true }))).toBe(false);
      });
    }

    test("a 400 answer shows the server's field messages under the fields", async ({ page }) => {
      await mockFunction(
        page,
        "submit-contact",
        answers.status(400, { error: SERVER_ERRORS.invalid, fields: { email: M.emailInvalid } }),
      );
      const dialog = await openContact(page);
      await fill(dialog, VALID_CONTACT);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(toast(page, "Erreur")).toContainText(SERVER_ERRORS.invalid);
      await expect(dialog.getByLabel("E-mail")).toHaveAccessibleDescription(M.emailInvalid);
    });

    test("an address that fails the security check gives the validation toast and sends nothing", async ({ page }) => {
      const lines = consoleLines(page);
      const capture = await mockFunction(page, "submit-contact", answers.ok({ submissionId: "x" }));
      const dialog = await openContact(page);
      await fill(dialog, { ...VALID_CONTACT, "E-mail": "eloise'o@atelier-lumiere.fr" });
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();
      const invalid = toast(page, TOASTS.validationError.title);
      await expect(invalid).toContainText(TOASTS.validationError.description);
      await expect(dialog.getByRole("alert").filter({ has: invalid })).toHaveCount(1);
      await expect(dialog).toBeVisible();
      expect(capture.requests).toHaveLength(0);
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
    });
  });
}

test.describe("contact openers in the pages", () => {
  test.use({ viewport: DESKTOP });

  for (const path of ["/", "/solutions", "/ressources/faq"]) {
    test(`the contact button in the content of ${path} opens the dialog`, async ({ page }) => {
      await quietVisitor(page);
      await page.goto(path);
      const opener = page.locator('main [data-open-dialog="contact"]').first();
      await opener.click();
      await expect(contactDialog(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(opener).toBeFocused();
    });
  }

  test("the loader that every page carries stays under 1 KB", async ({ page }) => {
    await page.goto("/");
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")]
        .map((s) => s.textContent ?? "")
        .filter((code) => code.includes("site-forms:open"))
        .map((code) => new TextEncoder().encode(code).length),
    );
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeLessThan(1024);
  });
});

test.describe("contact dialog, keyboard only", () => {
  test.use({ viewport: DESKTOP });

  test("open with Enter, fill with Tab, trapped focus, send, focus back on the opener", async ({ page }) => {
    await quietVisitor(page);
    const capture = await mockFunction(page, "submit-contact", answers.ok({ submissionId: "k" }));
    await page.goto("/");
    await footerContact(page).focus();
    await page.keyboard.press("Enter");
    const dialog = contactDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Prénom")).toBeFocused();

    for (const value of Object.values(VALID_CONTACT)) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    const submit = dialog.getByRole("button", { name: "Envoyer le message" });
    await expect(submit).toBeFocused();
    // The focus wraps around inside the dialog, both ways.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Fermer", exact: true })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(submit).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(footerContact(page)).toBeFocused();
    expect(capture.requests[0]!.postDataJSON()).toEqual(EXPECTED_BODY);
  });
});

test.describe("contact retries, throttle and toasts", () => {
  test.use({ viewport: DESKTOP });

  test("a retry of the same message reuses its Idempotency-Key, a changed message gets a new one", async ({ page }) => {
    await quietVisitor(page);
    let calls = 0;
    const capture = await mockFunction(page, "submit-contact", async (route) => {
      calls += 1;
      if (calls === 1) await route.abort("failed");
      else await route.fulfill({ status: 500, body: "" });
    });
    await page.goto("/");
    const dialog = await openContact(page);
    await fill(dialog, VALID_CONTACT);
    const submit = dialog.getByRole("button", { name: "Envoyer le message" });
    await submit.click();
    await expect(toast(page, "Erreur")).toBeVisible();
    await submit.click();
    await expect.poll(() => capture.requests.length).toBe(2);
    await dialog.getByLabel("Message").fill(`${VALID_CONTACT.Message} Merci.`);
    await submit.click();
    await expect.poll(() => capture.requests.length).toBe(3);
    const keys = capture.requests.map((r) => r.headers()["idempotency-key"]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("a second message within 60 s is refused with a toast, and accepted after", async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await quietVisitor(page, start);
    const capture = await mockFunction(page, "submit-contact", answers.ok({ submissionId: "t" }));
    await page.goto("/");

    let dialog = await openContact(page);
    await fill(dialog, VALID_CONTACT);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
    expect(
      Number(await page.evaluate((k) => localStorage.getItem(k), `${THROTTLE_KEY_PREFIX}contact`)),
    ).toBeGreaterThanOrEqual(start);

    await page.clock.fastForward(30_000);
    dialog = await openContact(page);
    await fill(dialog, VALID_CONTACT);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    const throttled = toast(page, TOASTS.throttled.title).filter({ hasText: TOASTS.throttled.description });
    await expect(throttled).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(capture.requests).toHaveLength(1);

    await page.clock.fastForward(31_000);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(capture.requests).toHaveLength(2);
  });

  test("toasts go away by themselves and can be dismissed", async ({ page }) => {
    await page.clock.install();
    await quietVisitor(page);
    await mockFunction(page, "submit-contact", answers.status(500));
    await page.goto("/");
    const dialog = await openContact(page);
    await fill(dialog, VALID_CONTACT);
    const submit = dialog.getByRole("button", { name: "Envoyer le message" });
    await submit.click();
    const failure = toast(page, "Erreur");
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
