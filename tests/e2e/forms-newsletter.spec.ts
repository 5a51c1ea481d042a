/**
 * The footer newsletter on the Next.js build (port of tests/e2e/forms-newsletter.spec.ts), against
 * the server's own functions (in-process). Failure kinds and the exact body: forms-standin.spec.ts.
 */
import type { Page } from "@playwright/test";
import { THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { TOASTS } from "../../lib/forms/messages.ts";
import {
  CONTACT_PAGE,
  DESKTOP,
  expect,
  formCodeLoaded,
  MOBILE,
  quietVisitor,
  recordSubmissions,
  test,
  toastWith,
  uniqueEmail,
  visit,
} from "./forms-support.ts";

const field = (page: Page) => page.locator("footer").getByRole("textbox", { name: "Votre adresse e-mail" });
const subscribe = (page: Page) => page.locator("footer").getByRole("button", { name: "S'inscrire" });
const reader = () => uniqueEmail("camille", "exemple.fr");

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`newsletter at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await quietVisitor(page);
      await visit(page, CONTACT_PAGE);
    });

    test("loads the form code on first focus only", async ({ page }) => {
      await expect(field(page)).toHaveAttribute("maxlength", String(FIELD_LIMITS.email));
      await expect(field(page)).toHaveAttribute("autocomplete", "email");
      expect(await formCodeLoaded(page)).toBe(false);
      await field(page).focus();
      await expect.poll(() => formCodeLoaded(page)).toBe(true);
    });

    test("an empty or malformed address gives its toast and sends nothing", async ({ page }) => {
      const posts = recordSubmissions(page);
      await subscribe(page).click();
      await expect(toastWith(page, TOASTS.newsletterEmpty)).toBeVisible();
      await expect(field(page)).toHaveAttribute("aria-invalid", "true");

      await field(page).fill("jean@");
      await subscribe(page).click();
      await expect(toastWith(page, TOASTS.newsletterInvalid)).toBeVisible();
      await expect(toastWith(page, TOASTS.newsletterEmpty)).toHaveCount(0);
      await expect(field(page)).toBeFocused();

      await field(page).fill("jean'o@exemple.fr");
      // A newer toast replaces the older one, which leaves after its exit animation (sonner marks
      // it data-removed meanwhile): wait for that, not for a count the old one alone also gives.
      await toastWith(page, TOASTS.newsletterInvalid).evaluate((toast) => toast.setAttribute("data-test-older", ""));
      await subscribe(page).click();
      await expect(page.locator('[data-test-older][data-removed="false"]')).toHaveCount(0);
      const live = toastWith(page, TOASTS.newsletterInvalid).and(page.locator('[data-removed="false"]'));
      await expect(live).toHaveCount(1);
      await expect(live).toBeVisible();
      expect(posts).toEqual([]);
    });

    test("submits, then the success toast in view and an empty field", async ({ page }) => {
      await field(page).fill(`  ${reader()} `);
      await field(page).press("Enter");
      const success = toastWith(page, TOASTS.newsletterSuccess);
      await expect(success).toBeVisible();
      await expect(field(page)).toHaveValue("");
      await expect(subscribe(page)).toBeEnabled();
      await expect(success).toBeInViewport();
    });

    test("works with the keyboard alone", async ({ page }) => {
      await field(page).focus();
      await page.keyboard.type(reader());
      await page.keyboard.press("Tab");
      await expect(subscribe(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(toastWith(page, TOASTS.newsletterSuccess)).toBeVisible();
    });
  });
}

test.describe("newsletter throttle", () => {
  test.use({ viewport: DESKTOP });

  test("a second sign-up within 60 s is refused, then accepted", async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await quietVisitor(page, start);
    await visit(page, CONTACT_PAGE);
    await field(page).fill(reader());
    await subscribe(page).click();
    await expect(toastWith(page, TOASTS.newsletterSuccess)).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), `${THROTTLE_KEY_PREFIX}newsletter`)).not.toBeNull();

    const second = reader();
    await field(page).fill(second);
    await subscribe(page).click();
    await expect(toastWith(page, TOASTS.throttled)).toBeVisible();
    await expect(field(page)).toHaveValue(second);

    await page.clock.fastForward(60_000);
    await subscribe(page).click();
    await expect(toastWith(page, TOASTS.newsletterSuccess)).toBeVisible();
    await expect(field(page)).toHaveValue("");
  });
});
