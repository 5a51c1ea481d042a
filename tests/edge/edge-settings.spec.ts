/**
 * The back office's settings reach the edge Worker too, run after every other edge test
 * (playwright.edge.config.ts: the switch would close the pages they check): maintenance switched on
 * in the Node origin's back office makes the Worker answer 503 within two settings readings, with
 * the screen and Retry-After, robots.txt still 200; switched off, 200 again. A choice in the
 * Worker's cookie banner is counted in the Node origin's store. A home title saved there is in the
 * Worker's page, and so is a page's SEO title saved in the SEO desk, kept once React has hydrated;
 * a page set to noindex there leaves the Worker's sitemap (which runs the Worker first:
 * wrangler.jsonc); a redirect saved there is served by the Worker, query kept, and its use counted
 * on the origin, and an address removed on purpose there (410) answered by the Worker with the
 * French page; an unknown address asked of the Worker is in the origin's 404 log. An article
 * published in the origin's desk reaches the Worker's blog, list, feed, sitemap and social card
 * within the settings' interval, hydrated under its own CSP, and leaves it offline; a second Worker
 * sharing the first's R2 bucket, its origin out of reach, serves it and its going offline the same
 * (OpenNext's R2 cache: another location of the Worker); and with nobody visiting, the Worker's
 * Cron Trigger keeps a publication (and its going offline) there for every location.
 */
import { createHash } from "node:crypto";
import type { Browser, Locator } from "@playwright/test";
import { NOT_FOUND_ADMIN_PATH, REDIRECTS_ADMIN_PATH, seoPagePath } from "../../lib/config/admin.ts";
import { CONSENT_COUNT_PATH } from "../../lib/config/consent-banner.ts";
import { ERROR_PAGE_CSS } from "../../lib/config/error-page-style.ts";
import { freePort } from "../../scripts/free-port.ts";
import { budget } from "../browser-args.ts";
import { expect, newMember, signIn } from "../e2e/admin-support.ts";
import { type ArticleFields, fillArticle } from "../e2e/article-support.ts";
import { interactive, test } from "../e2e/helpers.ts";
import { SETTINGS_REACH_MS } from "../e2e/settings-reach.ts";
import { quietVisitor } from "../e2e/visitor.ts";
import { consentChoicesCounted, secondWorker, tagCacheTags } from "./edge-support.ts";

const origin = () => process.env.EDGE_ORIGIN_URL ?? "";

// One after the other: the maintenance switch would close the home page the texts' test reads.
test.describe.configure({ mode: "serial" });

test("a choice in the Worker's cookie banner is counted on the Node origin", async ({ page }) => {
  const before = consentChoicesCounted();
  await page.goto("/tarifs");
  await interactive(page);
  const banner = page.getByRole("region", { name: "Vos choix concernant les cookies" });
  // The Worker answers the banner's beacon once the origin has counted it (it awaits the hand-over).
  const counted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === CONSENT_COUNT_PATH && response.request().method() === "POST",
  );
  await banner.getByRole("button", { name: "Uniquement essentiels" }).click();
  await expect(banner).toBeHidden();
  expect((await counted).status()).toBe(204);
  expect(consentChoicesCounted()).toBe(before + 1);
});

