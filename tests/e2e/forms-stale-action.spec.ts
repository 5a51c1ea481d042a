/**
 * A form sent from a page an earlier build served (a deployment came between the page and the
 * submission): its action id is unknown to this build. Without JavaScript, Next itself would
 * answer 409 in English and the message would be lost; the middleware answers instead
 * (lib/security/stale-form-answer.ts): in French, with what was typed, nothing stored; the form
 * of the page as it is now then sends it. With JavaScript, the dialog keeps what was typed and its
 * toast says to reload (components/forms/send.ts). The plain Playwright `test`: the 409 is a
 * console error on purpose.
 */

import { STALE_PAGE_MESSAGE, TOASTS } from "../../lib/forms/messages.ts";
import { test } from "../browser-test.ts";
import {
  expect,
  expectValues,
  exportedLeads,
  fill,
  openContact,
  quietVisitor,
  toastWith,
  uniqueEmail,
  VALID_CONTACT,
  visit,
} from "./forms-support.ts";
import { staleFormWithoutJavaScript } from "./stale-form-support.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form sent from a page of an earlier build gets the French answer with what was typed, and nothing is stored", async ({
    page,
  }) => {
    await staleFormWithoutJavaScript(page);
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
