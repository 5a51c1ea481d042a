/**
 * The forms against a loopback stand-in functions origin (SUPABASE_URL), at 375 and 1280 px: the
 * exact body and key the functions receive from the server actions, the submitting state, success,
 * a failure per form and width (each kind of spec section 8 is the actions' test), the server's
 * field messages, and that the browser itself never calls a functions URL.
 */
import type { Page } from "@playwright/test";
import {
  FIELD_MESSAGES as M,
  NEWSLETTER_SUBMITTING_LABEL,
  SERVER_ERRORS,
  SUBMITTING_LABEL,
  TOASTS,
} from "../../lib/forms/messages.ts";
import { VALID_CONTACT_BODY, VALID_CONTACT_WITHOUT_MESSAGE } from "../fixtures/contact-form.ts";
import {
  CONTACT_PAGE,
  DESKTOP,
  expectNoLibraryMessage,
  expectValues,
  fill,
  MOBILE,
  openContact,
  overlaps,
  quietVisitor,
  toast,
  toastWith,
  VALID_CONTACT,
  visit,
} from "./forms-support.ts";
import { type Answer, answers, expect, type StandIn, test } from "./functions-standin.ts";

const SIGN_UP = { Prénom: "Karim", Nom: "Benali", Entreprise: "Benali Rénovation" };

/** No request of the browser goes to a functions URL: only the server actions call them. */
function watchBrowserCalls(page: Page, standIn: StandIn): string[] {
  const direct: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.includes("/functions/v1/") || url.startsWith(standIn.functionsUrl)) direct.push(url);
  });
  return direct;
}

function expectCall(standIn: StandIn, name: string, body: unknown) {
  expect(standIn.calls).toHaveLength(1);
  const call = standIn.calls[0]!;
  expect(call.method).toBe("POST");
  expect(call.name).toBe(name);
  expect(call.headers.authorization).toBe(`Bearer ${standIn.key}`);
  expect(call.headers["content-type"]).toMatch(/^application\/json/);
  expect(call.body).toEqual(body);
  // The visitor's address travels with the call, for the functions' rate limit.
  expect(call.headers["x-forwarded-for"]).toBe("127.0.0.1");
}

/**
 * A failure of spec section 8 and what the visitor reads for it (the form's default message given):
 * the function's French error at 1280 px, a dropped connection at 375 px. What each of the five
 * kinds answers, for each form, is the actions' test (lib/actions/actions.test.ts); that any failed
 * answer is shown the same way, the components' (FormDialog, PageForm, NewsletterBox); here, the
 * whole way through the server and the page, once per form and width.
 */
