/**
 * A visitor who submits a page's form before its JavaScript has arrived: the form is
 * `novalidate`, so the browser's own required-field bubble (in the browser's language) never
 * answers; the plain HTML form posts to its server action, and the page the server sends back
 * shows the form's own French messages, as without JavaScript (forms-nojs.spec.ts). The plain
 * Playwright `test`: the refused script files are console errors on purpose.
 */

import { FIELD_MESSAGES as M, TOASTS } from "../../lib/forms/messages.ts";
import { expect, test } from "../browser-test.ts";
import { interactive, visit } from "./helpers.ts";
import { holdScripts, refuseScripts, SCRIPT_FILES } from "./script-delay-support.ts";
import { quietVisitor } from "./visitor.ts";

test("an empty /contact form sent before hydration gets the French messages from the server, no browser bubble", async ({
  page,
}) => {
  await quietVisitor(page);
  await refuseScripts(page);
  await page.goto("/contact");
  const main = page.getByRole("main");
  const form = main.locator("form[data-form='contact']");
  // Nothing the browser would stop: no bubble, the submission goes to the server.
  expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
  const [post] = await Promise.all([
    page.waitForRequest((request) => request.method() === "POST" && request.isNavigationRequest()),
    main.getByRole("button", { name: "Envoyer le message" }).click(),
  ]);
  expect(new URL(post.url()).pathname).toBe("/contact");
  await expect(main.getByRole("alert")).toContainText(TOASTS.validationError.title);
  await expect(main.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByLabel("Prénom")).toHaveAccessibleDescription(M.firstNameRequired);
  await expect(main.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
});

test("the page answering a form posted before the scripts came takes over once they do: its page data under its policy's nonce", async ({
  page,
}) => {
  await quietVisitor(page);
  const release = await holdScripts(page);
  await page.goto("/contact");
  const main = page.getByRole("main");
  await Promise.all([
    page.waitForRequest((request) => request.method() === "POST" && request.isNavigationRequest()),
    main.getByRole("button", { name: "Envoyer le message" }).click(),
  ]);
  await expect(main.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
  release();
  // Hydrated: the answer's inline page data ran (the watch of tests/browser-test.ts saw no refusal).
  await interactive(page);
  await expect(main.getByLabel("Prénom")).toHaveAccessibleDescription(M.firstNameRequired);
  await main.getByLabel("Prénom").fill("Camille");
  await expect(main.locator("form[data-enhanced]")).toBeVisible();
});

test("the form that takes over after the server has answered keeps the server's messages", async ({ page }) => {
  await quietVisitor(page);
  await visit(page, "/contact");
  // The form module (fetched on demand when the visitor reaches the form) is held until the
  // server has answered the plain form's submission: the slow phone of CI's flaky run.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPT_FILES, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(main.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
  release();
  await expect(main.locator("form[data-enhanced]")).toBeVisible();
  await expect(main.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByLabel("Prénom")).toHaveAccessibleDescription(M.firstNameRequired);
});
