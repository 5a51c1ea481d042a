/**
 * The SEO desk's redirects (issue 31, part 3), on SQLite (one instance) and on PostgreSQL (two
 * instances: saved on one, served by the other): refusals in French (a live page, a 404 target, an
 * off-site target without https, a loop), a chain offered as its final target, a redirect served
 * within two settings readings with the query kept and followed by a visitor, its uses counted, a
 * change, the CSV export, an import previewed then merged, a deletion, and each in the audit log;
 * the 404 log (the referring host only, the probes apart) and its « Rediriger ailleurs ». On SQLite
 * too: a live page retired in favour of a redirect, a note imported alone, a file too big, one
 * redirect too many, and the 404 log a page at a time; an address removed on purpose (410) saved in
 * the form, answered with its French page and counted. Their own servers: the shared one has no
 * redirect.
 */

import type { APIRequestContext } from "@playwright/test";
import { NOT_FOUND_ADMIN_PATH, REDIRECTS_ADMIN_PATH, seoPagePath } from "../../lib/config/admin.ts";
import { REDIRECT_LIMITS, REDIRECT_MESSAGES } from "../../lib/config/redirect-rules.ts";
import { REDIRECT_CSV_MAX_BYTES, REDIRECT_CSV_MESSAGES } from "../../lib/seo/redirects-csv.ts";
import { IMPORT_MESSAGES } from "../../lib/seo/redirects-import.ts";
import { NOT_FOUND_PAGE_SIZE, recordNotFound } from "../../lib/server/seo/not-found-store.ts";
import { importRedirects, listRedirects } from "../../lib/server/seo/redirects-store.ts";
import { budget } from "../browser-args.ts";
import { test as base, type Page } from "../browser-test.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { expect, interactive, main, newMember, signIn } from "./admin-support.ts";
import { collectPageProblems } from "./helpers.ts";
import { postgresPairOfItsOwn, serverOfItsOwn } from "./next-server.ts";
import { inServerStore } from "./server-store.ts";
import { SETTINGS_REACH_MS } from "./settings-reach.ts";
import { quietVisitor } from "./visitor.ts";

const test = base;

/** Where `path` answers on `site` without following: the code and the location. */
async function answerOf(request: APIRequestContext, site: string, path: string) {
  const answer = await request.get(`${site}${path}`, { maxRedirects: 0 });
  return `${answer.status()} ${answer.headers().location ?? ""}`;
}

async function desk(page: Page, site: string, dataDir: string, databaseUrl?: string) {
  await signIn(page, newMember(dataDir, databaseUrl), `${site}${REDIRECTS_ADMIN_PATH}`);
  await page.goto(`${site}${REDIRECTS_ADMIN_PATH}`);
  await expect(main(page).getByRole("heading", { name: "Ajouter une redirection" })).toBeVisible();
  await interactive(page);
}

async function fill(page: Page, from: string, to: string, status?: "301" | "308" | "410") {
  const form = main(page);
  await form.getByLabel("Ancienne adresse").fill(from);
  await form.getByLabel("Nouvelle adresse").fill(to);
  if (status) await form.getByLabel(new RegExp(`^${status}`)).check();
  await form.getByRole("button", { name: "Enregistrer la redirection" }).click();
}

/** Each refusal in French, the summary focused, what was typed kept. */
async function refusals(page: Page) {
  const form = main(page);
  await fill(page, "/tarifs", "http://partenaire.example/offre");
  const summary = form.getByRole("alert");
  await expect(summary).toContainText("Rien n'a été enregistré");
  await expect(summary).toContainText(REDIRECT_MESSAGES.fromLivePage("/tarifs"));
  await expect(summary).toContainText(REDIRECT_MESSAGES.toHttps);
  await expect(summary).toBeFocused();
  await expect(form.getByLabel("Nouvelle adresse")).toHaveValue("http://partenaire.example/offre");
  await expect(form.getByLabel("Ancienne adresse")).toHaveAttribute("aria-invalid", "true");
  await fill(page, "/page-disparue", "/page-qui-n-existe-pas");
  await expect(form.getByRole("alert")).toContainText(REDIRECT_MESSAGES.notFound("/page-qui-n-existe-pas"));
  await fill(page, "/boucle", "/boucle/");
  await expect(form.getByRole("alert")).toContainText(REDIRECT_MESSAGES.loopSelf);
}

