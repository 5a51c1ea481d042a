import { expect, type Page, test } from "@playwright/test";
import { THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { NEWSLETTER_SUBMITTING_LABEL, SERVER_ERRORS, TOASTS } from "../../lib/forms/messages.ts";
import {
  answers,
  expectNoLibraryMessage,
  formsBundleLoaded,
  mockFunction,
  quietVisitor,
  toast,
} from "./forms-support.ts";
import { DESKTOP, MOBILE } from "./helpers.ts";

const field = (page: Page) => page.locator("footer").getByRole("textbox", { name: "Votre adresse e-mail" });
const subscribe = (page: Page) => page.locator("footer").getByRole("button", { name: "S'inscrire" });

function toastWith(page: Page, text: { title: string; description: string }) {
  return toast(page, text.title).filter({ hasText: text.description });
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`newsletter at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await quietVisitor(page);
      await page.goto("/");
    });

    test("loads the form code on first focus only", async ({ page }) => {
      await expect(field(page)).toHaveAttribute("maxlength", String(FIELD_LIMITS.email));
      await expect(field(page)).toHaveAttribute("autocomplete", "email");
      expect(await formsBundleLoaded(page)).toBe(false);
      await field(page).focus();
      await expect.poll(() => formsBundleLoaded(page)).toBe(true);
    });

    test("an empty or malformed address gives its toast and sends nothing", async ({ page }) => {
      const capture = await mockFunction(page, "newsletter-signup", answers.ok({ success: true }));
      await subscribe(page).click();
      await expect(toastWith(page, TOASTS.newsletterEmpty)).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: TOASTS.newsletterEmpty.description })).toHaveCount(1);
      await expect(field(page)).toHaveAttribute("aria-invalid", "true");

      await field(page).fill("jean@");
      await subscribe(page).click();
      await expect(toastWith(page, TOASTS.newsletterInvalid)).toBeVisible();
      await expect(toastWith(page, TOASTS.newsletterEmpty)).toHaveCount(0);
      await expect(field(page)).toBeFocused();

      await field(page).fill("jean'o@exemple.fr");
      await subscribe(page).click();
      await expect(toastWith(page, TOASTS.newsletterInvalid)).toBeVisible();
      expect(capture.requests).toHaveLength(0);
    });

    test("submits with the button '...', then the success toast and an empty field", async ({ page }) => {
      const capture = await mockFunction(page, "newsletter-signup", answers.ok({ success: true }), { hold: true });
      await field(page).fill("  camille@exemple.fr ");
      await field(page).press("Enter");
      const busy = page.locator("footer").getByRole("button", { name: NEWSLETTER_SUBMITTING_LABEL, exact: true });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      await expect.poll(() => capture.requests.length).toBe(1);
      expect(capture.requests[0]!.postDataJSON()).toEqual({ email: "camille@exemple.fr", [HONEYPOT_FIELD]: "" });
      expect(capture.requests[0]!.headers().authorization).toBe("Bearer site-public-key");
      capture.release();

      const success = toastWith(page, TOASTS.newsletterSuccess);
      await expect(success).toBeVisible();
      await expect(page.getByRole("status").filter({ has: success })).toHaveCount(1);
      await expect(field(page)).toHaveValue("");
      await expect(subscribe(page)).toBeEnabled();
      await expect(success).toBeInViewport();
    });

    const failures: [string, Parameters<typeof mockFunction>[2]][] = [
      ["an error in the answer", answers.errorInData("Adresse refusée.")],
      ["a 500 with a French error", answers.status(500, { error: SERVER_ERRORS.internal })],
      ["a 500 without a body", answers.status(500)],
      ["a network failure", answers.networkFailure()],
    ];
    for (const [situation, answer] of failures) {
      test(`on ${situation}: the newsletter failure toast, the address kept`, async ({ page }) => {
        await mockFunction(page, "newsletter-signup", answer);
        await field(page).fill("camille@exemple.fr");
        await subscribe(page).click();
        const failure = toastWith(page, TOASTS.newsletterFailure);
        await expect(failure).toBeVisible();
        await expect(page.getByRole("alert").filter({ has: failure })).toHaveCount(1);
        await expectNoLibraryMessage(page);
        await expect(field(page)).toHaveValue("camille@exemple.fr");
        await expect(subscribe(page)).toBeEnabled();
      });
    }

    test("works with the keyboard alone", async ({ page }) => {
      const capture = await mockFunction(page, "newsletter-signup", answers.ok({ success: true }));
      await field(page).focus();
      await page.keyboard.type("camille@exemple.fr");
      await page.keyboard.press("Tab");
      await expect(subscribe(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(toastWith(page, TOASTS.newsletterSuccess)).toBeVisible();
      expect(capture.requests).toHaveLength(1);
    });
  });
}

test("a second sign-up within 60 s is refused, then accepted", async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await quietVisitor(page, start);
  const capture = await mockFunction(page, "newsletter-signup", answers.ok({ success: true }));
  await page.goto("/");
  await field(page).fill("camille@exemple.fr");
  await subscribe(page).click();
  await expect(toastWith(page, TOASTS.newsletterSuccess)).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), `${THROTTLE_KEY_PREFIX}newsletter`)).not.toBeNull();

  await field(page).fill("dominique@exemple.fr");
  await subscribe(page).click();
  await expect(toastWith(page, TOASTS.throttled)).toBeVisible();
  await expect(field(page)).toHaveValue("dominique@exemple.fr");
  expect(capture.requests).toHaveLength(1);

  await page.clock.fastForward(60_000);
  await subscribe(page).click();
  await expect(toastWith(page, TOASTS.newsletterSuccess)).toBeVisible();
  expect(capture.requests).toHaveLength(2);
});
