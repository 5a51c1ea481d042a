/**
 * The public blog from the store, on a server of its own (its publications would change
 * the shared server's blog under the other tests): an article published in the desk reaches
 * /blog/{slug}, /blog, the RSS feed, the sitemap and its social card within the settings' interval, under a
 * CSP listing its own inline scripts (no violation, hydrated, no script from its body), with its
 * breadcrumbs and BlogPosting JSON-LD; the search finds it by a word of its body, without script
 * too; its former address answers 301 once moved, its address 404 once offline; a scheduled article
 * goes out at its moment with nobody signed in. On PostgreSQL, a publication on one instance
 * reaches the other, and a scheduled article goes out on both at its moment.
 */

import { createHash } from "node:crypto";
import { isExecutableInlineScript, scanTags } from "../../lib/seo/html-scan.ts";
import { setPublication } from "../../lib/server/articles/articles-store.ts";
import { PUBLICATION_CHECK_MS } from "../../lib/server/articles/publication-keeper.ts";
import type { Db } from "../../lib/server/store/db.ts";
import { budget } from "../browser-args.ts";
import { test as base, type Page } from "../browser-test.ts";
import { DESKTOP, expect, interactive, main, newMember, signIn } from "./admin-support.ts";
import { fillArticle } from "./article-support.ts";
import { unique } from "./forms-support.ts";
import { collectPageProblems } from "./helpers.ts";
import { postgresPairOfItsOwn, serverOfItsOwn } from "./next-server.ts";
import { inServerStore } from "./server-store.ts";
import { SETTINGS_REACH_MS } from "./settings-reach.ts";
import { quietVisitor } from "./visitor.ts";

const test = base;
test.use({ viewport: DESKTOP });

/** A word only the article's body has (the live filter looks at titles, excerpts and categories only). */
const BODY_WORD = "hirondelle";

/** Writes and publishes an article in the desk at `origin`; answers its address and its editor's URL. */
async function publishArticle(page: Page, origin: string, dataDir: string, databaseUrl?: string) {
  await signIn(page, newMember(dataDir, databaseUrl), `${origin}/admin/articles/nouveau`);
  await interactive(page);
  const form = main(page);
  const title = `Réussir sa première déclaration de TVA ${unique().slice(-6)}`;
  await fillArticle(form, {
    title,
    excerpt: "Les étapes d'une déclaration de TVA sereine pour une TPE : calendrier, justificatifs et pièges.",
    category: "Fiscalité",
    body: [
      "## Le calendrier",
      `Une échéance à ne pas manquer, comme le retour de l'${BODY_WORD} au printemps.`,
      '<script>window.__articleScript = "exécuté"</script>',
      '<img src="x" onerror="window.__articleScript = \'exécuté\'">',
    ].join("\n\n"),
  });
  const slug = await form.getByLabel("Adresse", { exact: true }).inputValue();
  await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(main(page).getByRole("status")).toContainText("Brouillon enregistré");
  await interactive(page);
  await main(page).getByRole("button", { name: "Publier maintenant" }).click();
  await expect(main(page).getByRole("status")).toContainText("Article publié");
  await interactive(page);
  return { title, slug, editor: page.url().replace(/\?.*$/, "") };
}

/** Schedules the article at `slug` for `moment`, through the store (the desk offers minutes only). */
async function scheduleArticle(db: Db, slug: string, moment: number) {
  const [row] = await db.all<{ id: string; version: number }>("SELECT id, version FROM articles WHERE slug = ?", [
    slug,
  ]);
  if (!row) throw new Error("no article");
  return setPublication(db, row.id, Number(row.version), { scheduleAt: moment }, null);
}

async function statusOf(page: Page, url: string): Promise<number> {
  return (await page.request.get(url, { maxRedirects: 0 })).status();
}

/** Every inline script of `html` is allowed by a hash of the answer's CSP, which allows no inline script otherwise. */
function expectOwnHashes(html: string, csp: string) {
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const inline = scanTags(html).filter((tag) => isExecutableInlineScript(tag) && tag.text);
  expect(inline.length).toBeGreaterThan(0);
  for (const { text } of inline)
    expect(scriptSrc).toContain(
      `'sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}'`,
    );
}