test("maintenance switched on the Node origin reaches the Worker within two settings readings, and off again", async ({
  browser,
  request,
}) => {
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}/admin/maintenance`);
  const form = staff.getByRole("main");
  await form.getByLabel("Mettre le site en maintenance pour tous les visiteurs").check();
  await form.getByLabel("Message affiché aux visiteurs").fill("Maintenance de la plateforme.");
  await form.getByLabel("Retour prévu le (heure de Paris, facultatif)").fill("2030-06-01T10:00");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByRole("status")).toContainText("La maintenance est activée");

  await expect.poll(async () => (await request.get("/tarifs")).status(), { timeout: SETTINGS_REACH_MS }).toBe(503);
  const answer = await request.get("/");
  expect(answer.status()).toBe(503);
  expect(answer.headers()["retry-after"]).toBe("Sat, 01 Jun 2030 08:00:00 GMT");
  expect(await answer.text()).toContain("Maintenance de la plateforme.");
  expect((await request.get("/robots.txt")).status()).toBe(200);
  expect((await request.get("/maintenance")).status()).toBe(200);

  await form.getByLabel("Mettre le site en maintenance pour tous les visiteurs").uncheck();
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByRole("status")).toContainText("La maintenance est levée");
  await expect.poll(async () => (await request.get("/tarifs")).status(), { timeout: SETTINGS_REACH_MS }).toBe(200);
  await staff.close();
});

test("a home title saved on the Node origin is in the Worker's home page within two settings readings, with no CSP violation", async ({
  browser,
  page,
  request,
}) => {
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}/admin/textes`);
  const form = staff.getByRole("main");
  await form.getByLabel(/^Titre principal/).fill("La gestion des TPE, depuis la périphérie");
  await form.getByRole("button", { name: "Enregistrer les textes" }).click();
  await expect(form.getByRole("status")).toContainText("Textes enregistrés");
  await expect
    .poll(
      async () => (await (await request.get("/")).text()).includes(">La gestion des TPE, depuis la périphérie</h1>"),
      { timeout: SETTINGS_REACH_MS },
    )
    .toBe(true);
  await page.goto("/");
  await interactive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("La gestion des TPE, depuis la périphérie");

  await form.getByRole("button", { name: "Rétablir le texte d'origine : Titre principal" }).click();
  await expect(form.getByRole("status")).toContainText("Le texte d'origine est rétabli");
  await staff.close();
});

test("a page's SEO title saved on the Node origin is in the Worker's page within two settings readings, after hydration too", async ({
  browser,
  page,
  request,
}) => {
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}${seoPagePath("/contact")}`);
  const form = staff.getByRole("main");
  await form.getByLabel("Titre SEO", { exact: true }).fill("Contactez l'équipe Gestio depuis la périphérie");
  await form.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(form.getByRole("status")).toContainText("Modifications enregistrées");
  await expect
    .poll(
      async () =>
        (await (await request.get("/contact")).text()).includes(
          "<title>Contactez l&#x27;équipe Gestio depuis la périphérie</title>",
        ),
      { timeout: SETTINGS_REACH_MS },
    )
    .toBe(true);
  // The page's CSP lists its scripts as written: no violation (the test's own watch), the title kept.
  await quietVisitor(page);
  await page.goto("/contact");
  await interactive(page);
  expect(await page.title()).toBe("Contactez l'équipe Gestio depuis la périphérie");

  await form.getByRole("button", { name: "Rétablir la valeur d'origine : Titre SEO" }).click();
  await expect(form.getByRole("status")).toContainText("La valeur d'origine est rétablie");
  await staff.close();
});

test("a page set to noindex on the Node origin leaves the Worker's sitemap within two settings readings, robots noindex in its HTML; back when reset", async ({
  browser,
  request,
}) => {
  const page = "/a-propos";
  const sitemapHas = async () => (await (await request.get("/sitemap.xml")).text()).includes(`${page}</loc>`);
  expect(await sitemapHas()).toBe(true);
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}${seoPagePath(page)}`);
  const form = staff.getByRole("main");
  await form.getByLabel("Ne pas indexer cette page (noindex)").check();
  await form.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(form.getByRole("status")).toContainText("Modifications enregistrées");
  await expect.poll(sitemapHas, { timeout: SETTINGS_REACH_MS }).toBe(false);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect(sitemap.headers()["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self';/);
  expect(await sitemap.text()).toContain("<urlset");
  expect(await (await request.get(page)).text()).toContain('<meta name="robots" content="noindex, follow"/>');

  await form
    .getByRole("button", { name: "Rétablir la valeur d'origine : Ne pas indexer cette page (noindex)" })
    .click();
  await expect(form.getByRole("status")).toContainText("La valeur d'origine est rétablie");
  await expect.poll(sitemapHas, { timeout: SETTINGS_REACH_MS }).toBe(true);
  expect(await (await request.get(page)).text()).not.toContain('name="robots"');
  await staff.close();
});