async function saved(page: Page) {
  await expect(main(page).getByRole("status")).toContainText("Redirection enregistrée");
  await interactive(page);
}

/**
 * The 404 log: unknown addresses asked for (one from a search engine, the query and the rest of
 * the referrer dropped), the probes apart; « Rediriger ailleurs » opens the form filled in.
 */
async function notFoundLog(page: Page, visitorSite: string, request: APIRequestContext) {
  const referer = "https://www.google.fr/search?q=ancienne+offre+gestio";
  for (let n = 0; n < 3; n++)
    expect((await request.get(`${visitorSite}/ancienne-offre/?utm_source=x`, { headers: { referer } })).status()).toBe(
      404,
    );
  expect((await request.get(`${visitorSite}/wp-login.php`)).status()).toBe(404);
  expect((await request.get(`${visitorSite}/.env`)).status()).toBe(404);
  expect((await request.get(`${visitorSite}/favicon.ico`)).status()).toBe(200);
  await page.goto(page.url().replace(/\/admin\/.*$/, NOT_FOUND_ADMIN_PATH));
  const row = main(page).getByRole("row").filter({ hasText: "/ancienne-offre" });
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await row.count()) > 0
          ? (await row.getByRole("cell").allTextContents()).map((cell) => cell.trim())
          : [];
      },
      { timeout: budget(10_000) },
    )
    .toEqual(expect.arrayContaining(["/ancienne-offre", "3", "www.google.fr"]));
  const lost = main(page).getByRole("region", { name: "Adresses introuvables" });
  await expect(lost.getByRole("row")).toHaveCount(2); // the header and /ancienne-offre: no probe, no file
  await expect(
    main(page).getByRole("heading", { name: "Robots qui cherchent des failles (2 adresses)" }),
  ).toBeVisible();
  await main(page).getByText("Afficher ces adresses").click();
  await expect(main(page).getByRole("row").filter({ hasText: "/wp-login.php" })).toContainText("WordPress");
  await expect(main(page).getByRole("row").filter({ hasText: "/.env" })).toContainText("Fichiers sensibles");
  await expectNoAxeViolations(page, "the 404 log");
  await row.getByRole("link", { name: "Rediriger ailleurs /ancienne-offre" }).click();
  await expect(page).toHaveURL(/\/admin\/seo\/redirections\?de=%2Fancienne-offre#formulaire$/);
  await interactive(page);
  await expect(main(page).getByLabel("Ancienne adresse")).toHaveValue("/ancienne-offre");
}

