import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { STORAGE_KEYS, THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { FAQ_GROUPS } from "../../lib/catalog/faq.ts";
import { PRODUCT_SITES } from "../../lib/config/external-links.ts";
import { PUBLISHER } from "../../lib/config/legal.ts";

const DIST = process.env.DIST_DIR ?? "dist";

const POSTS = [
  {
    slug: "gestion-administrative-tpe-outil-tout-en-un",
    date: "24 avril 2025",
    category: "Gestion d'entreprise",
    cta: "/essai-gratuit",
  },
  {
    slug: "notes-de-frais-fin-de-la-saisie-manuelle",
    date: "15 avril 2025",
    category: "Notes de frais",
    cta: PRODUCT_SITES.note2frais,
  },
  {
    slug: "devis-rapides-signer-plus-de-clients",
    date: "1er avril 2025",
    category: "Devis et facturation",
    cta: "/essai-gratuit",
  },
];

const ROUTES = [
  "/a-propos",
  "/ressources/faq",
  "/blog",
  ...POSTS.map((post) => `/blog/${post.slug}`),
  "/mentions-legales",
  "/politique-confidentialite",
  "/cgv",
];

/** French typography: no ordinary space before : ; ! ? » nor after «. */
async function expectFrenchSpacing(page: Page): Promise<void> {
  const text = (await page.locator("main").textContent()) ?? "";
  const faults = text.match(/.{0,30}(?: [:;!?»]|« ).{0,10}/g) ?? [];
  expect(faults, `ordinary spaces in: ${faults.join(" | ")}`).toEqual([]);
}

test("each route answers 200, is in French and has its own h1", async ({ page }) => {
  for (const route of ROUTES) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator("main h1")).toHaveCount(1);
    await expectFrenchSpacing(page);
  }
});

