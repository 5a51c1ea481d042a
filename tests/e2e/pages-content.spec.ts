/**
 * The content pages of the Next.js site: blog (list, search, articles, RSS), FAQ (accordion),
 * legal pages and the maintenance page. Ported from tests/e2e/pages-content.spec.ts, the
 * parts of tests/e2e/seo.spec.ts and the FAQ / blog search behaviours of tests/e2e/*.spec.ts.
 */

import { STORAGE_KEYS, THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { FAQ_GROUPS } from "../../lib/catalog/faq.ts";
import { siteUrl } from "../../lib/config/env.ts";
import { PRODUCT_SITES } from "../../lib/config/external-links.ts";
import { PUBLISHER } from "../../lib/config/legal.ts";
import { expect, type Page, test } from "../browser-test.ts";
import { expectNoAxeViolations, servedPaths } from "./a11y-support.ts";
import { DESKTOP, MOBILE, visit } from "./helpers.ts";
import { quietVisitor } from "./visitor.ts";

const ORIGIN = siteUrl();

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
  "/ressources/faq",
  "/blog",
  ...POSTS.map((post) => `/blog/${post.slug}`),
  "/mentions-legales",
  "/politique-confidentialite",
  "/cgv",
];

const QUESTIONS = FAQ_GROUPS.flatMap((group) => group.items);
/** The FAQ item at `index` (negative from the end). */
const faqItem = (index: number) => QUESTIONS.at(index)!;

// The cookie banner and the pre-registration popup have their own tests; here they stay away.
test.beforeEach(async ({ page }) => quietVisitor(page));

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
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectFrenchSpacing(page);
  }
});