test.describe("on a server of its own (SQLite)", () => {
  test.describe.configure({ mode: "default" }); // one server: its tests in one worker, in order
  const site = serverOfItsOwn("blog");
  const { dataDir } = site;

  test("a published article reaches the public blog, its feed and the search, then moves and goes offline", async ({
    page,
    browser,
  }) => {
    test.slow();
    const { title, slug, editor } = await publishArticle(page, site.url, dataDir);
    const url = `${site.url}/blog/${slug}`;
    await expect.poll(() => statusOf(page, url), { timeout: SETTINGS_REACH_MS }).toBe(200);

    // Under its own CSP, hydrated, no violation, no script from its body; breadcrumbs and JSON-LD.
    const answer = await page.request.get(url);
    expectOwnHashes(await answer.text(), answer.headers()["content-security-policy"] ?? "");
    const visitor = await browser.newPage();
    await quietVisitor(visitor);
    const problems = collectPageProblems(visitor);
    await visitor.goto(url);
    await interactive(visitor);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.locator("[data-article-body] h2")).toHaveText("Le calendrier");
    expect(await visitor.evaluate(() => (window as { __articleScript?: string }).__articleScript)).toBeUndefined();
    expect(await visitor.locator("[data-article-body] script, [data-article-body] [onerror]").count()).toBe(0);
    const crumbs = visitor.getByRole("navigation", { name: "Fil d'Ariane" });
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    const graph = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(graph.join("")).toContain(`"headline":"${title}"`);
    expect(problems).toEqual([]);

    // The list, the feed and the social card have it.
    await visitor.goto(`${site.url}/blog`);
    await interactive(visitor);
    await expect(visitor.getByRole("main").getByRole("link", { name: title })).toBeVisible();
    expect(await (await page.request.get(`${site.url}/rss.xml`)).text()).toContain(`/blog/${slug}</link>`);
    const today = new Date().toISOString().slice(0, 10);
    expect(await (await page.request.get(`${site.url}/sitemap.xml`)).text()).toContain(
      `/blog/${slug}</loc><lastmod>${today}</lastmod>`,
    );
    const card = await page.request.get(`${url}/opengraph-image`);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");

    // The search finds it by a word of its body, answered on the server: without script too.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const reader = await noScript.newPage();
    await quietVisitor(reader);
    await reader.goto(`${site.url}/blog`);
    await reader.getByLabel("Rechercher un article").fill(BODY_WORD.toUpperCase());
    await reader.getByRole("button", { name: "Rechercher" }).click();
    await expect(reader).toHaveURL(new RegExp(`/blog\\?q=${BODY_WORD.toUpperCase()}$`));
    await expect(reader.locator("[data-blog-search-summary]")).toContainText("1 article trouvé");
    await expect(reader.getByRole("main").getByRole("article")).toHaveCount(1);
    await expect(reader.getByRole("main").getByRole("link", { name: title })).toBeVisible();
    await reader.getByLabel("Rechercher un article").fill("cryptomonnaie");
    await reader.getByRole("button", { name: "Rechercher" }).click();
    await expect(reader.locator("[data-blog-search-summary]")).toContainText("aucun article trouvé");
    await noScript.close();

    // Moved: the former address answers 301 to the new one.
    await page.goto(editor);
    await interactive(page);
    await main(page).getByLabel("Adresse", { exact: true }).fill(`${slug}-bis`);
    await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(main(page).getByRole("status")).toContainText("Article enregistré");
    await expect.poll(() => statusOf(page, url), { timeout: SETTINGS_REACH_MS }).toBe(301);
    expect((await page.request.get(url, { maxRedirects: 0 })).headers().location).toMatch(
      new RegExp(`/blog/${slug}-bis$`),
    );

    // Offline: 404 at both addresses, and gone from the list.
    await interactive(page);
    await main(page).getByRole("button", { name: "Dépublier" }).click();
    await expect(main(page).getByRole("status")).toContainText("Article dépublié");
    await expect.poll(() => statusOf(page, `${url}-bis`), { timeout: SETTINGS_REACH_MS }).toBe(404);
    await expect.poll(() => statusOf(page, url), { timeout: SETTINGS_REACH_MS }).toBe(404);
    expect(await (await page.request.get(`${site.url}/blog`)).text()).not.toContain(title);
    expect(await (await page.request.get(`${site.url}/sitemap.xml`)).text()).not.toContain(`/blog/${slug}`);
    expect(await (await page.request.get(`${site.url}/rss.xml`)).text()).not.toContain(`/blog/${slug}`);
    await visitor.close();
  });

  test("a scheduled article goes out at its moment, with nobody signed in", async ({ page }) => {
    const { slug } = await publishArticle(page, site.url, dataDir);
    const url = `${site.url}/blog/${slug}`;
    await expect.poll(() => statusOf(page, url), { timeout: SETTINGS_REACH_MS }).toBe(200);
    // Scheduled a few seconds ahead, through the store (the desk takes minutes), then signed out.
    // Far enough for its going offline to show first (SETTINGS_REACH_MS), so the page's answers tell the order.
    const moment = Date.now() + SETTINGS_REACH_MS + budget(2_000);
    const scheduled = await inServerStore(dataDir, (db) => scheduleArticle(db, slug, moment));
    expect(scheduled.ok).toBe(true);
    await page.context().clearCookies();
    await expect.poll(() => statusOf(page, url), { timeout: SETTINGS_REACH_MS }).toBe(404);
    await expect.poll(() => statusOf(page, url), { timeout: moment - Date.now() + SETTINGS_REACH_MS }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(moment);
  });

  test("with nobody visiting, the server renders a scheduled article's page at its moment, for its first visitor", async ({
    page,
  }) => {
    const { slug } = await publishArticle(page, site.url, dataDir);
    await page.context().clearCookies();
    await inServerStore(dataDir, async (db) => {
      const moment = Date.now() + budget(5_000);
      expect((await scheduleArticle(db, slug, moment)).ok).toBe(true);
      // Nobody asks for the page: the outbox worker's loop sees the version change at the moment
      // and renders it into the store (page_snapshots), where every instance finds it.
      const rendered = async () => {
        const [snapshot] = await db.all<{ stored_at: number | string }>(
          "SELECT stored_at FROM page_snapshots WHERE path = ?",
          [`/blog/${slug}`],
        );
        return snapshot ? Number(snapshot.stored_at) : 0;
      };
      await expect
        .poll(rendered, { timeout: moment - Date.now() + budget(2 * PUBLICATION_CHECK_MS + 10_000) })
        .toBeGreaterThanOrEqual(moment);
      // Its first visitor gets that page: the version it was rendered for.
      const [kept] = await db.all<{ version: string }>("SELECT version FROM page_snapshots WHERE path = ?", [
        `/blog/${slug}`,
      ]);
      const answer = await page.request.get(`${site.url}/blog/${slug}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["x-blog-version"]).toBe(kept?.version);
    });
  });
});

test.describe("on PostgreSQL, two instances", () => {
  const pair = postgresPairOfItsOwn("e2e_blog");

  test("an article published on one instance reaches the other's public blog; a scheduled one goes out on both", async ({
    page,
  }) => {
    test.slow();
    const { title, slug } = await publishArticle(page, pair.first.url, pair.dataDir, pair.databaseUrl);
    const url = `${pair.second.url}/blog/${slug}`;
    await expect.poll(() => statusOf(page, url), { timeout: SETTINGS_REACH_MS }).toBe(200);
    const answer = await page.request.get(url);
    const html = await answer.text();
    expect(html).toContain(title);
    expectOwnHashes(html, answer.headers()["content-security-policy"] ?? "");
    expect(await (await page.request.get(`${pair.first.url}/blog`)).text()).toContain(title);

    // Scheduled a little later: offline on both, then out on both at its moment, nobody signed in.
    const moment = Date.now() + SETTINGS_REACH_MS + budget(2_000);
    const store = { dataDir: pair.dataDir, databaseUrl: pair.databaseUrl };
    expect((await inServerStore(store, (db) => scheduleArticle(db, slug, moment))).ok).toBe(true);
    await page.context().clearCookies();
    for (const server of [pair.first, pair.second])
      await expect.poll(() => statusOf(page, `${server.url}/blog/${slug}`), { timeout: SETTINGS_REACH_MS }).toBe(404);
    for (const server of [pair.first, pair.second])
      await expect
        .poll(() => statusOf(page, `${server.url}/blog/${slug}`), {
          timeout: Math.max(moment - Date.now(), 0) + SETTINGS_REACH_MS,
        })
        .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(moment);
  });
});
