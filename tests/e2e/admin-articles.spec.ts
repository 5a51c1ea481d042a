/**
 * The articles desk, on SQLite (the shared server) and on PostgreSQL (two instances):
 * the specification's three articles moved in at the first start (once, with two instances
 * starting together); a new article refused in French then saved as a draft, its address following
 * its title, its live preview the public page's own rendering with no script from its body; its
 * private preview for signed-in staff only; a save kept in the history and restored; published, its
 * address changed (the former one listed), scheduled (a past date refused), taken offline, deleted
 * once confirmed; each in the audit log. Two people saving one article on two instances: the
 * second is told who saved meanwhile, keeps what they typed, and saves over it knowingly.
 */

import { readFileSync } from "node:fs";
import { ARTICLE_MESSAGES, ARTICLE_STATUS_LABELS } from "../../lib/content/articles/article-rules.ts";
import { getSortedPosts } from "../../lib/content/blog.ts";
import { toParisLocalInput } from "../../lib/format/paris-time.ts";
import { ogAlt } from "../../lib/seo/og/card.ts";
import { postCard } from "../../lib/seo/og/post-card.ts";
import { DESK_MESSAGES } from "../../lib/server/staff/desk-labels.ts";
import { test as base, type Page } from "../browser-test.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { DESKTOP, expect, interactive, MOBILE, main, newMember, signedInTest, signIn, visit } from "./admin-support.ts";
import { fillArticle } from "./article-support.ts";
import { unique } from "./forms-support.ts";
import { postgresPairOfItsOwn, serverOfItsOwn } from "./next-server.ts";
import { quietVisitor } from "./visitor.ts";

const test = base;
test.use({ viewport: DESKTOP });

const POSTS = getSortedPosts();

async function status(page: Page, text: string) {
  await expect(main(page).getByRole("status")).toContainText(text);
  await interactive(page);
}

async function save(page: Page) {
  await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
}

/** Puts a Markdown body (and the other required fields) into the editor. */
async function fillTaxArticle(page: Page, title: string) {
  await fillArticle(main(page), {
    title,
    excerpt: "Les étapes d'une déclaration de TVA sereine pour une TPE : calendrier, justificatifs et pièges.",
    category: "Fiscalité",
    body: [
      "## Le calendrier de la TVA",
      "Une **échéance** à ne pas manquer.",
      '<script>window.__articleScript = "exécuté"</script>',
      '<img src="x" onerror="window.__articleScript = \'exécuté\'">',
      "[Un lien piégé](javascript:window.__articleScript='exécuté')",
    ].join("\n\n"),
  });
}

/** No script of the body ran, and none of its dangerous parts reached the page. */
async function expectNoArticleScript(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __articleScript?: string }).__articleScript),
  ).toBeUndefined();
  expect(
    await page
      .locator("[data-article-body] script, [data-article-body] [onerror], [data-article-body] a[href^='javascript']")
      .count(),
  ).toBe(0);
}

// An administrator of the worker, signed in once (signedInTest), where the test only reads and writes no session.
signedInTest("the desk lists the specification's three articles, moved in at the first start", async ({ page }) => {
  await visit(page, "/admin/articles");
  await interactive(page);
  for (const post of POSTS) {
    const row = main(page).getByRole("row").filter({ hasText: post.title });
    await expect(row).toContainText(ARTICLE_STATUS_LABELS.published);
    await expect(row).toContainText(post.category);
    await expect(row).toContainText("import de départ");
  }
  await main(page).getByLabel("Statut").selectOption("draft");
  await main(page).getByRole("button", { name: "Filtrer" }).click();
  await expect(
    main(page)
      .getByRole("row")
      .filter({ hasText: POSTS[0]?.title ?? "" }),
  ).toHaveCount(0);
  await main(page).getByLabel("Titre ou adresse").fill("NOTES DE FRAIS");
  await main(page).getByLabel("Statut").selectOption("");
  await main(page).getByRole("button", { name: "Filtrer" }).click();
  await expect(main(page).getByRole("heading", { name: "1 article trouvé" })).toBeVisible();
});

