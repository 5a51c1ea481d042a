/**
 * What a visitor does before the page's scripts arrive is never lost (issue 51): on a phone, the
 * framework loads at the visitor's first sign of activity, so that very tap or keystroke reaches the
 * native control before React. With every script file held back, each control of the public pages
 * is tapped or typed into; once the files are let through and React has taken over, the control
 * keeps that state and the next action works from it (the rule: components/behaviours/use-adopted-control.ts
 * for the controls React holds, the form's own state for the others).
 */
import type { Page } from "@playwright/test";
import { chosenStatus } from "../../components/behaviours/AppPicker.tsx";
import { matchesQuery } from "../../lib/browser/blog-search.ts";
import { PRODUCT_APPS } from "../../lib/config/external-links.ts";
import { PRODUCT_NAMES } from "../../lib/config/products.ts";
import { TOASTS } from "../../lib/forms/messages.ts";
import { VALID_CONTACT_WITHOUT_MESSAGE } from "../fixtures/contact-form.ts";
import { expect, exportedLeads, fill, interactive, MOBILE, test, toastWith, uniqueEmail } from "./forms-support.ts";
import { holdScripts } from "./script-delay-support.ts";
import { quietVisitor } from "./visitor.ts";

test.use({ viewport: MOBILE, hasTouch: true });

/** The page at `path` with every script file held back until `release`. */
async function beforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  await quietVisitor(page);
  const release = await holdScripts(page);
  await page.goto(path);
  return async () => {
    await expect(page.locator("html")).not.toHaveAttribute("data-interactive");
    release();
    await interactive(page);
  };
}

test("a trial chosen before the scripts stays chosen: its name in the status, the start button opens it, a second tap deselects it", async ({
  page,
}) => {
  const reactTakesOver = await beforeScripts(page, "/essai-gratuit");
  const comptapro = page.locator('[data-app-id="comptapro"]');
  const status = page.locator("[data-app-status]");
  const start = page.getByRole("button", { name: /^Commencer gratuitement/ });
  await comptapro.tap();
  await expect(comptapro).toBeChecked();
  await reactTakesOver();

  await expect(comptapro).toBeChecked();
  await expect(status).toHaveText(chosenStatus(PRODUCT_NAMES.comptapro));
  await expect(start).toBeEnabled();
  // The application's own site is outside this machine: the new tab's opening is what is checked.
  await page.evaluate(() => {
    const opened: unknown[][] = [];
    (window as unknown as { __opened: unknown[][] }).__opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
  await start.tap();
  expect(await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened)).toEqual([
    [PRODUCT_APPS.comptapro, "_blank", "noopener,noreferrer"],
  ]);

  await comptapro.tap();
  await expect(comptapro).not.toBeChecked();
  await expect(status).toHaveText("Aucune application choisie pour le moment.");
  await expect(start).toBeDisabled();
});

test("the demo form keeps the applications ticked and the text typed before the scripts, and sends them", async ({
  page,
}) => {
  const reactTakesOver = await beforeScripts(page, "/demande-de-demo");
  const main = page.getByRole("main");
  const box = (id: keyof typeof PRODUCT_NAMES) => main.getByRole("checkbox", { name: PRODUCT_NAMES[id], exact: true });
  await box("comptapro").tap();
  await main.getByLabel("Prénom").fill("Karim");
  await reactTakesOver();

  await expect(box("comptapro")).toBeChecked();
  await expect(main.getByLabel("Prénom")).toHaveValue("Karim");
  // The next field: the form's code takes the page form's place, with what was typed and ticked.
  await main.getByLabel("Nom", { exact: true }).focus();
  await expect(main.locator("form[data-enhanced]")).toBeVisible();
  await expect(box("comptapro")).toBeChecked();
  await expect(main.getByLabel("Prénom")).toHaveValue("Karim");
  const email = uniqueEmail("karim", "cabinet-benali.fr");
  const { Prénom: _first, ...rest } = VALID_CONTACT_WITHOUT_MESSAGE;
  await fill(main, { ...rest, "E-mail": email });
  await main.getByRole("button", { name: "Demander ma démo" }).tap();
  await expect(toastWith(page, TOASTS.demoSuccess)).toBeVisible();
  expect(exportedLeads("demo")).toContainEqual(
    expect.objectContaining({ email, firstName: "Karim", interestedIn: ["comptapro"] }),
  );
});

test("an address typed in the newsletter before the scripts is kept and subscribed", async ({ page }) => {
  const reactTakesOver = await beforeScripts(page, "/ressources/faq");
  const field = page.locator("footer").getByRole("textbox", { name: "Votre adresse e-mail" });
  const address = uniqueEmail("camille", "exemple.fr");
  await field.fill(address);
  await reactTakesOver();

  await expect(field).toHaveValue(address);
  await page.locator("footer").getByRole("button", { name: "S'inscrire" }).tap();
  await expect(toastWith(page, TOASTS.newsletterSuccess)).toBeVisible();
  await expect(field).toHaveValue("");
});

test("words typed in the blog's search before the scripts filter the list once they have run, and stay in the field", async ({
  page,
}) => {
  const reactTakesOver = await beforeScripts(page, "/blog");
  const search = page.getByRole("searchbox", { name: "Rechercher un article" });
  const items = page.locator("li[data-search]");
  const texts = await items.evaluateAll((list) => list.map((item) => item.getAttribute("data-search") ?? ""));
  // A word of the first article that some other article lacks: the list narrows to those that have it.
  const word = texts[0]!
    .split(/\s+/)
    .find((candidate) => candidate.length >= 5 && texts.some((text) => !matchesQuery(text, candidate)));
  expect(word).toBeDefined();
  const matching = texts.filter((text) => matchesQuery(text, word!)).length;
  await search.fill(word!);
  await reactTakesOver();

  await expect(search).toHaveValue(word!);
  await expect(items.locator("visible=true")).toHaveCount(matching);
  // Erased, the whole list is back.
  await search.fill("");
  await expect(items.locator("visible=true")).toHaveCount(texts.length);
});