test("a redirect saved on the Node origin is served by the Worker within two settings readings, query kept, its use counted there", async ({
  browser,
  request,
}) => {
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}${REDIRECTS_ADMIN_PATH}`);
  const form = staff.getByRole("main");
  await form.getByLabel("Ancienne adresse").fill("/offre-peripherie");
  await form.getByLabel("Nouvelle adresse").fill("/tarifs");
  await form.getByRole("button", { name: "Enregistrer la redirection" }).click();
  await expect(form.getByRole("status")).toContainText("Redirection enregistrée");
  const follow = () => request.get("/offre-peripherie?utm_source=edge", { maxRedirects: 0 });
  await expect.poll(async () => (await follow()).status(), { timeout: SETTINGS_REACH_MS }).toBe(301);
  expect((await follow()).headers().location).toMatch(/\/tarifs\?utm_source=edge$/);
  // Counted on the origin (the Worker posts its uses there).
  const row = form.getByRole("row").filter({ hasText: "/offre-peripherie" });
  await expect
    .poll(
      async () => {
        await staff.reload();
        return Number((await row.getByRole("cell").nth(4).textContent())?.replace(/\D/g, "") || 0);
      },
      { timeout: budget(10_000) },
    )
    .toBeGreaterThan(0);
  await staff.close();
});

test("an address removed on purpose (410) on the Node origin is answered 410 by the Worker, with the French page", async ({
  browser,
  request,
}) => {
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}${REDIRECTS_ADMIN_PATH}`);
  const form = staff.getByRole("main");
  await form.getByLabel("Ancienne adresse").fill("/offre-retiree-peripherie");
  await form.getByLabel(/^410/).check();
  await form.getByRole("button", { name: "Enregistrer la redirection" }).click();
  await expect(form.getByRole("status")).toContainText("Redirection enregistrée");
  const gone = () => request.get("/offre-retiree-peripherie?utm_source=edge", { maxRedirects: 0 });
  await expect.poll(async () => (await gone()).status(), { timeout: SETTINGS_REACH_MS }).toBe(410);
  const answer = await gone();
  expect(answer.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  // The page's only inline style, the error pages' rules, allowed by its hash in the Worker's policy too.
  const policy = answer.headers()["content-security-policy"] ?? "";
  expect(policy).toContain(`'sha256-${createHash("sha256").update(ERROR_PAGE_CSS).digest("base64")}'`);
  expect(policy).not.toContain("'unsafe-inline'");
  const html = await answer.text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain("<h1>Page supprimée</h1><p>Cette page a été supprimée définitivement.</p>");
  expect(html).toContain('<a href="/">Retour à l’accueil</a>');
  await staff.close();
});

test("an unknown address asked of the Worker is in the Node origin's 404 log, with the referring host only", async ({
  browser,
  request,
}) => {
  const answer = await request.get("/adresse-perdue-en-peripherie?x=1", {
    headers: { referer: "https://annuaire.example/fiche?id=7" },
  });
  expect(answer.status()).toBe(404);
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}${NOT_FOUND_ADMIN_PATH}`);
  const row = staff.getByRole("main").getByRole("row").filter({ hasText: "/adresse-perdue-en-peripherie" });
  await expect
    .poll(
      async () => {
        await staff.reload();
        return (await row.count()) > 0
          ? (await row.getByRole("cell").allTextContents()).map((cell) => cell.trim())
          : [];
      },
      { timeout: budget(10_000) },
    )
    .toEqual(expect.arrayContaining(["/adresse-perdue-en-peripherie", "1", "annuaire.example"]));
  await staff.close();
});

/** An article written in the Node origin's desk by a new staff member and saved as a draft: its page, form, title and address. */
async function draftArticle(browser: Browser, fields: ArticleFields) {
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}/admin/articles/nouveau`);
  await interactive(staff);
  const form = staff.getByRole("main");
  const title = `${fields.title} ${Date.now().toString().slice(-6)}`;
  await fillArticle(form, { ...fields, title });
  const slug = await form.getByLabel("Adresse", { exact: true }).inputValue();
  await form.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(form.getByRole("status")).toContainText("Brouillon enregistré");
  await interactive(staff);
  return { staff, form, title, slug };
}

/** Publishes the draft open in `form` now. */
async function publishNow(form: Locator): Promise<void> {
  await form.getByRole("button", { name: "Publier maintenant" }).click();
  await expect(form.getByRole("status")).toContainText("Article publié");
}

/** Another location of the Worker: a second Worker sharing the first's R2 and D1, its origin out of reach. */
let elsewhere: { url: string; stop: () => void } | undefined;
async function otherLocation(): Promise<{ url: string; stop: () => void }> {
  elsewhere ??= await secondWorker(`http://127.0.0.1:${await freePort()}`, budget(90_000));
  return elsewhere;
}
test.afterAll(() => elsewhere?.stop());