// On a server of its own: the article it publishes for a moment would reach the shared server's public blog.
test.describe("on a server of its own", () => {
  const site = serverOfItsOwn("articles");
  const { dataDir } = site;

  test("an article is written, previewed, saved, restored, published, moved, scheduled, taken offline and deleted", async ({
    page,
    browser,
  }) => {
    test.slow();
    await signIn(page, newMember(dataDir), `${site.url}/admin/articles/nouveau`);
    await interactive(page);
    const form = main(page);

    // Refused in French, what was typed kept, the summary focused.
    await form.getByLabel("Titre", { exact: true }).fill("Court");
    await save(page);
    const summary = form.getByRole("alert");
    await expect(summary).toContainText("Rien n'a été enregistré");
    await expect(summary).toContainText(ARTICLE_MESSAGES.title(5));
    await expect(summary).toContainText(ARTICLE_MESSAGES.excerpt(0));
    await expect(summary).toContainText(ARTICLE_MESSAGES.body);
    await expect(summary).toBeFocused();
    await expect(form.getByLabel("Titre", { exact: true })).toHaveValue("Court");
    await expectNoAxeViolations(page, "the new article's refusals");

    // The address follows the title; the preview is the public page's rendering, without the body's scripts.
    const title = `Préparer sa déclaration de TVA ${unique().slice(-6)}`;
    await fillTaxArticle(page, title);
    const slug = await form.getByLabel("Adresse", { exact: true }).inputValue();
    expect(slug).toMatch(/^preparer-sa-declaration-de-tva-\d{6}$/);
    const preview = page.locator("[data-article-preview]");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(preview.getByRole("heading", { level: 2, name: "Le calendrier de la TVA" })).toBeVisible();
    await expect(preview.getByText("Pas encore publié")).toBeVisible();
    await expectNoArticleScript(page);
    await save(page);
    await status(page, "Brouillon enregistré");
    await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]+\?message=article-cree$/);
    const editor = page.url().replace(/\?.*$/, "");
    await expect(main(page).getByRole("heading", { level: 2, name: "Brouillon" })).toBeVisible();
    // The search result it will make: its title with the site's name, its address.
    const result = main(page).getByRole("region", { name: "Dans les résultats de recherche" });
    await expect(result).toContainText(`${title} | `);
    await expect(result).toContainText(`blog › ${slug}`);
    // And the card a social network will show: the public page's drawing, a draft's too.
    const card = result.locator("[data-social-preview] img");
    await expect(card).toHaveAttribute("alt", ogAlt(postCard({ category: "Fiscalité", title })));
    await expect.poll(() => card.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1200);
    await expectNoAxeViolations(page, "the article's editor");

    // A cover image: a file that is no image, then an alternative text too short, refused in French;
    // a PNG made into its set, served from the store for a year, and shown by the preview.
    const image = main(page).getByRole("region", { name: "Image de couverture" });
    const send = async (file: { name: string; mimeType: string; buffer: Buffer }, alt: string) => {
      await image.getByLabel("Image", { exact: true }).setInputFiles(file);
      await image.getByLabel("Texte alternatif de l'image").fill(alt);
      await image.getByRole("button", { name: "Envoyer l'image" }).click();
    };
    await send(
      { name: "note.png", mimeType: "image/png", buffer: Buffer.from("Ceci n'est pas une image.") },
      "Un texte alternatif assez long",
    );
    await status(page, "Ce fichier n'est pas une image JPEG, PNG ou WebP");
    const png = readFileSync("public/blog/notes-de-frais.png");
    await send({ name: "couverture.png", mimeType: "image/png", buffer: png }, "Court");
    await status(page, DESK_MESSAGES["image-texte-alternatif"]);
    await send(
      { name: "couverture.png", mimeType: "image/png", buffer: png },
      "Un calendrier fiscal posé sur un bureau",
    );
    await status(page, "Image de couverture enregistrée");
    const avif = page.locator("[data-article-preview] picture source[type='image/avif']");
    await expect(avif).toHaveAttribute("srcset", /^\/article-images\/[0-9a-f]{24}\/640\.avif 640w, /);
    const file = (await avif.getAttribute("srcset"))?.split(" ")[0] ?? "";
    const served = await page.request.get(`${site.url}${file}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/avif");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await page.request.get(`${site.url}${file.replace(/[0-9a-f]{24}/, "0".repeat(24))}`)).status()).toBe(404);
    await expect(page.locator("[data-article-preview] img")).toHaveAttribute(
      "alt",
      "Un calendrier fiscal posé sur un bureau",
    );
    await expect
      .poll(() => page.locator("[data-article-preview] img").evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const anonymous = await browser.newContext();
    const refused = await anonymous.request.post(`${editor}/image`, {
      multipart: {
        image: { name: "x.png", mimeType: "image/png", buffer: png },
        alt: "Une image envoyée sans session",
        version: "3",
      },
      maxRedirects: 0,
    });
    expect(refused.status()).toBeGreaterThanOrEqual(300);
    expect(refused.headers().location).toMatch(/\/admin\/connexion/);
    const cardRefused = await anonymous.request.get(`${editor}/carte`, { maxRedirects: 0 });
    expect(cardRefused.status()).toBeGreaterThanOrEqual(300);
    expect(cardRefused.headers()["content-type"] ?? "").not.toContain("image/png");
    await anonymous.close();

    // The private preview: staff only.
    await main(page).getByRole("link", { name: "Aperçu privé de la version enregistrée" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("note")).toContainText("Aperçu privé (brouillon)");
    await expectNoArticleScript(page);
    const stranger = await browser.newPage();
    await quietVisitor(stranger);
    await stranger.goto(page.url());
    await expect(stranger).toHaveURL(/\/admin\/connexion\?retour=/);
    await stranger.close();

    // Saved again: the history keeps the first version, which is restored.
    await page.goto(editor);
    await interactive(page);
    await main(page).getByLabel("Titre", { exact: true }).fill(`${title} (mise à jour)`);
    await save(page);
    await status(page, "Article enregistré");
    const history = main(page).getByRole("region", { name: "Versions précédentes" });
    await expect(history.getByRole("row").filter({ hasText: title })).toHaveCount(2); // the draft, then with its image
    // Compared field by field with the current version: the title's added words marked.
    await history.getByRole("link", { name: /^Comparer avec la version actuelle.*version 2$/ }).click();
    const titleChange = main(page).locator('[data-field="c.title"]');
    await expect(titleChange).toContainText("Titre");
    await expect(titleChange.locator('[data-side="apres"] ins')).toContainText("mise à jour");
    await expect(titleChange.locator('[data-side="avant"]')).toHaveText(title);
    await expectNoAxeViolations(page, "two versions of an article compared");
    await page.goto(editor);
    await interactive(page);
    await history.getByRole("button", { name: "Restaurer la version 2" }).click();
    await status(page, "Version restaurée");
    // The screen's own title is the first h1: the live preview holds the public page's once it has drawn.
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(title);
    await expect(history.getByRole("row")).toHaveCount(4);
    await expect(page.locator("[data-article-preview] picture")).toHaveCount(1);

    // Published, then its address changed: the former one is listed.
    await main(page).getByRole("button", { name: "Publier maintenant" }).click();
    await status(page, "Article publié");
    await expect(main(page).getByRole("heading", { level: 2, name: "Publié" })).toBeVisible();
    await main(page).getByLabel("Adresse", { exact: true }).fill(`${slug}-2027`);
    await save(page);
    await status(page, "Article enregistré");
    await expect(main(page).getByText(`/blog/${slug}`, { exact: true })).toBeVisible();

    // Taken offline, then scheduled: a past date refused, a future one kept; then offline again.
    await main(page).getByRole("button", { name: "Dépublier" }).click();
    await status(page, "Article dépublié");
    await expect(main(page).getByRole("heading", { level: 2, name: "Dépublié" })).toBeVisible();
    const date = main(page).getByLabel("Date et heure de publication (heure de Paris)");
    await date.fill(toParisLocalInput(Date.now() - 3_600_000));
    await main(page).getByRole("button", { name: "Programmer" }).click();
    await status(page, "doit être dans le futur");
    const later = Date.now() + 7 * 86_400_000;
    await date.fill(toParisLocalInput(later));
    await main(page).getByRole("button", { name: "Programmer" }).click();
    await status(page, "Article programmé");
    await expect(main(page).getByRole("heading", { level: 2, name: "Programmé" })).toBeVisible();
    await expect(date).toHaveValue(toParisLocalInput(later));
    await main(page).getByRole("button", { name: "Dépublier" }).click();
    await status(page, "Article dépublié");

    // Deleted once confirmed.
    await main(page)
      .getByLabel(/^Je comprends que l'article/)
      .check();
    await main(page).getByRole("button", { name: "Supprimer l'article" }).click();
    await status(page, "Article supprimé");
    await expect(main(page).getByRole("row").filter({ hasText: title })).toHaveCount(0);

    await page.goto(page.url().replace(/\/admin\/.*$/, "/admin/journal"));
    for (const action of [
      "article créé",
      "article enregistré",
      "version d'un article restaurée",
      "article publié",
      "article programmé",
      "article dépublié",
      "article supprimé",
    ])
      await expect(main(page).getByText(action, { exact: true }).first()).toBeVisible();
  });
});

test("a session that ends while an article is being written keeps what was typed", async ({ page, context }) => {
  await signIn(page, newMember(), "/admin/articles/nouveau");
  await interactive(page);
  const title = "Un brouillon écrit avant la fin de la session";
  await fillTaxArticle(page, title);
  // The preview has caught up with the typing (its call waits for a pause): none is left to meet the ended session.
  await expect(page.locator("[data-article-preview]")).toContainText("Le calendrier de la TVA");
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(other).toHaveURL(/\/admin\/connexion/);
  await other.close();
  await save(page);
  const summary = main(page).getByRole("alert").filter({ hasText: ARTICLE_MESSAGES.sessionEnded });
  await expect(summary).toContainText(ARTICLE_MESSAGES.sessionEnded);
  await expect(summary).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/articles\/nouveau$/);
  await expect(main(page).getByLabel("Titre", { exact: true })).toHaveValue(title);
  await expect(main(page).getByLabel("Texte de l'article", { exact: true })).toHaveValue(/## Le calendrier de la TVA/);
  // The preview says so too, rather than leaving the page.
  await main(page).getByLabel("Résumé", { exact: true }).press("End");
  await main(page).getByLabel("Résumé", { exact: true }).pressSequentially(" Suite.");
  await expect(page.locator("[data-article-preview]")).toContainText(ARTICLE_MESSAGES.previewSessionEnded);
});

// A draft only (never on the public blog), whose title the desk's « notes de frais » search does not find.
signedInTest(
  "the content analysis reads the keyphrase in its French forms, names a long and a passive sentence, and a finding set aside stays so once saved",
  async ({ page }) => {
    await visit(page, "/admin/articles/nouveau");
    await interactive(page);
    const longSentence = `Pour ${Array.from({ length: 38 }, () => "chaque").join(" ")} dépense.`;
    await fillArticle(main(page), {
      title: `Suivre les dépenses d'une TPE ${unique().slice(-6)}`,
      excerpt: "Photographier, valider et exporter les justificatifs d'une petite entreprise en quelques minutes.",
      category: "Gestion d'entreprise",
      body: [
        "Les notes de frais de l’équipe arrivent chaque semaine.",
        "## Une note de frais par reçu",
        `${longSentence} Chaque reçu est validé par le gérant.`,
      ].join("\n\n"),
    });
    await main(page).getByLabel("Expression clé", { exact: true }).fill("note de frais");
    const panel = main(page).getByRole("region", { name: "Analyse du contenu" });
    await expect(panel.locator('[data-finding="keyphrase-intro"]')).toContainText(
      "L’expression clé figure dans le premier paragraphe.",
    );
    await expect(panel.locator('[data-finding="keyphrase-subheading"]')).toContainText(
      "Un intertitre reprend l’expression clé.",
    );
    await expect(panel.locator('[data-finding="long-sentence"]')).toContainText("Phrase de 40 mots");
    const passive = panel.locator('[data-finding="passive"]');
    await expect(passive).toContainText("« Chaque reçu est validé par le gérant. »");

    await passive.getByRole("button", { name: "Écarter" }).click();
    await panel.getByLabel("Pourquoi l'écarter ? (facultatif)").fill("La phrase cite le client");
    await panel.getByRole("button", { name: "Écarter cette remarque" }).click();
    await expect(panel.locator('[data-dismissed="passive"]')).toContainText("Raison : La phrase cite le client");
    await save(page);
    await status(page, "Brouillon enregistré");
    await page.reload();
    await interactive(page);
    await expect(main(page).getByLabel("Expression clé", { exact: true })).toHaveValue("note de frais");
    await expect(panel.locator('[data-dismissed="passive"]')).toContainText("Raison : La phrase cite le client");
    await expect(panel.locator('[data-finding="passive"]')).toHaveCount(0);
    await expect(panel.locator('[data-finding="long-sentence"]')).toHaveCount(1);
  },
);