async function scenario(page: Page, visitorSite: string, request: APIRequestContext, visitor: Page) {
  await refusals(page);
  await notFoundLog(page, visitorSite, request);
  await main(page).getByLabel("Note (facultative)").fill("Ancienne campagne");
  await main(page).getByLabel("Nouvelle adresse").fill("/tarifs");
  await main(page).getByRole("button", { name: "Enregistrer la redirection" }).click();
  await saved(page);
  await expect
    .poll(() => answerOf(request, visitorSite, "/ancienne-offre?utm_source=lettre"), { timeout: SETTINGS_REACH_MS })
    .toMatch(/^301 .*\/tarifs\?utm_source=lettre$/);

  // Redirected, the address leaves the 404 log.
  await page.goto(page.url().replace(/\/admin\/.*$/, NOT_FOUND_ADMIN_PATH));
  await expect(main(page).getByRole("heading", { name: "Aucune adresse introuvable" })).toBeVisible();
  await page.goto(page.url().replace(/\/admin\/.*$/, REDIRECTS_ADMIN_PATH));
  await interactive(page);

  // A chain is refused and its final target offered in the field: saved as offered.
  await fill(page, "/encore-plus-ancienne/", "/ancienne-offre");
  await expect(main(page).getByRole("alert")).toContainText(REDIRECT_MESSAGES.chain("/ancienne-offre", "/tarifs"));
  await expect(main(page).getByLabel("Nouvelle adresse")).toHaveValue("/tarifs");
  await main(page).getByRole("button", { name: "Enregistrer la redirection" }).click();
  await saved(page);

  // A visitor follows it to the page, the query kept, with no CSP violation.
  await quietVisitor(visitor);
  const problems = collectPageProblems(visitor);
  await expect
    .poll(() => answerOf(request, visitorSite, "/encore-plus-ancienne"), { timeout: SETTINGS_REACH_MS })
    .toMatch(/^301 /);
  await visitor.goto(`${visitorSite}/encore-plus-ancienne?ref=presse`);
  await expect(visitor).toHaveURL(`${visitorSite}/tarifs?ref=presse`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);

  // Its uses are counted, on whichever instance served them.
  const row = main(page).getByRole("row").filter({ hasText: "/encore-plus-ancienne" });
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await row.getByRole("cell").nth(4).textContent())?.trim();
      },
      { timeout: budget(10_000) },
    )
    .toBe("2");
  await expect(row.getByRole("cell").nth(5)).not.toHaveText("jamais");

  // Changed: 308 to /contact.
  await main(page).getByRole("link", { name: "Modifier la redirection de /ancienne-offre" }).click();
  await expect(main(page).getByRole("heading", { name: "Modifier la redirection de /ancienne-offre" })).toBeVisible();
  await interactive(page);
  await expect(main(page).getByLabel("Note (facultative)")).toHaveValue("Ancienne campagne");
  await fill(page, "/ancienne-offre", "/contact", "308");
  await saved(page);
  await expect
    .poll(() => answerOf(request, visitorSite, "/ancienne-offre"), { timeout: SETTINGS_REACH_MS })
    .toMatch(/^308 .*\/contact$/);

  // The export, read back by the import: one line changed, one added, one refused, the rest kept.
  const exported = await page.request.get(page.url().replace(/\/admin\/.*$/, `${REDIRECTS_ADMIN_PATH}/export`));
  expect(exported.headers()["content-disposition"]).toMatch(
    /^attachment; filename="redirections-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const csv = await exported.text();
  expect(csv).toContain("/ancienne-offre;/contact;308;Ancienne campagne;");
  expect(csv).toContain("/encore-plus-ancienne;/tarifs;301;;2;");
  const file = `${csv.replace("/ancienne-offre;/contact;308", "/ancienne-offre;/blog;301")}/importee;/ressources/faq;;Import\r\n/refusee;http://partenaire.example;301;\r\n`;
  const check = async () => {
    await main(page)
      .getByLabel("Fichier CSV", { exact: true })
      .setInputFiles({ name: "redirections.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    await main(page).getByRole("button", { name: "Vérifier le fichier" }).click();
    await expect(main(page).locator("[data-import-summary]")).toHaveText(
      "1 ajoutée, 1 modifiée, 1 inchangée, 1 refusée.",
    );
  };
  await check();
  await expect(main(page).getByRole("row").filter({ hasText: "/refusee" })).toContainText(REDIRECT_MESSAGES.toHttps);
  await expect(main(page).locator("[data-import-partial]")).toHaveText(IMPORT_MESSAGES.partialNeeded(1));
  // The list, the form and the preview together: nothing axe finds.
  await expectNoAxeViolations(page, "the redirects with an import's preview");
  // A refused line: nothing imported unless asked.
  await main(page).getByRole("button", { name: "Importer (2 redirections)" }).click();
  await expect(main(page).getByRole("status")).toContainText("Rien n'a été importé");
  expect(await answerOf(request, visitorSite, "/importee")).toMatch(/^404/);
  await interactive(page);
  await check();
  await main(page).getByLabel("Importer sans les lignes refusées").check();
  await main(page).getByRole("button", { name: "Importer (2 redirections)" }).click();
  await expect(main(page).getByRole("status")).toContainText("Import terminé");
  await expect
    .poll(() => answerOf(request, visitorSite, "/importee?x=1"), { timeout: SETTINGS_REACH_MS })
    .toMatch(/^301 .*\/ressources\/faq\?x=1$/);
  expect(await answerOf(request, visitorSite, "/ancienne-offre")).toMatch(/^301 .*\/blog$/);
  expect(await answerOf(request, visitorSite, "/encore-plus-ancienne")).toMatch(/^301 .*\/tarifs$/);

  // Deleted, once confirmed: the address answers 404 again.
  await page.goto(page.url().replace(/\/admin\/.*$/, `${REDIRECTS_ADMIN_PATH}?modifier=%2Fimportee`));
  await interactive(page);
  await main(page)
    .getByLabel(/^Je confirme la suppression de la redirection de \/importee/)
    .check();
  await main(page).getByRole("button", { name: "Supprimer la redirection" }).click();
  await expect(main(page).getByRole("status")).toContainText("Redirection supprimée");
  await expect.poll(() => answerOf(request, visitorSite, "/importee"), { timeout: SETTINGS_REACH_MS }).toBe("404 ");

  await page.goto(page.url().replace(/\/admin\/.*$/, "/admin/journal"));
  for (const action of ["redirection enregistrée", "redirections importées", "redirection supprimée"])
    await expect(main(page).getByText(action).first()).toBeVisible();
}

/**
 * An address removed on purpose (issue 56): 410 chosen in the form with « Nouvelle adresse » left
 * empty (a target refused), then answered 410 with the site's French page under its policy (no
 * violation), revalidated as a redirect is, and counted; a redirect to it refused like a 404.
 */
async function removedOnPurpose(page: Page, site: string, request: APIRequestContext, visitor: Page) {
  const form = main(page);
  await fill(page, "/offre-retiree", "/tarifs", "410");
  await expect(form.getByRole("alert")).toContainText(REDIRECT_MESSAGES.goneTarget);
  await expect(form.getByLabel(/^410/)).toBeChecked();
  await fill(page, "/offre-retiree", "", "410");
  await saved(page);
  await expect
    .poll(() => answerOf(request, site, "/offre-retiree?utm_source=lettre"), { timeout: SETTINGS_REACH_MS })
    .toBe("410 ");
  const answer = await request.get(`${site}/offre-retiree`, { maxRedirects: 0 });
  expect(answer.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(answer.headers()["content-security-policy"]).toContain("script-src");
  expect(answer.headers()["content-security-policy"]).not.toContain("'unsafe-inline'");

  await quietVisitor(visitor);
  const shown = await visitor.goto(`${site}/offre-retiree`);
  expect(shown?.status()).toBe(410);
  await expect(visitor).toHaveTitle("Page supprimée");
  await expect(visitor.locator("html")).toHaveAttribute("lang", "fr");
  await expect(visitor.getByRole("heading", { level: 1, name: "Page supprimée" })).toBeVisible();
  await expect(visitor.getByText("Cette page a été supprimée définitivement.")).toBeVisible();
  await visitor.getByRole("link", { name: "Retour à l’accueil" }).click();
  await expect(visitor).toHaveURL(`${site}/`);

  // A dead end: nothing may lead to it.
  await fill(page, "/vers-offre-retiree", "/offre-retiree");
  await expect(form.getByRole("alert")).toContainText(REDIRECT_MESSAGES.gone("/offre-retiree"));

  // Its uses are counted like a redirect's.
  const row = form.getByRole("row").filter({ hasText: "/offre-retiree" });
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await row.getByRole("cell").nth(4).textContent())?.trim();
      },
      { timeout: budget(10_000) },
    )
    .not.toBe("0");
  await expect(row.getByRole("cell").nth(2)).toHaveText("410");
}