test("/faq and /ressources/blog are redirected, with a fallback page for static hosts", async ({ request }) => {
  for (const [from, to] of [
    ["/faq", "/ressources/faq"],
    ["/ressources/blog", "/blog"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headersArray().find((header) => header.name.toLowerCase() === "location")?.value).toBe(to);
    const fallback = readFileSync(join(DIST, `${from.slice(1)}.html`), "utf8");
    expect(fallback).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(fallback).toMatch(/<meta name="robots" content="noindex/);
    expect(fallback).toContain(`href="${to}"`);
  }
});

test("À propos tells the story, the three values and leads to the free trial", async ({ page }) => {
  await page.goto("/a-propos");
  await expect(page.getByRole("heading", { level: 2, name: "Notre histoire" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Notre approche" })).toBeVisible();
  const values = page.locator("section", { has: page.getByRole("heading", { name: "Nos valeurs" }) });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(["Excellence", "Simplicité", "Confiance"]);
  const cta = page.locator("main").getByRole("link", { name: "Commencer gratuitement" });
  await expect(cta).toHaveAttribute("href", "/essai-gratuit");
  await cta.click();
  await expect(page).toHaveURL(/\/essai-gratuit$/);
});

test.describe("FAQ", () => {
  test("three groups, every question of the catalog, and the facts of the commercial terms", async ({ page }) => {
    await page.goto("/ressources/faq");
    await expect(page.locator("main h2").filter({ hasNotText: "Vous ne trouvez pas" })).toHaveText([
      "Général",
      "Abonnements et facturation",
      "Technique",
    ]);
    const questions = FAQ_GROUPS.flatMap((group) => group.items.map((item) => item.question));
    await expect(page.locator("main summary")).toHaveText(questions);
    const main = page.locator("main");
    for (const fact of [
      "14 jours, sans carte bancaire",
      "2 mois offerts",
      "immédiat, au prorata",
      "à la prochaine période de facturation",
      "conservées 30 jours après la résiliation",
      "du lundi au vendredi de 9h à 18h",
      "toutes les 2 à 4 semaines",
      "carte bancaire, prélèvement SEPA et virement bancaire (formules annuelles)",
    ])
      await expect(main).toContainText(fact);
  });

  test("one question open at a time, and the open one closes again", async ({ page }) => {
    await page.goto("/ressources/faq");
    const first = page.locator("details").nth(0);
    const second = page.locator("details").nth(1);
    const last = page.locator("details").last();
    await expect(page.locator("details[open]")).toHaveCount(0);
    await expect(first.locator("p")).toBeHidden();

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(page.locator("details[open]")).toHaveCount(1);

    // Across groups too, and with the keyboard.
    await last.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(last).toHaveAttribute("open", "");
    await expect(second).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(page.locator("details[open]")).toHaveCount(0);
  });

  test("offers a contact button that opens the contact dialog", async ({ page }) => {
    await page.goto("/ressources/faq");
    const button = page.locator("main").getByRole("button", { name: "Nous contacter" });
    await expect(button).toHaveAttribute("data-open-dialog", "contact");
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Contactez-nous" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("blog", () => {
  test("lists the three articles newest first, with French dates and categories", async ({ page }) => {
    await page.goto("/blog");
    const items = page.locator("main [data-search]");
    await expect(items).toHaveCount(3);
    for (const [index, post] of POSTS.entries()) {
      const item = items.nth(index);
      await expect(item.locator("time")).toHaveText(post.date);
      await expect(item).toContainText(post.category);
      await expect(item.getByRole("link")).toHaveAttribute("href", `/blog/${post.slug}`);
    }
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/rss.xml",
    );
  });

  test("the search box filters as you type and says when nothing matches", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByLabel("Rechercher un article");
    const visible = page.locator("main [data-search]:visible");
    const status = page.locator("[data-blog-search-empty]");
    await expect(status).toHaveAttribute("aria-live", "polite");

    await search.pressSequentially("frais");
    await expect(visible).toHaveCount(2); // the expense article, and the first one that mentions them
    await search.fill("saisie manuelle");
    await expect(visible).toHaveCount(1);
    await expect(visible.first().locator("time")).toHaveText("15 avril 2025");

    await search.fill("DEVIS ET FACTURATION"); // category, whatever the case
    await expect(visible).toHaveCount(1);
    await expect(visible.first()).toContainText("Devis et facturation");
    await search.fill("gestion d'entreprise");
    await expect(visible).toHaveCount(1);
    await expect(status).toHaveText("");

    await search.fill("cryptomonnaie");
    await expect(visible).toHaveCount(0);
    await expect(status).toHaveText("Aucun article ne correspond à votre recherche.");
    await expect(status).toBeVisible();

    await search.fill("");
    await expect(visible).toHaveCount(3);
    await expect(status).toHaveText("");
  });

  for (const post of POSTS) {
    test(`article ${post.slug}: date, breadcrumbs, image and call to action`, async ({ page, request }) => {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.locator("article header time")).toHaveText(post.date);
      const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
      await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
      const words = ((await page.locator("[data-article-body]").textContent()) ?? "").split(/\s+/).length;
      expect(words).toBeGreaterThan(600);
      expect(words).toBeLessThan(950);

      const hero = page.locator("article picture").first();
      await expect(hero.locator('source[type="image/avif"]')).toHaveCount(1);
      await expect(hero.locator('source[type="image/webp"]')).toHaveCount(1);
      const img = hero.locator("img");
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
      expect((await img.getAttribute("alt"))?.length).toBeGreaterThan(10);
      const related = page.locator("section picture img").first();
      await expect(related).toHaveAttribute("loading", "lazy");
      const sources = await hero
        .locator("source")
        .evaluateAll((nodes) =>
          nodes.flatMap((node) => (node.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(" ")[0])),
        );
      for (const src of sources) {
        const body = await (await request.get(src ?? "")).body();
        expect(body.length, src).toBeLessThan(150 * 1024);
      }

      const cta = page.locator("[data-article-cta] a");
      await expect(cta).toHaveAttribute("href", post.cta);
      if (post.cta.startsWith("http")) await expect(cta).toHaveAttribute("target", "_blank");
    });
  }

  test("the RSS feed lists the three articles", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(3);
    for (const post of POSTS) expect(xml).toContain(`/blog/${post.slug}</link>`);
    expect(xml).toContain("<language>fr-FR</language>");
  });
});

test.describe("legal pages", () => {
  test("mentions légales name the publisher, the host and every LCEN item", async ({ page }) => {
    await page.goto("/mentions-legales");
    await expect(page.locator("main .prose-legal h2")).toHaveText([
      "Éditeur du site",
      "Directeur de la publication",
      "Hébergeur",
      "Propriété intellectuelle",
      "Marques",
      "Données personnelles",
      "Cookies",
      "Droit applicable",
    ]);
    const publisher = page.locator("[data-legal-publisher]");
    for (const label of ["Dénomination sociale", "Forme juridique", "Capital social", "Siège social", "RCS", "TVA"])
      await expect(publisher).toContainText(label);
    await expect(publisher).toContainText(PUBLISHER.name);
    await expect(page.locator("[data-legal-host]")).toContainText("Adresse");
    await expect(page.locator("main")).toContainText("2004-575");
  });

  test("the privacy policy is dated 19 mai 2025 and lists what the site really stores", async ({ page }) => {
    await page.goto("/politique-confidentialite");
    await expect(page.locator("main")).toContainText("Dernière mise à jour\u00a0: 19 mai 2025");
    await expect(page.locator("main .prose-legal h2")).toHaveText([
      "Données collectées",
      "Utilisation des données",
      "Partage des données",
      "Cookies et stockage local",
      "Vos droits",
      "Sécurité",
      "Durée de conservation",
      "Modifications",
      "Contact",
    ]);
    const table = page.locator("[data-storage-table]");
    for (const key of Object.values(STORAGE_KEYS)) await expect(table).toContainText(key);
    await expect(table).toContainText(THROTTLE_KEY_PREFIX);
    const main = page.locator("main");
    for (const fact of ["Brevo", "équipe commerciale", "Lettre d'information", "applications qui vous intéressent"])
      await expect(main).toContainText(fact);
    await expect(main).toContainText(
      "Aucun cookie de mesure d'audience ou de marketing n'est déposé avant votre consentement",
    );
  });

  test("the CGV have 11 articles, their date, their own keywords and the terms of section 9", async ({ page }) => {
    await page.goto("/cgv");
    await expect(page.locator("main .prose-legal h2")).toHaveCount(11);
    await expect(page.locator("main .prose-legal h2").first()).toHaveText(/^Article 1 – /);
    await expect(page.locator("main .prose-legal h2").last()).toHaveText(/^Article 11 – /);
    await expect(page.locator("main")).toContainText("25 août 2025");
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /conditions générales de vente/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cgv$/);
    const main = page.locator("main");
    await expect(main).toContainText(/99,9\u00a0%/);
    for (const fact of [
      "toutes taxes comprises (TTC)",
      "mensuelle ou annuelle",
      "renouvelle automatiquement",
      "effective à la fin de la période en cours, sans remboursement",
      "12 derniers mois",
      "carte bancaire",
      "virement bancaire",
    ])
      await expect(main).toContainText(fact);
  });

  test("the CGV print without header, footer, buttons or table of contents", async ({ page }) => {
    await page.goto("/cgv");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header[data-site-header]")).toBeHidden();
    await expect(page.locator("footer[data-site-footer]")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Sommaire" })).toBeHidden();
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("main .prose-legal h2").last()).toBeVisible();
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