signedInTest(
  "an article's link suggestions name the sentence, and open the other article's editor at it",
  async ({ page }) => {
    await visit(page, "/admin/articles");
    await main(page)
      .getByRole("link", { name: POSTS[0]?.title ?? "" })
      .click();
    await interactive(page);
    const links = main(page).getByRole("region", { name: "Liens suggérés" });
    await expect(links.locator('[data-link-suggestions="sortants"] li').first()).toContainText("Dans la phrase : « ");
    const incoming = links.locator('[data-link-suggestions="entrants"] li').first();
    const sentence = ((await incoming.locator("p").textContent()) ?? "").replace(
      /^Dans la phrase\u00a0: «\u00a0|\u00a0»$/g,
      "",
    );
    expect(sentence.length).toBeGreaterThan(10);
    await incoming.getByRole("link", { name: "Ouvrir son éditeur à cette phrase" }).click();
    await interactive(page);
    const body = main(page).getByLabel("Texte de l'article", { exact: true });
    await expect(body).toBeFocused();
    expect(
      await body.evaluate((area) => {
        const text = area as HTMLTextAreaElement;
        return text.value.slice(text.selectionStart, text.selectionEnd);
      }),
    ).toBe(sentence);
  },
);

signedInTest("the editor has no axe violation at 375 px", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await visit(page, "/admin/articles");
  await main(page)
    .getByRole("link", { name: POSTS[0]?.title ?? "" })
    .click();
  await interactive(page);
  await expect(page.locator("[data-article-preview]").getByRole("heading", { level: 1 })).toHaveText(
    POSTS[0]?.title ?? "",
  );
  await expectNoAxeViolations(page, "an article's editor at 375 px");
});

