/**
 * The links report (issue 56, item 5) on a server of its own: an article out whose Markdown links
 * an old address (redirected twice) and a page that no longer exists; the report shows each with
 * the article that holds it, the redirected one fixed in one click (« Remplacer par /tarifs »: a
 * new version of the article, refused when it changed since the report was read), the broken one
 * opened in its editor; an external link whose daily check failed listed with why. At 1280 and
 * 375 px (axe), and without JavaScript.
 */

import { articleEditPath, LINKS_ADMIN_PATH } from "../../lib/config/admin.ts";
import { LINKS_MESSAGES } from "../../lib/config/links-report.ts";
import { articleById, createArticle, saveArticle, setPublication } from "../../lib/server/articles/articles-store.ts";
import { recordLinkChecks } from "../../lib/server/seo/links-check-store.ts";
import { importRedirects } from "../../lib/server/seo/redirects-store.ts";
import { sampleArticle } from "../support/sample-article.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { expect, interactive, MOBILE, main, newMember, signIn, test, withoutJavaScript } from "./admin-support.ts";
import { serverOfItsOwn } from "./next-server.ts";
import { inServerStore } from "./server-store.ts";

const site = serverOfItsOwn("links");
const BROKEN_EXTERNAL = "https://partenaire-disparu.example/offre";

const content = sampleArticle({
  title: "Choisir sa formule de facturation",
  slug: "choisir-sa-formule",
  category: "Gestion",
  body: [
    "## Les formules",
    "",
    "Comparez [nos anciennes offres](/ancienne-offre) avant de choisir.",
    "",
    "Le [guide des relances](/guide-des-relances) vous aidera aussi, comme [ce partenaire](https://partenaire-disparu.example/offre).",
  ].join("\n"),
});

async function seed(): Promise<string> {
  return inServerStore(site.dataDir, async (db) => {
    const now = Date.now();
    await importRedirects(
      db,
      () => [
        { from: "/ancienne-offre", to: "/offre-2025", status: 301, note: "" },
        { from: "/offre-2025", to: "/tarifs", status: 301, note: "" },
      ],
      "test",
      now,
    );
    const created = await createArticle(db, content, null, now);
    if (!created.ok) throw new Error("article not created");
    const published = await setPublication(
      db,
      created.article.id,
      created.article.version,
      { publish: "now" },
      null,
      now,
    );
    if (!published.ok) throw new Error("article not published");
    await recordLinkChecks(db, [{ url: BROKEN_EXTERNAL, ok: false, status: 404, error: null, finalUrl: null }], now);
    return created.article.id;
  });
}

test("a redirected link fixed in one click, a broken one opened in its editor, a failing external link listed", async ({
  page,
  browser,
}) => {
  test.slow();
  const id = await seed();
  await signIn(page, newMember(site.dataDir), `${site.url}${LINKS_ADMIN_PATH}`);
  await page.goto(`${site.url}${LINKS_ADMIN_PATH}`);
  await interactive(page);
  const internal = main(page).getByRole("region", { name: "Liens internes à corriger" });
  const redirected = internal.locator('[data-internal-link="/ancienne-offre"]');
  await expect(redirected).toContainText("Choisir sa formule de facturation");
  await expect(redirected).toContainText("Redirigée vers /tarifs");
  await expect(internal.locator('[data-internal-link="/guide-des-relances"]')).toContainText("Introuvable (404)");
  const external = main(page).locator(`[data-external-link="${BROKEN_EXTERNAL}"]`);
  await expect(external).toContainText("Erreur 404");
  await expectNoAxeViolations(page, "the links report at 1280 px");
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations(page, "the links report at 375 px");

  // The article changed since the report was read (another member's edit): nothing replaced, said so.
  await inServerStore(site.dataDir, async (db) => {
    const edited = await saveArticle(db, id, 2, { ...content, excerpt: `${content.excerpt} Mis à jour.` }, null);
    expect(edited.ok).toBe(true);
  });
  await redirected.getByRole("button", { name: /^Remplacer par \/tarifs/ }).click();
  await expect(main(page).getByRole("status")).toHaveText(LINKS_MESSAGES["lien-article-modifie"] ?? "");
  await interactive(page);
  await redirected.getByRole("button", { name: /^Remplacer par \/tarifs/ }).click();
  await expect(main(page).getByRole("status")).toHaveText(LINKS_MESSAGES["lien-remplace"] ?? "");
  await expect(internal.locator('[data-internal-link="/ancienne-offre"]')).toHaveCount(0);
  await inServerStore(site.dataDir, async (db) => {
    const article = await articleById(db, id);
    expect(article?.body).toContain("[nos anciennes offres](/tarifs)");
    expect(article?.version).toBe(4);
    expect(article?.excerpt).toContain("Mis à jour.");
  });

  // The broken one: its article's editor, one click away; without JavaScript too.
  await withoutJavaScript(browser, page, site.url, async (phone) => {
    await phone.goto(LINKS_ADMIN_PATH);
    await main(phone)
      .locator('[data-internal-link="/guide-des-relances"]')
      .getByRole("link", { name: /Corriger dans l'article/ })
      .click();
    await expect(phone).toHaveURL(new RegExp(`${articleEditPath(id)}$`));
  });
});
