/**
 * The SEO desk's values without a deployment (issue 31, part 2), on SQLite (one instance) and on
 * PostgreSQL (two instances: saved on one, served by the other): a page's title, description and
 * noindex saved in its sheet are in the HTML every visitor and crawler gets within two settings
 * readings, kept after hydration and after a navigation from another page (document.title, one
 * description), with no CSP violation; the page leaves the sitemap, and its `lastmod` is the
 * change's day once it is back. Refusals are in French and keep what was typed; « Rétablir la
 * valeur d'origine » brings the page module's value back; each change is in the audit log. Their
 * own servers: the shared one serves the pages as built.
 */

import type { APIRequestContext } from "@playwright/test";
import { seoPagePath } from "../../lib/config/admin.ts";
import { escapeHtml } from "../../lib/format/escape-html.ts";
import { budget } from "../browser-args.ts";
import { test as base, type Page } from "../browser-test.ts";
import { DESKTOP, expect, interactive, main, newMember, signIn } from "./admin-support.ts";
import { collectPageProblems } from "./helpers.ts";
import { postgresPairOfItsOwn, serverOfItsOwn } from "./next-server.ts";
import { SETTINGS_REACH_MS } from "./settings-reach.ts";
import { quietVisitor } from "./visitor.ts";

const test = base;
const PAGE = "/a-propos";
const TITLE = "Qui sommes-nous ? L'équipe Gestio";
const SOCIAL_TITLE = "L'équipe qui simplifie la gestion des TPE";
const DESCRIPTION =
  "Une équipe française qui conçoit des applications de gestion simples pour les TPE, les indépendants et les créateurs d'entreprise.";

const html = async (request: APIRequestContext, url: string) => (await request.get(url)).text();
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];

async function sheet(page: Page, site: string, dataDir: string, databaseUrl?: string): Promise<void> {
  await signIn(page, newMember(dataDir, databaseUrl), `${site}${seoPagePath(PAGE)}`);
  // The sheet as a document of its own, not the sign-in action's navigation still under way.
  await page.goto(`${site}${seoPagePath(PAGE)}`);
  await expect(main(page).getByRole("heading", { name: "Modifier sans déployer" })).toBeVisible();
  await interactive(page);
}

/** Saves the title, the description, the social title, a canonical and noindex in the sheet open on `staff`; `visitorSite` serves them. */
async function saveAndSee(staff: Page, visitorSite: string, request: APIRequestContext, browserPage: Page) {
  const form = main(staff);
  const original = titleOf(await html(request, `${visitorSite}${PAGE}`));
  expect(original).toBeTruthy();
  await form.getByLabel("Titre SEO", { exact: true }).fill(TITLE);
  await form.getByLabel("Meta description", { exact: true }).fill(DESCRIPTION);
  await form.getByLabel("Titre pour les réseaux sociaux", { exact: true }).fill(SOCIAL_TITLE);
  await form.getByLabel("URL canonique").fill("/contact");
  await form.getByLabel("Ne pas indexer cette page (noindex)").check();
  await form.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(form.getByRole("status")).toContainText("Modifications enregistrées");

  await expect
    .poll(async () => titleOf(await html(request, `${visitorSite}${PAGE}`)), { timeout: SETTINGS_REACH_MS })
    .toBe(escapeHtml(TITLE));
  const served = await html(request, `${visitorSite}${PAGE}`);
  expect(served).toContain(`<meta name="description" content="${escapeHtml(DESCRIPTION)}"/>`);
  expect(served).toContain('<meta name="robots" content="noindex, follow"/>');
  // The social title its own; the social description follows the SEO one; the canonical the page named.
  expect(served).toContain(`<meta property="og:title" content="${escapeHtml(SOCIAL_TITLE)}"/>`);
  expect(served).toContain(`<meta name="twitter:description" content="${escapeHtml(DESCRIPTION)}"/>`);
  expect(served).toMatch(/<link rel="canonical" href="[^"]*\/contact"\/>/);
  // The client router's request for the page's data gets the document with the values, not the
  // build's payload: the router then loads the page itself.
  const data = await request.get(`${visitorSite}${PAGE}?_rsc=abc`, { headers: { rsc: "1" } });
  expect(data.headers()["content-type"]).toContain("text/html");
  expect(titleOf(await data.text())).toBe(escapeHtml(TITLE));
  await expect
    .poll(async () => (await html(request, `${visitorSite}/sitemap.xml`)).includes(`${PAGE}<`), {
      timeout: SETTINGS_REACH_MS,
    })
    .toBe(false);

  // A visitor: the title stays once React has hydrated, one description, no CSP violation; and the
  // same after a navigation from the home page by the header's link.
  const visitor = browserPage;
  await visitor.setViewportSize(DESKTOP);
  await quietVisitor(visitor);
  const problems = collectPageProblems(visitor);
  await visitor.goto(`${visitorSite}${PAGE}`);
  await interactive(visitor);
  expect(await visitor.title()).toBe(TITLE);
  await expect(visitor.locator('meta[name="description"]')).toHaveCount(1);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", DESCRIPTION);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await visitor.goto(`${visitorSite}/`);
  await interactive(visitor);
  await visitor.getByRole("banner").getByRole("link", { name: "À propos", exact: true }).click();
  await expect(visitor).toHaveURL(`${visitorSite}${PAGE}`);
  await interactive(visitor);
  await expect.poll(() => visitor.title()).toBe(TITLE);
  await expect(visitor.locator('meta[name="description"]')).toHaveCount(1);
  expect(problems).toEqual([]);
  return original ?? "";
}