test.describe("on PostgreSQL, two instances", () => {
  const pair = postgresPairOfItsOwn("e2e_articles");

  test("the first articles are moved in once; the second of two people saving one article is told and loses nothing", async ({
    browser,
  }) => {
    const member = newMember(pair.dataDir, pair.databaseUrl);
    const first = await browser.newPage();
    const second = await browser.newPage();
    await signIn(first, member, `${pair.first.url}/admin/articles`);
    await signIn(second, member, `${pair.second.url}/admin/articles`);
    await interactive(second);
    await expect(second.getByRole("heading", { name: `${POSTS.length} articles` })).toBeVisible();

    const post = POSTS[0];
    if (!post) throw new Error("no post");
    for (const page of [first, second]) {
      await main(page).getByRole("link", { name: post.title }).click();
      await interactive(page);
    }
    await main(first)
      .getByLabel("Titre", { exact: true })
      .fill(`${post.title.slice(0, 40)} (Camille)`);
    await save(first);
    await status(first, "Article enregistré");

    const mine = `${post.title.slice(0, 40)} (Dominique)`;
    await main(second).getByLabel("Titre", { exact: true }).fill(mine);
    await save(second);
    const alert = main(second).getByRole("alert");
    await expect(alert).toContainText("Cet article a été modifié par Camille Martin le");
    await expect(alert).toContainText("Vos changements n'ont pas été enregistrés");
    await expect(main(second).getByLabel("Titre", { exact: true })).toHaveValue(mine);
    await main(second).getByRole("button", { name: "Enregistrer quand même" }).click();
    await status(second, "Article enregistré");
    // The screen's own title comes first; the live preview holds the public page's.
    await expect(second.getByRole("heading", { level: 1 }).first()).toHaveText(mine);
    const history = main(second).getByRole("region", { name: "Versions précédentes" });
    await expect(history.getByRole("row").filter({ hasText: "(Camille)" })).toHaveCount(1);
    await expect(history.getByRole("row").filter({ hasText: post.title })).toHaveCount(1);
    await expect(history.getByRole("row")).toHaveCount(3); // the header, the first version, Camille's
    await first.close();
    await second.close();
  });
});