/**
 * What the scenario leaves out: a live page set to noindex, then retired in favour of a redirect; an
 * import that changes a note alone; a file over 900 Ko refused in the browser, before any request;
 * the redirect past the site's maximum refused.
 */
async function edges(page: Page, site: string, dataDir: string, request: APIRequestContext) {
  const deskUrl = `${site}${REDIRECTS_ADMIN_PATH}`;
  await page.goto(`${site}${seoPagePath("/cgv")}`);
  await interactive(page);
  await main(page).getByLabel("Ne pas indexer cette page (noindex)").check();
  await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(main(page).getByRole("status")).toContainText("Modifications enregistrées");
  await page.goto(deskUrl);
  await interactive(page);
  await fill(page, "/cgv", "/tarifs");
  await expect(main(page).getByRole("alert")).toContainText(REDIRECT_MESSAGES.fromRetire("/cgv"));
  await main(page).getByLabel("Retirer la page").check();
  await main(page).getByRole("button", { name: "Enregistrer la redirection" }).click();
  await saved(page);
  await expect.poll(() => answerOf(request, site, "/cgv"), { timeout: SETTINGS_REACH_MS }).toMatch(/^301 .*\/tarifs$/);

  const importFile = (name: string, text: string) =>
    main(page)
      .getByLabel("Fichier CSV", { exact: true })
      .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await importFile("notes.csv", "source;destination;code;note\r\n/cgv;/tarifs;301;Conditions retirées\r\n");
  await main(page).getByRole("button", { name: "Vérifier le fichier" }).click();
  await expect(main(page).locator("[data-import-summary]")).toHaveText(
    "0 ajoutée, 1 modifiée, 0 inchangée, 0 refusée.",
  );
  await expect(main(page).getByRole("row").filter({ hasText: "/cgv" }).last()).toContainText(
    "note modifiée (avant\u00a0: aucune)",
  );
  await main(page).getByRole("button", { name: "Importer (1 redirection)" }).click();
  await expect(main(page).getByRole("status")).toContainText("Import terminé");
  await expect(main(page).getByRole("row").filter({ hasText: "/cgv" }).first()).toContainText("Conditions retirées");

  // A chain in the file (/chaine → /cgv, itself → /tarifs): shortened, and said in the report.
  await interactive(page);
  await importFile("chaine.csv", "source;destination\r\n/chaine;/cgv\r\n");
  await main(page).getByRole("button", { name: "Vérifier le fichier" }).click();
  await expect(main(page).locator("[data-import-summary]")).toHaveText(
    "1 ajoutée, 0 modifiée, 0 inchangée, 0 refusée, dont 1 chaîne raccourcie.",
  );
  await expect(
    main(page)
      .getByRole("table", { name: /déjà redirigée/ })
      .getByRole("row")
      .filter({ hasText: "/chaine" }),
  ).toContainText(IMPORT_MESSAGES.flattened("/cgv", "/tarifs"));
  await main(page).getByRole("button", { name: "Importer (1 redirection)" }).click();
  await expect(main(page).getByRole("status")).toContainText("Import terminé");
  await expect
    .poll(() => answerOf(request, site, "/chaine"), { timeout: SETTINGS_REACH_MS })
    .toMatch(/^301 .*\/tarifs$/);
  // Changed in the form without ticking « Retirer la page » again: the page stays retired.
  await main(page).getByRole("link", { name: "Modifier la redirection de /cgv" }).click();
  await expect(main(page).getByRole("heading", { name: "Modifier la redirection de /cgv" })).toBeVisible();
  await interactive(page);
  await fill(page, "/cgv", "/tarifs", "308");
  await saved(page);

  await interactive(page);
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  await importFile("enorme.csv", `source;destination\r\n${"/a;/tarifs\r\n".repeat(REDIRECT_CSV_MAX_BYTES / 10)}`);
  await main(page).getByRole("button", { name: "Vérifier le fichier" }).click();
  await expect(main(page).getByRole("alert")).toHaveText(REDIRECT_CSV_MESSAGES.tooBig);
  expect(posts).toEqual([]);

  await inServerStore(dataDir, async (db) => {
    const missing = REDIRECT_LIMITS.count - (await listRedirects(db)).length;
    const filler = Array.from({ length: missing }, (_, n) => ({
      from: `/remplie-${n}`,
      to: "/tarifs",
      status: 301 as const,
      note: "",
    }));
    await importRedirects(db, () => filler, "test", Date.now());
  });
  // 10,000: the list shows 100 at a time, and searches on the server.
  await page.goto(deskUrl);
  await interactive(page);
  await expect(main(page).getByRole("heading", { name: "10\u202f000 redirections" })).toBeVisible();
  await expect(main(page).getByText("Page 1 sur 100, par ordre alphabétique")).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Les redirections du site" }).getByRole("row")).toHaveCount(101);
  await main(page).getByRole("link", { name: "Page suivante" }).click();
  await expect(main(page).getByText("Page 2 sur 100, par ordre alphabétique")).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Les redirections du site" }).getByRole("row")).toHaveCount(101);
  await expect(main(page).getByRole("link", { name: "Page précédente" })).toHaveAttribute(
    "href",
    /^\/admin\/seo\/redirections#/,
  );
  await interactive(page);
  await main(page).getByLabel("Rechercher une adresse ou une note").fill("/remplie-0");
  await main(page).getByRole("button", { name: "Rechercher" }).click();
  await expect(main(page).getByText("1 redirection contient «\u00a0/remplie-0\u00a0».")).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Les redirections du site" }).getByRole("row")).toHaveCount(2);
  await interactive(page);
  await fill(page, "/une-de-trop", "/tarifs");
  await expect(main(page).getByRole("alert")).toContainText(REDIRECT_MESSAGES.tooMany);
}