/** Refusals in French, what was typed kept, nothing saved. */
async function refusals(staff: Page) {
  const form = main(staff);
  await form.getByLabel("Titre SEO", { exact: true }).fill("T".repeat(121));
  await form.getByLabel("URL canonique").fill("https://ailleurs.example/a-propos");
  await form.getByRole("button", { name: "Enregistrer", exact: true }).click();
  const summary = form.getByRole("alert");
  await expect(summary).toContainText("Rien n'a été enregistré");
  await expect(summary).toContainText("Titre SEO : 120 caractères au plus (121 saisis).");
  await expect(summary).toContainText("L'URL canonique doit être une adresse de ce site");
  await expect(summary).toBeFocused();
  await expect(form.getByLabel("Titre SEO", { exact: true })).toHaveValue("T".repeat(121));
  await expect(form.getByLabel("Titre SEO", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("URL canonique").fill("/page-qui-n-existe-pas");
  await form.getByLabel("Titre SEO", { exact: true }).fill(TITLE);
  await form.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(form.getByRole("alert")).toContainText(
    "Le site n'a pas de page à l'adresse « /page-qui-n-existe-pas ».",
  );
}

/** « Rétablir la valeur d'origine » of the title and of noindex: the page module's title is back, the page back in the sitemap, dated today. */
async function reset(staff: Page, visitorSite: string, request: APIRequestContext, original: string) {
  await staff.goto(staff.url().replace(/&message=.*$/, ""));
  await interactive(staff);
  const form = main(staff);
  await form.getByRole("button", { name: "Rétablir la valeur d'origine : Titre SEO" }).click();
  await expect(form.getByRole("status")).toContainText("La valeur d'origine est rétablie");
  await form
    .getByRole("button", { name: "Rétablir la valeur d'origine : Ne pas indexer cette page (noindex)" })
    .click();
  await expect(form.getByRole("status")).toContainText("La valeur d'origine est rétablie");
  await expect
    .poll(async () => titleOf(await html(request, `${visitorSite}${PAGE}`)), { timeout: SETTINGS_REACH_MS })
    .toBe(original);
  // The day of the last change, as the server stored it (not this machine's clock, which may have passed midnight).
  const settings = (await (await request.get(`${visitorSite}/site-settings`)).json()) as {
    seoOverrides: Record<string, { changedAt: string }>;
  };
  const today = settings.seoOverrides[PAGE]?.changedAt.slice(0, 10);
  expect(today).toBeTruthy();
  await expect
    .poll(
      async () =>
        (await html(request, `${visitorSite}/sitemap.xml`)).includes(`${PAGE}</loc><lastmod>${today}</lastmod>`),
      {
        timeout: SETTINGS_REACH_MS,
      },
    )
    .toBe(true);
  expect(await html(request, `${visitorSite}${PAGE}`)).not.toContain('name="robots"');
  // The description is still the desk's.
  expect(await html(request, `${visitorSite}${PAGE}`)).toContain("Une équipe française qui conçoit");

  await staff.goto(staff.url().replace(/\/admin\/seo\/fiche.*$/, "/admin/journal"));
  await expect(
    main(staff)
      .getByText(/SEO d'une page modifié/)
      .first(),
  ).toBeVisible();
  await expect(main(staff).getByText(`${PAGE} : title, description, socialTitle, canonical, noindex`)).toBeVisible();
}

test.describe("on SQLite, one instance", () => {
  const site = serverOfItsOwn("seo-sqlite", { BETTER_AUTH_SECRET: "e2e-seo-overrides-secret-of-32-characters" });
  const { dataDir } = site;
  test.describe.configure({ mode: "serial", timeout: budget(180_000) });

  test("refused in French, saved, served after hydration and navigation, then reset", async ({
    page,
    browser,
    request,
  }) => {
    await sheet(page, site.url, dataDir);
    await refusals(page);
    await page.reload();
    await interactive(page);
    const visitor = await browser.newPage();
    const original = await saveAndSee(page, site.url, request, visitor);
    await visitor.close();
    await reset(page, site.url, request, original);
  });
});

test.describe("on PostgreSQL, two instances", () => {
  const pair = postgresPairOfItsOwn("e2e_seo_overrides");
  test.describe.configure({ mode: "serial", timeout: budget(180_000) });

  test("saved on one instance, the other serves it within two settings readings; reset there too", async ({
    page,
    browser,
    request,
  }) => {
    await sheet(page, pair.first.url, pair.dataDir, pair.databaseUrl);
    const visitor = await browser.newPage();
    const original = await saveAndSee(page, pair.second.url, request, visitor);
    await visitor.close();
    await reset(page, pair.second.url, request, original);
  });
});
