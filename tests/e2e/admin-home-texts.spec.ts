/**
 * The home page's texts for every visitor: a title saved in the back office is in a fresh visitor's
 * HTML within 60 s (here two settings readings), kept after hydration with no CSP violation; the
 * browser's own admin_pages_data still applies on top as a local preview; « Rétablir le texte
 * d'origine » brings the default back. Its own server: the shared one serves the defaults.
 */

import { HOME_CONTENT } from "../../lib/catalog/home.ts";
import { budget } from "../browser-args.ts";
import { test as base } from "../browser-test.ts";
import { expect, interactive, main, newMember, signIn } from "./admin-support.ts";
import { collectPageProblems } from "./helpers.ts";
import { serverOfItsOwn } from "./next-server.ts";
import { SETTINGS_REACH_MS } from "./settings-reach.ts";
import { quietVisitor } from "./visitor.ts";

const test = base;
const site = serverOfItsOwn("home-texts", { BETTER_AUTH_SECRET: "e2e-home-texts-secret-of-at-least-32-chars" });
const { dataDir } = site;
const TITLE = "Votre gestion, enfin sereine";

test.describe.configure({ timeout: budget(180_000) });

test("a title saved in the back office reaches every visitor's HTML; reset, the default is back", async ({
  page,
  browser,
  request,
}) => {
  const homeHtml = async () => (await request.get(`${site.url}/`)).text();
  expect(await homeHtml()).toContain(`>${HOME_CONTENT["main-title"]}</h1>`);

  await signIn(page, newMember(dataDir), `${site.url}/admin/textes`);
  await main(page)
    .getByLabel(/^Titre principal/)
    .fill(TITLE);
  await main(page).getByRole("button", { name: "Enregistrer les textes" }).click();
  await expect(main(page).getByRole("status")).toContainText("Textes enregistrés");
  await expect
    .poll(async () => (await homeHtml()).includes(`>${TITLE}</h1>`), { timeout: SETTINGS_REACH_MS })
    .toBe(true);

  // A fresh visitor: the title in the page, kept once React has hydrated, no CSP violation.
  const visitor = await browser.newPage();
  // A visitor who has chosen and seen the popup: on a slow device the popup's 6 s come before the
  // checks, and its modal would hide the page's heading from them.
  await quietVisitor(visitor);
  const problems = collectPageProblems(visitor);
  await visitor.goto(`${site.url}/`);
  await interactive(visitor);
  const title = visitor.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(TITLE);
  // The browser's own overrides (spec section 1) still apply on top, as a local preview.
  await visitor.evaluate(() =>
    localStorage.setItem(
      "admin_pages_data",
      JSON.stringify([{ path: "/", content: { "main-title": "Aperçu local" } }]),
    ),
  );
  await visitor.reload();
  await interactive(visitor);
  await expect(title).toHaveText("Aperçu local");
  expect(problems).toEqual([]);
  await visitor.close();

  await main(page).getByRole("button", { name: "Rétablir le texte d'origine : Titre principal" }).click();
  await expect(main(page).getByRole("status")).toContainText("Le texte d'origine est rétabli");
  await expect(main(page).getByLabel(/^Titre principal/)).toHaveValue(HOME_CONTENT["main-title"]);
  await expect
    .poll(async () => (await homeHtml()).includes(`>${HOME_CONTENT["main-title"]}</h1>`), {
      timeout: SETTINGS_REACH_MS,
    })
    .toBe(true);
});
