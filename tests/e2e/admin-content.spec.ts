/**
 * The content desk (issue 52): an administrator changes the price of a FacturePro plan and a FAQ
 * answer, previews them, publishes; within two settings readings the pages, their JSON-LD and the
 * sitemap show them to every visitor, under their own hashes with no CSP violation; « Revenir au
 * texte d'origine » and a publication bring the page as built back. Refusals keep what was typed,
 * with and without JavaScript. On SQLite (one instance) and PostgreSQL (published on one, served by
 * the other).
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import pg from "pg";
import { CONTENT_FORM_MESSAGES } from "../../lib/catalog/content/content-form.ts";
import { FIELD_MESSAGES } from "../../lib/catalog/content/fields.ts";
import { DEFAULT_CONTENT } from "../../lib/catalog/content/kinds.ts";
import { LOCK_RENEW_MS } from "../../lib/config/content-lock.ts";
import { budget } from "../browser-args.ts";
import { test as base } from "../browser-test.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import {
  expect,
  interactive,
  type Member,
  MOBILE,
  main,
  newMember,
  signIn,
  withoutJavaScript,
} from "./admin-support.ts";
import { collectPageProblems } from "./helpers.ts";
import { postgresPairOfItsOwn, serverOfItsOwn } from "./next-server.ts";
import { SETTINGS_REACH_MS } from "./settings-reach.ts";
import { quietVisitor } from "./visitor.ts";

const test = base;
/** What another page's action did (a lock taken, a draft saved by itself), seen by reloading: a bound that only catches a hang. */
const ACTION_SEEN_MS = budget(10_000);
const NBSP = "\u00a0";
const PLANS = "/admin/contenu/formules/facturepro";
const FAQ = "/admin/contenu/faq/questions";
const OLD_PRICE = `6,90${NBSP}€`;
const NEW_PRICE = `7,49${NBSP}€`;
const ANSWER = "Oui : <b>sans engagement</b>, résiliable en un clic depuis votre espace.";
const firstAnswer = DEFAULT_CONTENT.faq[0]?.items[0]?.answer ?? "";

/** The Pro plan's block of the FacturePro form (the second plan). */
const proPlan = (page: Page) => main(page).locator('[data-list-item="c.1"]');