function failure(viewport: { width: number }, defaultMessage: string): [string, Answer, string] {
  return viewport.width === MOBILE.width
    ? ["a dropped connection", answers.networkFailure(), defaultMessage]
    : ["a 500 with a French error", answers.status(500, { error: SERVER_ERRORS.internal }), SERVER_ERRORS.internal];
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`contact through the stand-in at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await quietVisitor(page);
      await visit(page, CONTACT_PAGE);
    });

    test("the function receives the exact body and key; 'Envoi en cours...' while it answers", async ({
      page,
      standIn,
    }) => {
      const direct = watchBrowserCalls(page, standIn);
      const release = standIn.hold();
      const dialog = await openContact(page);
      await fill(dialog, VALID_CONTACT);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();
      const busy = dialog.getByRole("button", { name: SUBMITTING_LABEL });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      await expect.poll(() => standIn.calls.length).toBe(1);
      expectCall(standIn, "submit-contact", VALID_CONTACT_BODY);
      release();
      await expect(toastWith(page, TOASTS.contactSuccess)).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(direct).toEqual([]);
    });

    {
      const [situation, answer, shown] = failure(viewport, TOASTS.contactFailure.description);
      test(`on ${situation}: toast "Erreur", the dialog stays open with what was typed`, async ({ page, standIn }) => {
        standIn.answerWith(answer);
        const dialog = await openContact(page);
        await fill(dialog, VALID_CONTACT);
        await dialog.getByRole("button", { name: "Envoyer le message" }).click();
        const failure = toastWith(dialog, { title: TOASTS.contactFailure.title, description: shown });
        await expect(failure).toBeVisible();
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
  });
}

test.describe("contact through the stand-in: server messages, retries", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => {
    await quietVisitor(page);
    await visit(page, CONTACT_PAGE);
  });

  test("a 400 answer shows the server's field messages under the fields", async ({ page, standIn }) => {
    standIn.answerWith(answers.status(400, { error: SERVER_ERRORS.invalid, fields: { email: M.emailInvalid } }));
    const dialog = await openContact(page);
    await fill(dialog, VALID_CONTACT);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toastWith(dialog, { title: "Erreur", description: SERVER_ERRORS.invalid })).toBeVisible();
    await expect(dialog.getByLabel("E-mail")).toHaveAccessibleDescription(M.emailInvalid);
  });

  test("a failed call can be retried at once (no throttle), and the retry goes through", async ({ page, standIn }) => {
    let calls = 0;
    standIn.answerWith(() => (++calls === 1 ? answers.networkFailure() : answers.ok({ submissionId: "r2" })));
    const dialog = await openContact(page);
    await fill(dialog, VALID_CONTACT);
    const submit = dialog.getByRole("button", { name: "Envoyer le message" });
    await submit.click();
    await expect(toast(page, "Erreur")).toBeVisible();
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
    expect(standIn.calls).toHaveLength(2);
    expect(standIn.calls[1]!.body).toEqual(standIn.calls[0]!.body);
    // The same submission again: the same Idempotency-Key, so that it is stored once at most.
    const [first, second] = standIn.calls.map((call) => call.headers["idempotency-key"]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  test("a changed message after a failure is a new submission, with a new Idempotency-Key", async ({
    page,
    standIn,
  }) => {
    standIn.answerWith(answers.status(500));
    const dialog = await openContact(page);
    await fill(dialog, VALID_CONTACT);
    const submit = dialog.getByRole("button", { name: "Envoyer le message" });
    await submit.click();
    await expect(toast(page, "Erreur")).toBeVisible();
    await dialog.getByLabel("Message").fill(`${VALID_CONTACT.Message} Merci.`);
    await submit.click();
    await expect.poll(() => standIn.calls.length).toBe(2);
    const [first, second] = standIn.calls.map((call) => call.headers["idempotency-key"]);
    expect(second).not.toBe(first);
  });
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`demo, automation and newsletter through the stand-in at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await quietVisitor(page);
    });

    test("the demo request's exact body, then a failure kept open", async ({ page, standIn }) => {
      const direct = watchBrowserCalls(page, standIn);
      await visit(page, "/demande-de-demo/crmpro");
      const main = page.getByRole("main");
      await fill(main, VALID_CONTACT_WITHOUT_MESSAGE);
      await main.getByRole("checkbox", { name: "ComptaPro", exact: true }).check();
      await main.getByRole("button", { name: "Demander ma démo" }).click();
      await expect(toastWith(page, TOASTS.demoSuccess)).toBeVisible();
      expectCall(standIn, "submit-demo", {
        ...VALID_CONTACT_BODY,
        message: undefined,
        interestedIn: ["crmpro", "comptapro"],
        formSource: "Demo Request",
      });

      standIn.reset();
      standIn.answerWith(answers.status(500));
      await page.evaluate(() => localStorage.clear());
      await fill(main, VALID_CONTACT_WITHOUT_MESSAGE);
      await main.getByRole("button", { name: "Demander ma démo" }).click();
      await expect(toastWith(page, TOASTS.demoFailure)).toBeVisible();
      await expectValues(main, VALID_CONTACT_WITHOUT_MESSAGE);
      await expect(main.getByRole("checkbox", { name: "CRMPro", exact: true })).toBeChecked();
      expect(direct).toEqual([]);
    });

    {
      const [situation, answer, shown] = failure(viewport, TOASTS.automationFailure.description);
      test(`automation sign-up on ${situation}: destructive "Erreur", what was typed kept`, async ({
        page,
        standIn,
      }) => {
        standIn.answerWith(answer);
        await visit(page, "/automatisation");
        const main = page.getByRole("main");
        await fill(main, SIGN_UP);
        await main.getByRole("button", { name: "Je m'inscris" }).click();
        await expect(toastWith(page, { title: TOASTS.automationFailure.title, description: shown })).toBeVisible();
        await expectNoLibraryMessage(page);
        await expectValues(main, SIGN_UP);
        expectCall(standIn, "brevo-automation-contact", {
          firstName: "Karim",
          lastName: "Benali",
          company: "Benali Rénovation",
        });
      });
    }

    test("the newsletter's exact body, '...' while it answers, then success", async ({ page, standIn }) => {
      const direct = watchBrowserCalls(page, standIn);
      await visit(page, CONTACT_PAGE);
      const release = standIn.hold();
      const field = page.locator("footer").getByRole("textbox", { name: "Votre adresse e-mail" });
      await field.fill("  camille@exemple.fr ");
      await field.press("Enter");
      const busy = page.locator("footer").getByRole("button", { name: NEWSLETTER_SUBMITTING_LABEL, exact: true });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      await expect.poll(() => standIn.calls.length).toBe(1);
      expectCall(standIn, "newsletter-signup", { email: "camille@exemple.fr" });
      release();
      await expect(toastWith(page, TOASTS.newsletterSuccess)).toBeVisible();
      await expect(field).toHaveValue("");
      expect(direct).toEqual([]);
    });

    {
      const [situation, answer] = failure(viewport, "");
      test(`the newsletter on ${situation}: its one failure message, the address kept`, async ({ page, standIn }) => {
        standIn.answerWith(answer);
        await visit(page, CONTACT_PAGE);
        const field = page.locator("footer").getByRole("textbox", { name: "Votre adresse e-mail" });
        await field.fill("camille@exemple.fr");
        await page.locator("footer").getByRole("button", { name: "S'inscrire" }).click();
        await expect(toastWith(page, TOASTS.newsletterFailure)).toBeVisible();
        await expectNoLibraryMessage(page);
        await expect(field).toHaveValue("camille@exemple.fr");
      });
    }
  });
}
