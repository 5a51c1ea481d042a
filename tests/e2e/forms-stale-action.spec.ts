/**
 * A form sent from a page an earlier build served (a deployment came between the page and the
 * submission): its action id is unknown to this build. Without JavaScript, Next itself would
 * answer 409 in English and the message would be lost; the middleware answers instead
 * (lib/security/stale-form-answer.ts): in French, with what was typed, nothing stored; the form
 * of the page as it is now then sends it. With JavaScript, the dialog keeps what was typed and its
 * toast says to reload (components/forms/send.ts). The plain Playwright `test`: the 409 is a
 * console error on purpose.
 */
import { test } from "@playwright/test";
import { STALE_FORM_TEXTS, STALE_PAGE_MESSAGE, TOASTS } from "../../lib/forms/messages.ts";
import {
  expect,
  expectValues,
  exportedLeads,
  fill,
  openContact,
  quietVisitor,
  toastWith,
  unique,
  uniqueEmail,
  VALID_CONTACT,
  visit,
} from "./forms-support.ts";
import { collectPageProblems } from "./helpers.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form sent from a page of an earlier build gets the French answer with what was typed, and nothing is stored", async ({
    page,
  }) => {
    // The page as an earlier build served it: its form names an action this build does not have.
    await page.route("**/contact", async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/(&quot;id&quot;:&quot;)[0-9a-f]{40,}/g, `$1${"6f".repeat(21)}`);
      const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    const problems = collectPageProblems(page);
    await page.goto("/contact");
    const main = page.getByRole("main");
    const email = uniqueEmail();
    const message = `Bonjour,\nun devis pour 3 postes <svp> ${unique()}`;
    await fill(main, { ...VALID_CONTACT, "E-mail": email, Message: message });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      main.getByRole("button", { name: "Envoyer le message" }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STALE_FORM_TEXTS.title);
    await expect(page.getByText(STALE_FORM_TEXTS.explanation)).toBeVisible();
    // What was typed, to send again: nothing lost, the markup shown as text.
    await expect(page.getByRole("definition").filter({ hasText: email })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "un devis pour 3 postes <svp>" })).toBeVisible();
    expect(answer.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
    expect(exportedLeads("contact")).not.toContainEqual(expect.objectContaining({ email }));
    // The 409 itself, and nothing else: no CSP violation, no page error.
    expect(problems).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);

    await page.unrouteAll();
    await page.getByRole("link", { name: STALE_FORM_TEXTS.back }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await fill(main, { ...VALID_CONTACT, "E-mail": email, Message: message });
    await main.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(main.getByRole("status")).toContainText(TOASTS.contactSuccess.title);
    expect(exportedLeads("contact")).toContainEqual(expect.objectContaining({ email }));
  });
});

test("with JavaScript, the dialog keeps what was typed and its toast says to reload; nothing is stored", async ({
  page,
}) => {
  await quietVisitor(page);
  // The page's code as an earlier build shipped it: its action calls name an id this build does not have.
  await page.route("**/*", async (route) => {
    const request = route.request();
    const action = request.headers()["next-action"];
    if (request.method() !== "POST" || !action) return route.continue();
    return route.continue({ headers: { ...request.headers(), "next-action": "6f".repeat(21) } });
  });
  await visit(page, "/ressources/faq");
  const dialog = await openContact(page);
  const email = uniqueEmail();
  const values = { ...VALID_CONTACT, "E-mail": email };
  await fill(dialog, values);
  await dialog.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(toastWith(page, { title: TOASTS.contactFailure.title, description: STALE_PAGE_MESSAGE })).toBeVisible();
  await expectValues(dialog, { Prénom: values.Prénom, "E-mail": email, Message: values.Message });
  expect(exportedLeads("contact")).not.toContainEqual(expect.objectContaining({ email }));
});