async function changeAndPublish(
  page: Page,
  admin: string,
  publicUrl: string,
  request: APIRequestContext,
  browser: Browser,
) {
  const html = async (path: string) => (await request.get(`${publicUrl}${path}`)).text();
  expect(await html("/tarifs/facturepro")).toContain(OLD_PRICE);

  // A draft: saved, previewed, not shown to visitors.
  await page.goto(`${admin}${PLANS}`);
  await interactive(page);
  await proPlan(page).getByLabel("Prix mensuel TTC en euros").fill("7,49");
  await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(main(page).getByRole("status")).toContainText("Brouillon enregistré");
  await main(page).getByRole("link", { name: "Aperçu du brouillon" }).click();
  await expect(main(page).locator('[data-plan="Pro"] [data-price]').first()).toContainText(NEW_PRICE);
  await expectNoAxeViolations(page, "the preview of a plans' draft");
  expect(await html("/tarifs/facturepro")).toContain(OLD_PRICE);

  await page.goto(`${admin}${PLANS}`);
  await interactive(page);
  await main(page).getByRole("button", { name: "Publier", exact: true }).click();
  await expect(main(page).getByRole("status")).toContainText("Publié");

  await page.goto(`${admin}${FAQ}`);
  await interactive(page);
  await main(page)
    .getByLabel(/^Réponse/)
    .first()
    .fill(ANSWER);
  await main(page).getByRole("button", { name: "Publier", exact: true }).click();
  await expect(main(page).getByRole("status")).toContainText("Publié");

  // Within two settings readings, on the instance visitors reach: the pages, their JSON-LD, the sitemap.
  await expect
    .poll(async () => (await html("/tarifs/facturepro")).includes(NEW_PRICE), { timeout: SETTINGS_REACH_MS })
    .toBe(true);
  const pricing = await html("/tarifs/facturepro");
  expect(pricing).toContain('"price":"7.49"');
  expect(pricing).not.toContain('"price":"6.90"');
  expect(await html("/tarifs")).toContain(NEW_PRICE);
  await expect
    .poll(async () => (await html("/ressources/faq")).includes("&lt;b&gt;sans engagement&lt;/b&gt;"), {
      timeout: SETTINGS_REACH_MS,
    })
    .toBe(true);
  const faq = await html("/ressources/faq");
  expect(faq).not.toContain("<b>sans engagement</b>,");
  // The FAQPage JSON-LD carries the answer as text (its markup escaped by serializeJsonLd).
  expect(faq).toContain(JSON.stringify(ANSWER).slice(1, -1).replace(/</g, "\\u003c").replace(/>/g, "\\u003e"));
  const today = new Date().toISOString().slice(0, 10);
  expect(await html("/sitemap.xml")).toMatch(new RegExp(`/tarifs/facturepro</loc><lastmod>${today}</lastmod>`));

  // A visitor: the new price under the page's own hashes, no CSP violation, interactive.
  const visitor = await browser.newPage();
  await quietVisitor(visitor);
  const problems = collectPageProblems(visitor);
  await visitor.goto(`${publicUrl}/tarifs/facturepro`);
  await interactive(visitor);
  await expect(visitor.locator('[data-plan="Pro"] [data-price]')).toContainText(NEW_PRICE);
  await visitor.goto(`${publicUrl}/ressources/faq`);
  await interactive(visitor);
  await expect(visitor.getByText(ANSWER)).toHaveCount(1);
  expect(problems).toEqual([]);
  await visitor.close();

  // Back to the origin: a draft of today's catalog, published.
  for (const path of [PLANS, FAQ]) {
    await page.goto(`${admin}${path}`);
    await main(page).getByRole("button", { name: "Revenir au texte d'origine" }).click();
    await expect(main(page).getByRole("status")).toContainText("Le texte d'origine est dans le brouillon");
    await interactive(page);
    await main(page).getByRole("button", { name: "Publier", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Publié");
  }
  await expect
    .poll(async () => (await html("/tarifs/facturepro")).includes(OLD_PRICE), { timeout: SETTINGS_REACH_MS })
    .toBe(true);
  await expect
    .poll(async () => (await html("/ressources/faq")).includes(firstAnswer.slice(0, 40)), {
      timeout: SETTINGS_REACH_MS,
    })
    .toBe(true);
  // The pages as built again: no longer answered from the store.
  await expect
    .poll(async () => (await request.get(`${publicUrl}/tarifs/facturepro`)).headers()["x-blog-version"], {
      timeout: SETTINGS_REACH_MS,
    })
    .toBeUndefined();
}

test.describe("on SQLite", () => {
  const site = serverOfItsOwn("content-desk", { BETTER_AUTH_SECRET: "e2e-content-desk-secret-of-at-least-32-chars" });
  test.describe.configure({ mode: "serial", timeout: budget(240_000) });
  // One member for the block: what one test typed keeps the item locked to its author for a while
  // (a closed tab's lock lasts LOCK_STALE_MS), which a colleague would find, and must.
  let member: Member;
  test.beforeAll(() => {
    member = newMember(site.dataDir);
  });

  test("a price and an answer changed, previewed, published everywhere within two settings readings, then the origin back", async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, member, `${site.url}/admin/contenu`);
    await changeAndPublish(page, site.url, site.url, request, browser);
  });

  test("refusals keep what was typed and say why next to each field; lists move with buttons", async ({
    page,
    request,
  }) => {
    await signIn(page, member, `${site.url}${PLANS}`);
    await interactive(page);
    await proPlan(page).getByLabel("Prix mensuel TTC en euros").fill("douze");
    await main(page)
      .getByLabel(/^Nom de la formule/)
      .first()
      .fill("");
    await main(page)
      .getByLabel(/^Description/)
      .first()
      .fill("x".repeat(20_000));
    await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
    const summary = main(page).getByRole("alert");
    await expect(summary).toContainText("Rien n'a été enregistré");
    await expect(summary).toBeFocused();
    await expect(proPlan(page).getByText(FIELD_MESSAGES.price)).toBeVisible();
    await expect(main(page).getByText(FIELD_MESSAGES.required).first()).toBeVisible();
    // Each reason beside its field, named by the field (aria-describedby), and in the summary.
    const description = main(page)
      .getByLabel(/^Description/)
      .first();
    await expect(description).toHaveAccessibleDescription(FIELD_MESSAGES.tooLong(300));
    await expect(summary.getByRole("link", { name: FIELD_MESSAGES.tooLong(300) })).toBeVisible();
    await expect(proPlan(page).getByLabel("Prix mensuel TTC en euros")).toHaveValue("douze");
    expect(await (await request.get(`${site.url}/tarifs/facturepro`)).text()).toContain(OLD_PRICE);

    // A list's order with the keyboard: « Descendre » on the Pro plan's first line.
    await page.reload();
    await interactive(page);
    const features = DEFAULT_CONTENT.plans.facturepro[1]?.features ?? [];
    const down = proPlan(page).getByRole("button", { name: "Descendre la ligne 1" });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect(
      proPlan(page)
        .getByLabel(/^Ligne/)
        .first(),
    ).toHaveValue(features[1] ?? "");
    await expect(
      proPlan(page)
        .getByLabel(/^Ligne/)
        .nth(1),
    ).toHaveValue(features[0] ?? "");
  });

  test("a solution's texts and a home testimonial published: their pages, the home page with its saved texts, and the solution's card follow", async ({
    page,
    request,
  }) => {
    const html = async (path: string) => (await request.get(`${site.url}${path}`)).text();
    await signIn(page, member, `${site.url}/admin/textes`);
    await main(page)
      .getByLabel(/^Titre principal/)
      .fill("Votre gestion, enfin sereine");
    await main(page).getByRole("button", { name: "Enregistrer les textes" }).click();
    await expect(main(page).getByRole("status")).toContainText("Textes enregistrés");

    const builtCard = await (await request.get(`${site.url}/solutions/comptapro/opengraph-image`)).body();
    await page.goto(`${site.url}/admin/contenu/solutions/comptapro`);
    await interactive(page);
    await main(page)
      .getByLabel(/^Description courte/)
      .fill("La comptabilité <simple> des indépendants, sans jargon.");
    await main(page).getByRole("button", { name: "Publier", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Publié");
    await page.goto(`${site.url}/admin/contenu/temoignages/accueil`);
    await interactive(page);
    await main(page).getByLabel(/^Nom/).first().fill("Camille Durand");
    await main(page).getByRole("button", { name: "Publier", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Publié");

    const described = "La comptabilité &lt;simple&gt; des indépendants, sans jargon.";
    await expect
      .poll(async () => (await html("/solutions")).includes(described), { timeout: SETTINGS_REACH_MS })
      .toBe(true);
    await expect
      .poll(async () => (await html("/")).includes("Camille Durand"), { timeout: SETTINGS_REACH_MS })
      .toBe(true);
    const home = await html("/");
    expect(home).toContain(described);
    expect(home).toContain(">Votre gestion, enfin sereine</h1>");
    // The solution's social card, which shows its description, drawn again from the store.
    const card = await request.get(`${site.url}/solutions/comptapro/opengraph-image`);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(card.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(Buffer.compare(await card.body(), builtCard)).not.toBe(0);

    // A visitor of the home page: the testimonial and the title, kept once hydrated, no CSP violation.
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error("no browser");
    await quietVisitor(visitor);
    const problems = collectPageProblems(visitor);
    await visitor.goto(`${site.url}/`);
    await interactive(visitor);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Votre gestion, enfin sereine");
    await expect(visitor.getByText("Camille Durand")).toBeVisible();
    expect(problems).toEqual([]);
    await visitor.close();
  });

  test("history: versions compared field by field, one restored as a draft then published; a save from an older form refused with the comparison", async ({
    page,
    browser,
    request,
  }) => {
    const html = async (path: string) => (await request.get(`${site.url}${path}`)).text();
    await signIn(page, member, `${site.url}${PLANS}`);
    await interactive(page);
    await proPlan(page).getByLabel("Prix mensuel TTC en euros").fill("8,10");
    await main(page).getByRole("button", { name: "Publier", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Publié");
    await interactive(page);
    await proPlan(page).getByLabel("Prix mensuel TTC en euros").fill("8,20");
    await main(page)
      .getByLabel(/^Où mène le bouton/)
      .last()
      .selectOption("/essai-gratuit");
    await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Brouillon enregistré");

    // The published version against the draft: the price, and the button's target a visitor never reads.
    await main(page).getByRole("link", { name: "Historique et comparaison" }).click();
    const comparison = main(page).locator("[data-comparison]");
    const price = comparison.locator('[data-field="c.1.price"]');
    await expect(price).toContainText("Formule 2 › Prix mensuel TTC");
    await expect(price.locator('[data-side="avant"]')).toHaveText(`8,10${NBSP}€`);
    await expect(price.locator('[data-side="apres"]')).toHaveText(`8,20${NBSP}€`);
    await expect(price.locator('[data-side="avant"] del')).toHaveText("10");
    await expect(price.locator('[data-side="apres"] ins')).toHaveText("20");
    await expect(comparison.locator('[data-field="c.2.ctaLink"]')).toContainText("demo:facturepro");
    await expectNoAxeViolations(page, "the history of FacturePro's plans");

    // The publication of 8,10 restored as the draft, then published: the page as it was.
    const published = main(page).locator("tr", { hasText: "Publication" }).first();
    await published.getByRole("button", { name: /^Restaurer comme brouillon/ }).click();
    await expect(main(page).getByRole("status")).toContainText("Version remise dans le brouillon");
    await expect(proPlan(page).getByLabel("Prix mensuel TTC en euros")).toHaveValue("8,10");

    // Meanwhile, a colleague's page opened on the same version saves first.
    const colleague = await browser.newPage();
    await colleague.context().addCookies(await page.context().cookies());
    await colleague.goto(`${site.url}${PLANS}`);
    await interactive(colleague);
    await interactive(page);
    await main(colleague).getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(main(colleague).getByRole("status")).toContainText("Brouillon enregistré");
    await proPlan(page).getByLabel("Prix mensuel TTC en euros").fill("8,30");
    await main(page).getByRole("button", { name: "Publier", exact: true }).click();
    await expect(main(page).getByRole("alert")).toContainText("modifié par quelqu'un d'autre");
    await expect(main(page).locator('[data-comparison] [data-field="c.1.price"]')).toContainText(`8,30${NBSP}€`);
    await expect(proPlan(page).getByLabel("Prix mensuel TTC en euros")).toHaveValue("8,30");
    await colleague.close();

    // From the newer version: published, the 8,10 € price on the page.
    await page.reload();
    await interactive(page);
    await main(page).getByRole("button", { name: "Publier", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Publié");
    await expect
      .poll(async () => (await html("/tarifs/facturepro")).includes(`8,10${NBSP}€`), { timeout: SETTINGS_REACH_MS })
      .toBe(true);
  });

  test("without JavaScript: a refusal keeps the typed text, a draft is saved", async ({ page, browser }) => {
    await signIn(page, member, `${site.url}${PLANS}`);
    await withoutJavaScript(
      browser,
      page,
      site.url,
      async (bare) => {
        await bare.goto(PLANS);
        await proPlan(bare).getByLabel("Prix mensuel TTC en euros").fill("12,999");
        await main(bare).getByRole("button", { name: "Enregistrer", exact: true }).click();
        await expect(proPlan(bare).getByText(FIELD_MESSAGES.price)).toBeVisible();
        await expect(proPlan(bare).getByLabel("Prix mensuel TTC en euros")).toHaveValue("12,999");
        await proPlan(bare).getByLabel("Prix mensuel TTC en euros").fill("12,99");
        await main(bare).getByRole("button", { name: "Enregistrer", exact: true }).click();
        await expect(main(bare).getByRole("status")).toContainText("Brouillon enregistré");
        await expect(proPlan(bare).getByLabel("Prix mensuel TTC en euros")).toHaveValue("12,99");
        // The history's comparison, and its choice of versions, without a script either.
        await main(bare).getByRole("link", { name: "Historique et comparaison" }).click();
        await expect(main(bare).locator('[data-field="c.1.price"] [data-side="apres"]')).toContainText(`12,99${NBSP}€`);
        await main(bare).getByLabel("Avant").selectOption("origine");
        await main(bare).getByRole("button", { name: "Comparer" }).click();
        await expect(bare).toHaveURL(/\?a=origine&b=/);
        await expect(main(bare).locator('[data-field="c.1.price"] [data-side="avant"]')).toHaveText(`6,90${NBSP}€`);
      },
      null,
    );
  });
});

test.describe("review by role", () => {
  const site = serverOfItsOwn("content-review", {
    BETTER_AUTH_SECRET: "e2e-content-review-secret-of-at-least-32-chars",
  });
  test.describe.configure({ mode: "serial", timeout: budget(240_000) });

  test("the rédaction asks for a review of a price; an administrator compares and publishes; another draft is sent back with a comment; the journal names each step", async ({
    page,
    browser,
    request,
  }) => {
    const html = async (path: string) => (await request.get(`${site.url}${path}`)).text();
    await signIn(page, newMember(site.dataDir, undefined, "redaction"), `${site.url}${PLANS}`);
    await interactive(page);
    await expect(main(page).getByRole("button", { name: "Publier", exact: true })).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: "Programmer" })).toHaveCount(0);
    await proPlan(page).getByLabel("Prix mensuel TTC en euros").fill("9,50");
    // Publishing prices is refused on the server too, whatever the page sends.
    await main(page)
      .locator("form")
      .first()
      .evaluate((form) => {
        const button = document.createElement("button");
        Object.assign(button, { type: "submit", name: "intent", value: "publier", textContent: "Publier quand même" });
        form.append(button);
      });
    await main(page).getByRole("button", { name: "Publier quand même" }).click();
    await expect(main(page).getByRole("alert")).toHaveText(CONTENT_FORM_MESSAGES.reviewNeeded);
    await main(page).getByRole("button", { name: "Demander une relecture" }).click();
    await expect(main(page).getByRole("status")).toContainText("Relecture demandée");
    expect(await html("/tarifs/facturepro")).toContain(OLD_PRICE);

    // The administrator: the request listed with its comparison ready, then published.
    const admin = await browser.newPage();
    await signIn(admin, newMember(site.dataDir), `${site.url}/admin/contenu`);
    const request_ = main(admin).locator('[data-review-request="formules/facturepro"]');
    await request_.getByRole("link", { name: /^Comparer/ }).click();
    await expect(main(admin).locator('[data-field="c.1.price"] [data-side="apres"]')).toContainText(`9,50${NBSP}€`);
    await admin.goto(`${site.url}${PLANS}`);
    await expect(main(admin).locator("[data-review]")).toContainText("Relecture demandée par Camille Martin");
    await interactive(admin);
    await main(admin).getByRole("button", { name: "Publier", exact: true }).click();
    await expect(main(admin).getByRole("status")).toContainText("Publié");
    await expect
      .poll(async () => (await html("/tarifs/facturepro")).includes(`9,50${NBSP}€`), { timeout: SETTINGS_REACH_MS })
      .toBe(true);

    // The questions: the rédaction publishes them itself, until an administrator says otherwise.
    await page.goto(`${site.url}${FAQ}`);
    await interactive(page);
    await expect(main(page).getByRole("button", { name: "Publier", exact: true })).toBeVisible();
    await admin.goto(`${site.url}/admin/comptes`);
    await main(admin).getByLabel("La rédaction publie elle-même les contenus sans prix").uncheck();
    await main(admin).getByRole("button", { name: "Enregistrer ce réglage" }).click();
    await expect(main(admin).getByRole("status")).toContainText("Réglage de relecture enregistré");
    await page.reload();
    await interactive(page);
    await expect(main(page).getByRole("button", { name: "Publier", exact: true })).toHaveCount(0);
    await main(page)
      .getByLabel(/^Réponse/)
      .first()
      .fill("Une réponse à revoir.");
    await main(page).getByRole("button", { name: "Demander une relecture" }).click();
    await expect(main(page).getByRole("status")).toContainText("Relecture demandée");

    // Sent back with a comment, which its author reads on the item.
    await admin.goto(`${site.url}${FAQ}`);
    await main(admin)
      .getByLabel(/^Commentaire pour l'auteur/)
      .fill("Précisez le délai de résiliation.");
    await main(admin).getByRole("button", { name: "Renvoyer avec ce commentaire" }).click();
    await expect(main(admin).getByRole("status")).toContainText("Brouillon renvoyé");
    await page.reload();
    await expect(main(page).locator("[data-sent-back]")).toContainText("Précisez le délai de résiliation.");
    await expectNoAxeViolations(page, "a draft sent back, as its author sees it");

    // The journal: who asked, published, sent back.
    await admin.goto(`${site.url}/admin/journal`);
    for (const action of ["relecture de contenu demandée", "contenu publié", "contenu renvoyé avec un commentaire"])
      await expect(main(admin).locator("tr", { hasText: action }).first()).toContainText("Camille Martin");
    await admin.close();
  });
});

/**
 * Two people on one item: Anne (on `first`) types, Bruno (on `second`, his clock moved by the test)
 * is told who edits it, takes it over; Anne is told and keeps her text; Bruno's autosave saves his
 * draft and keeps the lock.
 */
async function twoEditors(
  browser: Browser,
  page: Page,
  first: string,
  second: string,
  members: () => [Member, Member],
) {
  const [anne, other] = members();
  await signIn(page, anne, `${first}${FAQ}`);
  await interactive(page);
  const typed = "Une réponse que personne ne doit perdre.";
  await main(page)
    .getByLabel(/^Réponse/)
    .first()
    .fill(typed);

  const context = await browser.newContext();
  await context.clock.install();
  const bruno = await context.newPage();
  await signIn(bruno, other, `${second}${FAQ}`);
  const locked = main(bruno).locator("[data-locked]");
  await expect
    .poll(
      async () => {
        await bruno.reload();
        return locked.count();
      },
      { timeout: ACTION_SEEN_MS },
    )
    .toBe(1);
  await expect(locked).toContainText("modifie ce contenu depuis le");
  await expect(main(bruno).getByRole("button", { name: "Enregistrer", exact: true })).toBeDisabled();
  await expectNoAxeViolations(bruno, "an item someone else is editing");
  await main(bruno).getByRole("button", { name: "Prendre la main" }).click();
  await expect(main(bruno).getByRole("status")).toContainText("Vous avez pris la main");

  // Anne's page hears it when it comes back to the front: her text stays, her saves are off.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(main(page).locator("[data-lock-lost]")).toContainText("a pris la main sur ce contenu");
  await expect(
    main(page)
      .getByLabel(/^Réponse/)
      .first(),
  ).toHaveValue(typed);
  await expect(main(page).getByRole("button", { name: "Enregistrer", exact: true })).toBeDisabled();

  // Bruno types; 30 s later his draft is saved by itself, and the lock is still his.
  await interactive(bruno);
  const his = "La réponse de Bruno, enregistrée toute seule.";
  await main(bruno)
    .getByLabel(/^Réponse/)
    .first()
    .fill(his);
  await context.clock.fastForward(LOCK_RENEW_MS);
  await expect
    .poll(
      async () => {
        await page.goto(`${first}${FAQ}`);
        return main(page)
          .getByLabel(/^Réponse/)
          .first()
          .inputValue();
      },
      { timeout: ACTION_SEEN_MS },
    )
    .toBe(his);
  await expect(main(page).locator("[data-content-status]")).toContainText("brouillon enregistré");
  await expect(main(page).locator("[data-locked]")).toBeVisible();
  await context.close();
}

test.describe("two people on one item", () => {
  const site = serverOfItsOwn("content-lock", { BETTER_AUTH_SECRET: "e2e-content-lock-secret-of-at-least-32-chars" });
  test.describe.configure({ timeout: budget(180_000) });

  test("the second is told who edits it and since when, takes it over; the first is told and keeps what was typed; autosave keeps the lock", async ({
    page,
    browser,
  }) => {
    await twoEditors(browser, page, site.url, site.url, () => [
      newMember(site.dataDir),
      newMember(site.dataDir, undefined, "redaction"),
    ]);
  });
});

test.describe("two people on one item, without JavaScript and on a phone", () => {
  const site = serverOfItsOwn("content-lock-bare", { BETTER_AUTH_SECRET: "e2e-content-lock-bare-secret-of-32-chars!" });
  test.describe.configure({ timeout: budget(180_000) });

  test("the lock's message at 375 px, and « Prendre la main » without a script", async ({ page, browser }) => {
    await signIn(page, newMember(site.dataDir), `${site.url}${FAQ}`);
    await interactive(page);
    await main(page)
      .getByLabel(/^Réponse/)
      .first()
      .fill("Une réponse en cours.");
    const helper = await browser.newPage({ viewport: MOBILE });
    await signIn(helper, newMember(site.dataDir, undefined, "redaction"), `${site.url}${FAQ}`);
    // At 375 px, with JavaScript: the lock's message, axe-checked (axe needs a script).
    await expect
      .poll(
        async () => {
          await helper.reload();
          return main(helper).locator("[data-locked]").count();
        },
        { timeout: ACTION_SEEN_MS },
      )
      .toBe(1);
    await expectNoAxeViolations(helper, "an item someone else is editing, at 375 px");
    try {
      // Without JavaScript, at 375 px, in the same member's session.
      await withoutJavaScript(browser, helper, site.url, async (carl) => {
        await expect
          .poll(
            async () => {
              await carl.goto(FAQ);
              return main(carl).locator("[data-locked]").count();
            },
            { timeout: ACTION_SEEN_MS },
          )
          .toBe(1);
        await main(carl).getByRole("button", { name: "Prendre la main" }).click();
        await expect(main(carl).getByRole("status")).toContainText("Vous avez pris la main");
        await expect(main(carl).locator("[data-locked]")).toHaveCount(0);
        await page.evaluate(() => window.dispatchEvent(new Event("focus")));
        await expect(main(page).locator("[data-lock-lost]")).toBeVisible();
      });
    } finally {
      await helper.close();
    }
  });
});

test.describe("drafts shared by link", () => {
  const site = serverOfItsOwn("content-share", { BETTER_AUTH_SECRET: "e2e-content-share-secret-of-at-least-32-chars" });
  test.describe.configure({ timeout: budget(180_000) });

  test("a share link shows a draft to someone without an account, never indexed, until it is revoked; a tampered one says so", async ({
    page,
    browser,
  }) => {
    await signIn(page, newMember(site.dataDir), `${site.url}${FAQ}`);
    await interactive(page);
    await main(page)
      .getByLabel(/^Réponse/)
      .first()
      .fill("Une réponse encore en brouillon.");
    await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Brouillon enregistré");
    await main(page).getByLabel("Valable").selectOption("3");
    await main(page).getByRole("button", { name: "Partager l'aperçu" }).click();
    await expect(main(page).getByRole("status")).toContainText("Lien d'aperçu créé");
    const shared = main(page).locator("[data-share-link]").first();
    const url = await shared.getByRole("textbox").inputValue();
    expect(url).toContain("/admin/apercu-partage?jeton=");

    // A colleague without an account: the draft, never indexed, no session asked.
    const colleague = await browser.newContext();
    const visitor = await colleague.newPage();
    const path = url.slice(url.indexOf("/admin/"));
    const answer = await visitor.goto(`${site.url}${path}`);
    expect(answer?.status()).toBe(200);
    await expect(visitor.getByText("Une réponse encore en brouillon.")).toHaveCount(1);
    await expect(visitor.getByRole("note")).toContainText("Aperçu d'un brouillon de /ressources/faq");
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.reload();
    await expect(main(page).locator("[data-share-link]").first()).toContainText("1 visite");

    // Tampered: a French page, nothing of the draft.
    await visitor.goto(`${site.url}${path.slice(0, -2)}xy`);
    await expect(main(visitor).getByRole("alert")).toContainText("Ce lien d'aperçu n'est pas valable");
    await expect(visitor.getByText("Une réponse encore en brouillon.")).toHaveCount(0);

    // Revoked: it says so.
    await main(page).getByRole("button", { name: "Désactiver ce lien" }).click();
    await expect(main(page).getByRole("status")).toContainText("Lien désactivé");
    await visitor.goto(`${site.url}${path}`);
    await expect(main(visitor).getByRole("alert")).toContainText("a été désactivé");
    await expect(visitor.getByText("Une réponse encore en brouillon.")).toHaveCount(0);
    await expectNoAxeViolations(visitor, "a revoked share link");
    await colleague.close();
  });
});

test.describe("on PostgreSQL, two instances", () => {
  const pair = postgresPairOfItsOwn("e2e_content_desk");
  test.describe.configure({ mode: "serial", timeout: budget(240_000) });
  let member: Member;
  test.beforeAll(() => {
    member = newMember(pair.dataDir, pair.databaseUrl);
  });

  test("published on one instance, the other serves it within two settings readings; the origin back there too", async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, member, `${pair.first.url}/admin/contenu`);
    await changeAndPublish(page, pair.first.url, pair.second.url, request, browser);
  });

  test("two people on one item across the two instances: told, taken over, autosaved", async ({ page, browser }) => {
    await twoEditors(browser, page, pair.first.url, pair.second.url, () => [
      member,
      newMember(pair.dataDir, pair.databaseUrl, "redaction"),
    ]);
  });

  test("a save from a form opened before a save on the other instance is refused with the comparison", async ({
    page,
    browser,
  }) => {
    await signIn(page, member, `${pair.first.url}${PLANS}`);
    await interactive(page);
    const other = await browser.newPage();
    await other.context().addCookies(await page.context().cookies());
    await other.goto(`${pair.second.url}${PLANS}`);
    await interactive(other);
    await proPlan(other).getByLabel("Prix mensuel TTC en euros").fill("7,10");
    await main(other).getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(main(other).getByRole("status")).toContainText("Brouillon enregistré");
    await proPlan(page).getByLabel("Prix mensuel TTC en euros").fill("7,20");
    await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(main(page).getByRole("alert")).toContainText("modifié par quelqu'un d'autre");
    const price = main(page).locator('[data-comparison] [data-field="c.1.price"]');
    await expect(price.locator('[data-side="avant"]')).toHaveText(`7,10${NBSP}€`);
    await expect(price.locator('[data-side="apres"]')).toHaveText(`7,20${NBSP}€`);
    await expect(proPlan(page).getByLabel("Prix mensuel TTC en euros")).toHaveValue("7,20");
    await other.close();
  });

  test("the store failing during a save: the form says so and keeps what was typed; nothing published changes", async ({
    page,
    request,
  }) => {
    await signIn(page, member, `${pair.first.url}${PLANS}`);
    await interactive(page);
    await proPlan(page).getByLabel("Prix mensuel TTC en euros").fill("9,99");
    // The content's table out of reach for a moment (the sessions' tables still answer).
    const client = new pg.Client({ connectionString: pair.databaseUrl });
    await client.connect();
    try {
      await client.query("ALTER TABLE content_items RENAME TO content_items_hors_service");
      await main(page).getByRole("button", { name: "Publier", exact: true }).click();
      await expect(main(page).getByRole("alert")).toHaveText(CONTENT_FORM_MESSAGES.storeDown);
      await expect(proPlan(page).getByLabel("Prix mensuel TTC en euros")).toHaveValue("9,99");
    } finally {
      await client.query("ALTER TABLE content_items_hors_service RENAME TO content_items");
      await client.end();
    }
    expect(await (await request.get(`${pair.second.url}/tarifs/facturepro`)).text()).toContain(OLD_PRICE);
    // The store back: the same form publishes what it kept.
    await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Brouillon enregistré");
    await expect(proPlan(page).getByLabel("Prix mensuel TTC en euros")).toHaveValue("9,99");
  });
});