test("an article published in the Node origin's desk reaches the Worker's blog, under its own CSP", async ({
  browser,
  request,
}) => {
  test.setTimeout(budget(180_000)); // a second Worker starts in it
  const { staff, form, title, slug } = await draftArticle(browser, {
    title: "Clôturer son exercice sereinement",
    excerpt:
      "Inventaire, rapprochement bancaire et justificatifs\u00a0: les étapes d'une clôture d'exercice sans surprise.",
    category: "Comptabilité",
    body: "## Avant la clôture\n\nUn inventaire soigné.",
  });
  await publishNow(form);

  await expect
    .poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: SETTINGS_REACH_MS })
    .toBe(200);
  const visitor = await browser.newPage();
  await quietVisitor(visitor);
  const problems: string[] = [];
  visitor.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await visitor.goto(`/blog/${slug}`);
  await interactive(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(problems).toEqual([]);
  // The list, the feed and the sitemap follow the published articles' version, which the Worker reads with
  // the site's settings at most every SITE_SETTINGS_TTL_MS: the article's own page may come first.
  const text = (path: string) => async () => (await request.get(path)).text();
  await expect.poll(text("/blog"), { timeout: SETTINGS_REACH_MS }).toContain(title);
  await expect.poll(text("/rss.xml"), { timeout: SETTINGS_REACH_MS }).toContain(`/blog/${slug}</link>`);
  await expect.poll(text("/sitemap.xml"), { timeout: SETTINGS_REACH_MS }).toContain(`/blog/${slug}</loc>`);
  const card = await request.get(`/blog/${slug}/opengraph-image`);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");

  // Another location of the Worker, the origin out of reach: the page the first kept in R2, under its own hashes.
  const served = await request.get(`/blog/${slug}`);
  const other = await otherLocation();
  const kept = await request.get(`${other.url}/blog/${slug}`);
  expect(kept.status()).toBe(200);
  expect(await kept.text()).toContain(title);
  expect(kept.headers()["x-blog-version"]).toBe(served.headers()["x-blog-version"]);
  expect(kept.headers()["content-security-policy"]).toBe(served.headers()["content-security-policy"]);
  const scripts = kept
    .headers()
    ["content-security-policy"]?.split(";")
    .find((part) => part.includes("script-src"));
  expect(scripts).toContain("'sha256-");
  expect(scripts).not.toContain("unsafe-inline");

  // Taken offline: 404 in the Worker too, and at the other location once the first has seen it.
  await form.getByRole("button", { name: "Dépublier" }).click();
  await expect(form.getByRole("status")).toContainText("Article dépublié");
  await expect
    .poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: SETTINGS_REACH_MS })
    .toBe(404);
  await expect
    .poll(async () => (await request.get(`${other.url}/blog/${slug}`)).status(), { timeout: SETTINGS_REACH_MS })
    .toBe(404);
  await visitor.close();
  await staff.close();
});

test("a price published in the Node origin's content desk reaches the Worker's pages and JSON-LD, under their own CSP; the origin back", async ({
  browser,
  request,
}) => {
  const staff = await browser.newPage();
  await signIn(staff, newMember(), `${origin()}/admin/contenu/formules/facturepro`);
  await interactive(staff);
  const form = staff.getByRole("main");
  await form.locator('[data-list-item="c.1"]').getByLabel("Prix mensuel TTC en euros").fill("8,25");
  await form.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(form.getByRole("status")).toContainText("Publié");

  const text = (path: string) => async () => (await request.get(path)).text();
  await expect.poll(text("/tarifs/facturepro"), { timeout: SETTINGS_REACH_MS }).toContain("8,25\u00a0€");
  expect(await text("/tarifs/facturepro")()).toContain('"price":"8.25"');
  await expect.poll(text("/tarifs"), { timeout: SETTINGS_REACH_MS }).toContain("8,25\u00a0€");
  const visitor = await browser.newPage();
  await quietVisitor(visitor);
  const problems: string[] = [];
  visitor.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await visitor.goto("/tarifs/facturepro");
  await interactive(visitor);
  await expect(visitor.locator('[data-plan="Pro"] [data-price]')).toContainText("8,25\u00a0€");
  expect(problems).toEqual([]);
  await visitor.close();

  await form.getByRole("button", { name: "Revenir au texte d'origine" }).click();
  await expect(form.getByRole("status")).toContainText("Le texte d'origine est dans le brouillon");
  await interactive(staff);
  await form.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(form.getByRole("status")).toContainText("Publié");
  await expect.poll(text("/tarifs/facturepro"), { timeout: SETTINGS_REACH_MS }).toContain("6,90\u00a0€");
  await staff.close();
});