/**
 * The 404 log a page at a time: NOT_FOUND_PAGE_SIZE addresses, the most asked first, plain links
 * `?page=N` to the others, « Page 2 sur 2 », a bad `?page` read as the first page.
 */
async function notFoundPages(page: Page, site: string, dataDir: string) {
  // Sixty addresses asked more often than any the scenario left (a few, asked a few times each).
  await inServerStore(dataDir, async (db) => {
    const often = new Map(Array.from({ length: 60 }, (_, n) => [`/ancien-catalogue-${n}`, { count: 1000 + n }]));
    await recordNotFound(db, often, Date.now(), () => false);
  });
  // The table's own region: the section around it is named by its heading, « … adresses introuvables sur cette page ».
  const lost = main(page).getByRole("region", { name: "Adresses introuvables", exact: true });
  const firstAddress = lost.getByRole("row").nth(1).getByRole("cell").first();
  await page.goto(`${site}${NOT_FOUND_ADMIN_PATH}`);
  await expect(main(page).getByText(/^Page 1 sur 2, \d+ adresses en tout\.$/)).toBeVisible();
  await expect(
    main(page).getByRole("heading", { name: `${NOT_FOUND_PAGE_SIZE} adresses introuvables sur cette page` }),
  ).toBeVisible();
  await expect(lost.getByRole("row")).toHaveCount(NOT_FOUND_PAGE_SIZE + 1);
  await expect(firstAddress).toHaveText("/ancien-catalogue-59");
  await expect(main(page).getByRole("link", { name: "Page précédente" })).toHaveCount(0);

  await main(page).getByRole("link", { name: "Page suivante" }).click();
  await expect(page).toHaveURL(`${site}${NOT_FOUND_ADMIN_PATH}?page=2`);
  await expect(main(page).getByText(/^Page 2 sur 2, \d+ adresses en tout\.$/)).toBeVisible();
  await expect(firstAddress).toHaveText("/ancien-catalogue-9");
  await expect(main(page).getByRole("link", { name: "Page suivante" })).toHaveCount(0);
  await expect(main(page).getByRole("link", { name: "Page précédente" })).toHaveAttribute("href", NOT_FOUND_ADMIN_PATH);
  await expectNoAxeViolations(page, "the 404 log's second page");

  await page.goto(`${site}${NOT_FOUND_ADMIN_PATH}?page=deux`);
  await expect(main(page).getByText(/^Page 1 sur 2, /)).toBeVisible();
  await expect(firstAddress).toHaveText("/ancien-catalogue-59");
}