test("/faq and /ressources/blog are redirected", async ({ request }) => {
  for (const [from, to] of [
    ["/faq", "/ressources/faq"],
    ["/ressources/blog", "/blog"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(to);
  }
});

test.describe("FAQ", () => {
  const main = (page: Page) => page.getByRole("main");
  const trigger = (page: Page, index: number) =>
    main(page).getByRole("button", { name: faqItem(index).question, exact: true });
  const answer = (page: Page, index: number) => main(page).getByText(faqItem(index).answer, { exact: true });
  const expanded = (page: Page) => main(page).getByRole("button", { expanded: true });

  test("three groups, every question of the catalog, and the facts of the commercial terms", async ({ page }) => {
    await page.goto("/ressources/faq");
    await expect(
      main(page).getByRole("heading", { level: 2 }).filter({ hasNotText: "Vous ne trouvez pas" }),
    ).toHaveText(["Général", "Abonnements et facturation", "Technique"]);
    await expect(main(page).getByRole("heading", { level: 3 })).toHaveText(QUESTIONS.map((item) => item.question));
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
      await expect(main(page)).toContainText(fact);
  });

  test("one question open at a time, and the open one closes again", async ({ page }) => {
    await visit(page, "/ressources/faq");
    const last = QUESTIONS.length - 1;
    await expect(expanded(page)).toHaveCount(0);
    await expect(answer(page, 0)).toBeHidden();

    await trigger(page, 0).click();
    await expect(trigger(page, 0)).toHaveAttribute("aria-expanded", "true");
    await expect(answer(page, 0)).toBeVisible();
    await expect(main(page).getByRole("region", { name: faqItem(0).question })).toContainText(faqItem(0).answer);

    await trigger(page, 1).click();
    await expect(trigger(page, 1)).toHaveAttribute("aria-expanded", "true");
    await expect(trigger(page, 0)).toHaveAttribute("aria-expanded", "false");
    await expect(answer(page, 0)).toBeHidden();
    await expect(expanded(page)).toHaveCount(1);

    // Across groups too, and with the keyboard.
    await trigger(page, last).focus();
    await page.keyboard.press("Enter");
    await expect(trigger(page, last)).toHaveAttribute("aria-expanded", "true");
    await expect(trigger(page, 1)).toHaveAttribute("aria-expanded", "false");
    await expect(answer(page, last)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(expanded(page)).toHaveCount(0);
    await expect(answer(page, last)).toBeHidden();
  });

  test("a link to a question's anchor opens it", async ({ page }) => {
    const item = QUESTIONS.find((question) => question.id === "resiliation")!;
    await visit(page, `/ressources/faq#${item.id}`); // the accordion opens it once hydrated
    await expect(main(page).getByRole("button", { name: item.question, exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(main(page).getByText(item.answer, { exact: true })).toBeVisible();
  });

  test.describe("on a small screen", () => {
    test.use({ viewport: MOBILE });

    test("the accordion still opens its last question", async ({ page }) => {
      await visit(page, "/ressources/faq");
      const last = QUESTIONS.length - 1;
      await trigger(page, last).click();
      await expect(trigger(page, last)).toHaveAttribute("aria-expanded", "true");
      await expect(answer(page, last)).toBeVisible();
    });
  });

  test.describe("as the server sends it", () => {
    test.use({ javaScriptEnabled: false });

    test("every answer is in the HTML, hidden until its question is opened", async ({ page }) => {
      await page.goto("/ressources/faq");
      for (const item of QUESTIONS) {
        const text = main(page).getByText(item.answer, { exact: true });
        await expect(text).toHaveCount(1);
        await expect(text).toBeHidden();
      }
    });
  });

  test("offers a contact button that opens the contact dialog", async ({ page }) => {
    await visit(page, "/ressources/faq"); // a link to /contact until hydrated, then a button
    const button = main(page).getByRole("button", { name: "Nous contacter" });
    await expect(button).toHaveAttribute("data-open-dialog", "contact");
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    // The dialog itself comes with the forms (their own issue and tests).
  });
});

test.describe("blog", () => {
  const cards = (page: Page) => page.getByRole("main").getByRole("article");

  test("lists the three articles newest first, with French dates and categories", async ({ page }) => {
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(3);
    for (const [index, post] of POSTS.entries()) {
      const card = cards(page).nth(index);
      await expect(card.locator("time")).toHaveText(post.date);
      await expect(card).toContainText(post.category);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/blog/${post.slug}`);
    }
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/rss\.xml$/,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "flux RSS" })).toHaveAttribute("href", "/rss.xml");
  });

  test("the search box filters as you type and says when nothing matches", async ({ page }) => {
    await visit(page, "/blog");
    const search = page.getByLabel("Rechercher un article");
    const visible = cards(page);
    const status = page.getByRole("main").locator('[aria-live="polite"]');
    await expect(status).toHaveCount(1);

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

  test.describe("without script", () => {
    test.use({ javaScriptEnabled: false });

    test("the list is complete and the search box works: a GET form answered on the server", async ({ page }) => {
      await page.goto("/blog");
      await expect(cards(page)).toHaveCount(3);
      const search = page.getByLabel("Rechercher un article");
      await search.fill("SAISIE MANUELLE"); // in the expense article's title, whatever the case
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(page).toHaveURL(/\/blog\?q=SAISIE\+MANUELLE$/);
      await expect(page.locator("[data-blog-search-summary]")).toContainText("1 article trouvé");
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first().locator("time")).toHaveText("15 avril 2025");
      await expect(search).toHaveValue("SAISIE MANUELLE");
      await page.getByRole("link", { name: "Voir tous les articles" }).click();
      await expect(cards(page)).toHaveCount(3);
    });
  });

  for (const post of POSTS) {
    test(`article ${post.slug}: date, breadcrumbs, image and call to action`, async ({ page, request }) => {
      await page.goto(`/blog/${post.slug}`);
      const article = page.getByRole("main").getByRole("article").first();
      await expect(article.locator("header time")).toHaveText(post.date);
      const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
      await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
      const words = ((await page.locator("[data-article-body]").textContent()) ?? "").split(/\s+/).length;
      expect(words).toBeGreaterThan(600);
      expect(words).toBeLessThan(950);

      const hero = article.getByRole("img");
      await expect(hero).toHaveCount(1);
      await expect(hero).toHaveAttribute("width", /\d+/);
      await expect(hero).toHaveAttribute("height", /\d+/);
      expect((await hero.getAttribute("alt"))?.length).toBeGreaterThan(10);
      const heroImage = await request.get((await hero.getAttribute("src")) ?? "");
      expect(heroImage.status()).toBe(200);
      expect((await heroImage.body()).length).toBeLessThan(150 * 1024);
      await expect(hero).toHaveJSProperty("complete", true);
      expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const related = page.getByRole("region", { name: "À lire aussi" });
      await expect(related.getByRole("article")).toHaveCount(2);
      await expect(related.getByRole("img").first()).toHaveAttribute("loading", "lazy");
      await expect(related.getByRole("link", { name: "Tous les articles" })).toHaveAttribute("href", "/blog");

      const cta = page.locator("[data-article-cta]").getByRole("link");
      await expect(cta).toHaveAttribute("href", post.cta);
      if (post.cta.startsWith("http")) {
        await expect(cta).toHaveAttribute("target", "_blank");
        await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
      }
    });
  }

  test("the RSS feed lists the three articles", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0">')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(3);
    for (const post of POSTS) expect(xml).toContain(`/blog/${post.slug}</link>`);
    expect(xml.indexOf(POSTS[0]!.slug)).toBeLessThan(xml.indexOf(POSTS[2]!.slug));
    expect(xml).toContain("<language>fr-FR</language>");
    expect(xml).toContain("<title>Blog Gestio</title>");
    expect(xml).toContain("<category>Gestion d&apos;entreprise</category>");
  });
});

test.describe("legal pages", () => {
  const legalHeadings = (page: Page) => page.locator("main .prose-legal h2");

  test("mentions légales name the publisher, the host and every LCEN item", async ({ page }) => {
    await page.goto("/mentions-legales");
    await expect(legalHeadings(page)).toHaveText([
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
    await expect(page.getByRole("main")).toContainText("2004-575");
    await expect(page.getByRole("main").getByRole("link", { name: ORIGIN, exact: true })).toHaveAttribute(
      "href",
      `${ORIGIN}/`,
    );
  });

  test("the privacy policy is dated 28 novembre 2026 and lists what the site really stores", async ({ page }) => {
    await page.goto("/politique-confidentialite");
    await expect(page.getByRole("main")).toContainText("Dernière mise à jour\u00a0: 28 novembre 2026");
    await expect(legalHeadings(page)).toHaveText([
      "Données collectées",
      "Utilisation des données",
      "Lettre d'information",
      "Partage des données",
      "Cookies et stockage local",
      "Mesure d'audience",
      "Vos droits",
      "Sécurité",
      "Durée de conservation",
      "Modifications",
      "Contact",
    ]);
    const table = page.getByRole("table", { name: "Informations enregistrées dans votre navigateur" });
    for (const key of Object.values(STORAGE_KEYS)) await expect(table).toContainText(key);
    await expect(table).toContainText(THROTTLE_KEY_PREFIX);
    const main = page.getByRole("main");
    for (const fact of ["Brevo", "équipe commerciale", "Lettre d'information", "applications qui vous intéressent"])
      await expect(main).toContainText(fact);
    await expect(main).toContainText(
      "Aucun cookie de mesure d'audience ou de marketing n'est déposé avant votre consentement",
    );
  });

  test("the CGV have 11 articles, their date, their own keywords and the terms of section 9", async ({ page }) => {
    await page.goto("/cgv");
    await expect(legalHeadings(page)).toHaveCount(11);
    await expect(legalHeadings(page).first()).toHaveText(/^Article 1 – /);
    await expect(legalHeadings(page).last()).toHaveText(/^Article 11 – /);
    await expect(page.getByRole("main")).toContainText("25 août 2025");
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      "CGV, conditions générales de vente, abonnement, logiciel de gestion, TPE, indépendants, facturation, résiliation, Gestio",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/cgv`);
    await expect(page).toHaveTitle("Conditions générales de vente (CGV) | Gestio");
    const main = page.getByRole("main");
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
    // The table of contents leads to every article.
    const toc = page.getByRole("navigation", { name: "Sommaire" });
    await expect(toc.getByRole("link")).toHaveCount(11);
    await toc.getByRole("link").last().click();
    await expect(page).toHaveURL(/#droit-applicable$/);
  });

  test("the CGV print without header, footer, buttons or table of contents", async ({ page }) => {
    await page.goto("/cgv");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Sommaire" })).toBeHidden();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(legalHeadings(page).last()).toBeVisible();
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});

test("/maintenance is the maintenance screen, kept out of search engines", async ({ page }) => {
  const response = await page.goto("/maintenance");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Site en maintenance" })).toBeVisible();
  await expect(page.getByText("Notre site est en maintenance.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: PUBLISHER.email })).toHaveAttribute(
    "href",
    `mailto:${PUBLISHER.email}`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page).toHaveTitle("Site en maintenance | Gestio");
});

test.describe("axe", () => {
  test.use({ reducedMotion: "reduce" });

  // The accessibility gate (a11y-gate.ts) runs axe on every page of the build at both widths:
  // only a page it does not visit is checked here, so that none is left out and none done twice.
  const gatePaths = servedPaths();
  for (const path of [...ROUTES, "/maintenance"].filter((path) => !gatePaths.has(path))) {
    test(`${path} at 375 px and 1280 px`, async ({ page }) => {
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await visit(page, path); // axe checks the page as the visitor uses it, hydrated
        await expectNoAxeViolations(page, `${path} at ${viewport.width} px`);
      }
    });
  }

  test("/ressources/faq with a question open", async ({ page }) => {
    await visit(page, "/ressources/faq");
    await page
      .getByRole("main")
      .getByRole("button", { name: faqItem(0).question, exact: true })
      .click();
    await expectNoAxeViolations(page, "/ressources/faq with a question open");
  });
});

test.describe("the blog's images in Chromium", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`an article's image and the blog's first card come as AVIF sized for ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const images: string[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "image") images.push(`${response.status()} ${response.url()}`);
      });
      for (const path of [`/blog/${POSTS[0]!.slug}`, "/blog"]) {
        await page.goto(path);
        const image = page.getByRole("main").locator("picture img").first();
        await expect(image).toBeVisible();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(chosen, path).toMatch(/\/_images\/blog\/[a-z0-9-]+-(640|960|1200)\.avif$/);
        // A phone screen (375 px at density 1) never gets the widest file.
        if (viewport === MOBILE) expect(chosen).toMatch(/-640\.avif$/);
      }
      expect(images.filter((line) => line.endsWith(".png") && line.includes("/blog/"))).toEqual([]);
    });
  }
});
