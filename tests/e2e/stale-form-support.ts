/**
 * A form sent without JavaScript from a page an earlier build served, on Node (tests/e2e) and in
 * the edge Worker (tests/edge): the French answer with what was typed, nothing stored, then the
 * form of the page as it is now sends it. The page's JavaScript must be off.
 */
import type { Page } from "@playwright/test";
import { STALE_FORM_TEXTS, TOASTS } from "../../lib/forms/messages.ts";
import { expect, exportedLeads, fill, sendWithoutScript, unique, uniqueEmail, VALID_CONTACT } from "./forms-support.ts";
import { collectPageProblems } from "./helpers.ts";

export async function staleFormWithoutJavaScript(page: Page): Promise<void> {
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
  await sendWithoutScript(main, "Envoyer le message");
  await expect(main.getByRole("status")).toContainText(TOASTS.contactSuccess.title);
  expect(exportedLeads("contact")).toContainEqual(expect.objectContaining({ email }));
}