test.describe("on SQLite, one instance", () => {
  const site = serverOfItsOwn("redirects-sqlite", { BETTER_AUTH_SECRET: "e2e-redirects-secret-of-32-characters!" });
  const { dataDir } = site;
  test.describe.configure({ mode: "serial", timeout: budget(180_000) });

  test("refused in French, added, followed and counted, changed, exported, imported, deleted", async ({
    page,
    browser,
    request,
  }) => {
    await desk(page, site.url, dataDir);
    const visitor = await browser.newPage();
    await scenario(page, site.url, request, visitor);
    await visitor.close();
  });

  test("an address removed on purpose (410): its French page, no redirect to it, its uses counted", async ({
    page,
    browser,
    request,
  }) => {
    await desk(page, site.url, dataDir);
    const visitor = await browser.newPage();
    await removedOnPurpose(page, site.url, request, visitor);
    await visitor.close();
  });

  test("a page retired in favour of a redirect, a note imported alone, a file too big, one redirect too many", async ({
    page,
    request,
  }) => {
    await desk(page, site.url, dataDir);
    await edges(page, site.url, dataDir, request);
  });

  test("the 404 log a page at a time, the most asked first, with plain links between pages", async ({ page }) => {
    await desk(page, site.url, dataDir);
    await notFoundPages(page, site.url, dataDir);
  });
});

test.describe("on PostgreSQL, two instances", () => {
  const pair = postgresPairOfItsOwn("e2e_redirects");
  test.describe.configure({ mode: "serial", timeout: budget(180_000) });

  test("saved on one instance, served and counted by the other within two settings readings", async ({
    page,
    browser,
    request,
  }) => {
    await desk(page, pair.first.url, pair.dataDir, pair.databaseUrl);
    const visitor = await browser.newPage();
    await scenario(page, pair.second.url, request, visitor);
    await visitor.close();
  });
});