test("a publication reaches every location of the Worker by its Cron Trigger, with nobody visiting", async ({
  browser,
  request,
}) => {
  test.setTimeout(budget(180_000)); // a second Worker may start in it
  const other = await otherLocation();
  const { staff, form, title, slug } = await draftArticle(browser, {
    title: "Préparer sa déclaration de TVA",
    excerpt: "Collecte des factures, TVA déductible et échéances\u00a0: préparer sa déclaration sans stress.",
    category: "Comptabilité",
    body: "## Les pièces\n\nFactures et relevés.",
  });
  await publishNow(form);

  // Nobody asks the first Worker for it: its Cron Trigger keeps it in R2, where the other location
  // (its origin out of reach) finds the article, the list and the feed.
  const kept = async (path: string) => {
    await request.get(`/__scheduled?cron=${encodeURIComponent("* * * * *")}`);
    return request.get(`${other.url}${path}`);
  };
  await expect.poll(async () => (await kept(`/blog/${slug}`)).status(), { timeout: SETTINGS_REACH_MS }).toBe(200);
  const out = await request.get(`${other.url}/blog/${slug}`);
  expect(await out.text()).toContain(title);
  expect(await (await request.get(`${other.url}/blog`)).text()).toContain(title);
  // The version kept is recorded in OpenNext's D1 tag cache (the next minutes ask nothing more).
  expect(tagCacheTags()).toContainEqual(
    expect.stringMatching(`/blog-pages-version:${out.headers()["x-blog-version"]}$`),
  );
  expect(await (await request.get(`${other.url}/rss.xml`)).text()).toContain(`/blog/${slug}</link>`);

  await form.getByRole("button", { name: "Dépublier" }).click();
  await expect(form.getByRole("status")).toContainText("Article dépublié");
  await expect.poll(async () => (await kept(`/blog/${slug}`)).status(), { timeout: SETTINGS_REACH_MS }).toBe(404);
  expect(await (await request.get(`${other.url}/blog`)).text()).not.toContain(title);
  await staff.close();
});

test("an article's image sent on the Node origin is kept in the bucket, and the Worker serves it from there for a year", async ({
  browser,
  request,
}) => {
  const { staff, form } = await draftArticle(browser, {
    title: "Choisir son statut juridique",
    excerpt: "Micro-entreprise, EURL ou SASU\u00a0: les critères qui comptent pour bien démarrer son activité.",
    category: "Création d'entreprise",
    body: "## Les critères\n\nResponsabilité et fiscalité.",
  });
  const image = form.getByRole("region", { name: "Image de couverture" });
  await image.getByLabel("Image", { exact: true }).setInputFiles("public/blog/notes-de-frais.png");
  await image.getByLabel("Texte alternatif de l'image").fill("Des notes de frais rangées sur un bureau");
  await image.getByRole("button", { name: "Envoyer l'image" }).click();
  await expect(form.getByRole("status")).toContainText("Image de couverture enregistrée");
  const avif = staff.locator("[data-article-preview] picture source[type='image/avif']");
  const file = (await avif.getAttribute("srcset"))?.split(" ")[0] ?? "";
  expect(file).toMatch(/^\/article-images\/[0-9a-f]{24}\/640\.avif$/);

  // From the bucket, by the Worker itself (no detour by the origin), the same bytes as the origin's.
  const fromWorker = await request.get(file, { maxRedirects: 0 });
  expect(fromWorker.status()).toBe(200);
  expect(fromWorker.headers()["content-type"]).toBe("image/avif");
  expect(fromWorker.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const fromOrigin = await request.get(`${origin()}${file}`);
  expect(Buffer.compare(await fromWorker.body(), await fromOrigin.body())).toBe(0);
  const stored = await request.get(`${process.env.EDGE_IMAGE_BUCKET_URL}${file}`);
  expect(stored.status()).toBe(200);
  // An image nobody sent: not found, in French.
  const unknown = await request.get(file.replace(/[0-9a-f]{24}/, "0".repeat(24)));
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toBe("Image introuvable.");
  await staff.close();
});
