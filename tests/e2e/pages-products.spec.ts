/**
 * Product pages of the Next.js build: home, solutions, free-trial picker, pricing, boosters and
 * the product redirects, checked against the catalog (the single source of prices and texts).
 * Ported from tests/e2e/pages-products.spec.ts, with the same assertions; where the Next markup
 * legitimately differs:
 * - a dialog opener is a link to the form's page that hydration turns into a button
 *   (components/forms/DialogOpener.tsx): `button[data-open-dialog]` becomes
 *   `[role="button"][data-open-dialog]`, and pages are visited once hydrated;
 * - the brand suffix is left out of a <title> it would push over 60 characters (lib/seo/metadata.ts);
 * - the picker is a single-choice group of radios (`radiogroup`, `radio`, checked) instead of
 *   toggle buttons (`group`, `button`, aria-pressed);
 * - the product paths are redirected by the middleware only, to the product's origin as a URL
 *   (`https://www.zenfluence.fr/`): the build has no static fallback page whose script would
 *   replace the history entry (an HTTP redirect leaves none), so the Astro test of that page
 *   (noindex, link, `location.replace`) has no counterpart here; Playwright cannot fulfil the
 *   redirected request to check the history in a browser either.
 */

import { BOOSTERS, COMING_SOON_LABEL } from "../../lib/catalog/boosters.ts";
import { HOME_CONTENT, HOME_CONTENT_KEYS } from "../../lib/catalog/home.ts";
import { annualPrice, PLANS } from "../../lib/catalog/plans.ts";
import { priceLabel } from "../../lib/catalog/price-label.ts";
import { PRICING_PAGES } from "../../lib/catalog/pricing-pages.ts";
import { SOLUTIONS } from "../../lib/catalog/solutions.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import { COMPTAPRO_QUOTE, PRICING_TESTIMONIALS } from "../../lib/catalog/testimonials.ts";
import { PRODUCT_APPS, PRODUCT_SITES, SCORE_CLIENT_URL } from "../../lib/config/external-links.ts";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";
import { formatPrice } from "../../lib/format/french-format.ts";
import { TITLE_MAX } from "../../lib/seo/metadata.ts";
import { expect, type Page, test } from "../browser-test.ts";
import { collectPageProblems, interactive } from "./helpers.ts";
import { quietVisitor } from "./visitor.ts";

const NBSP = "\u00a0";
/** Compare visible texts with any kind of space normalised. */
const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ").trim();
/** A dialog opener of that kind once hydrated: a button (a link to the form's page before). */
const opener = (kind: string, more = "") => `[role="button"][data-open-dialog="${kind}"]${more}`;
/** A URL as the middleware's redirect writes it: an origin gets its "/" path. */
const asUrl = (url: string) => new URL(url).href;

const ROUTES = [
  "/",
  "/solutions",
  ...SOLUTIONS.map((s) => s.detailsUrl),
  "/essai-gratuit",
  "/tarifs",
  ...PRODUCT_IDS.map((id) => `/tarifs/${id}`),
  "/boosters",
];

/** The timed popup and cookie banner of other features stay out of the way; the page is hydrated. */
async function quietVisit(page: Page, path: string) {
  await quietVisitor(page);
  const response = await page.goto(path);
  await interactive(page);
  return response;
}

async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { "@graph"?: Record<string, unknown>[] };
    return data["@graph"] ?? [data as Record<string, unknown>];
  });
}

test.describe("every product route", () => {
  for (const path of ROUTES) {
    test(`${path} renders with one h1, its own title and description, in French typography`, async ({ page }) => {
      const problems = collectPageProblems(page);
      const response = await quietVisit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const title = await page.title();
      if (path === "/") {
        expect(title).toMatch(/^Gestio · /);
        expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
      } else {
        const own = title.replace(/ \| Gestio$/, "");
        expect(own.length, own).toBeLessThanOrEqual(TITLE_MAX);
        // The brand goes last unless it would push the <title> over TITLE_MAX characters (lib/seo/metadata.ts).
        if (`${own} | Gestio`.length <= TITLE_MAX) expect(title).toMatch(/ \| Gestio$/);
      }
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, hidden parts left out, is what visitors read.
      const main = await page.locator("main").innerText();
      // A plain space before : ; ! ? € » (or after «) breaks French typography.
      expect(main.match(/.{0,30} [:;!?€»]|« .{0,30}/g) ?? []).toEqual([]);
      expect(`${title} ${description}`).not.toMatch(/ [:;!?€]/);
      expect(problems).toEqual([]);
    });
  }

  test("titles and descriptions are unique across these pages", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of ROUTES) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      for (const value of [title, description]) {
        expect(seen.get(value), `${path} repeats ${value}`).toBeUndefined();
        seen.set(value, path);
      }
    }
  });
});

test.describe("home page", () => {
  test("each of the 20 text keys is one element holding only its default text, in page order", async ({ page }) => {
    await quietVisit(page, "/");
    const keyed = page.locator("[data-content-key]");
    expect(await keyed.evaluateAll((els) => els.map((el) => el.getAttribute("data-content-key")))).toEqual([
      ...HOME_CONTENT_KEYS,
    ]);
    for (const key of HOME_CONTENT_KEYS) {
      const el = page.locator(`[data-content-key="${key}"]`);
      await expect(el).toHaveCount(1);
      expect(await el.evaluate((node) => node.children.length), key).toBe(0);
      expect(plain((await el.textContent()) ?? "")).toBe(plain(HOME_CONTENT[key]));
    }
  });

  test("sections come in the order of the spec, with their actions", async ({ page }) => {
    await quietVisit(page, "/");
    const heading = (key: string) => page.locator(`[data-content-key="${key}"]`);
    const tops: number[] = [];
    for (const key of [
      "main-title",
      "solutions-title",
      "automation-title",
      "boosters-title",
      "features-title",
      "cta-title",
      "testimonials-title",
    ])
      tops.push((await heading(key).boundingBox())?.y ?? -1);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    await expect(heading("hero-button")).toHaveAttribute("href", "/essai-gratuit");
    await expect(heading("hero-secondary-button")).toHaveAttribute("href", "/solutions");
    await expect(heading("cta-button")).toHaveAttribute("href", "/essai-gratuit");

    const solutions = page.locator('section[aria-labelledby="solutions-titre"] > ul > li');
    await expect(solutions).toHaveCount(6);
    await expect(solutions.last().locator('[data-open-dialog="contact"]')).toHaveAttribute("aria-haspopup", "dialog");

    const automation = page.locator('section[aria-labelledby="automatisation-titre"]');
    for (const title of ["Envoi de documents", "Relances clients", "Fiches de paie", "Suivi d'équipe"])
      await expect(automation.getByRole("heading", { name: title })).toBeVisible();
    await expect(automation.locator(opener("automation"))).toHaveCount(1);

    const boosters = page.locator('section[aria-labelledby="boosters-titre"]');
    await expect(boosters.locator(`a[href="${SCORE_CLIENT_URL}"]`)).toHaveAttribute("target", "_blank");
    await expect(boosters.getByText(COMING_SOON_LABEL, { exact: true })).toHaveCount(3);

    await expect(page.locator('section[aria-labelledby="temoignages-titre"] figure')).toHaveCount(3);
  });
});

test.describe("solutions", () => {
  test("six cards with anchors, a quick-access nav that reaches each, demo and contact buttons", async ({ page }) => {
    await quietVisit(page, "/solutions");
    const nav = page.getByRole("navigation", { name: "Accès rapide aux solutions" });
    await expect(nav.getByRole("link")).toHaveCount(6);
    for (const solution of SOLUTIONS) {
      const card = page.locator(`article#${solution.id}`);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("heading", { name: solution.title })).toBeVisible();
      await expect(card.locator(`a[href="${solution.detailsUrl}"]`)).toBeVisible();
      if (solution.externalUrl)
        await expect(card.locator(`a[href="${solution.externalUrl}"]`)).toHaveAttribute("rel", "noopener noreferrer");
      await nav.getByRole("link", { name: solution.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${solution.id}$`));
      await expect(card).toBeInViewport();
    }
    await expect(page.locator(`main ${opener("demo")}`).first()).toBeVisible();
    await expect(page.locator(`main ${opener("contact")}`)).toHaveCount(1);
  });

  test("each detail page links to its pricing page or, for company creation, to a contact", async ({ page }) => {
    for (const solution of SOLUTIONS) {
      await quietVisit(page, solution.detailsUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(solution.seoTitle);
      for (const feature of solution.features)
        await expect(page.getByRole("heading", { name: feature.title })).toBeVisible();
      if (solution.productId) {
        const pricing = page.locator(`main a[href="/tarifs/${solution.productId}"]`).first();
        await expect(pricing).toBeVisible();
      } else {
        await expect(page.locator('main [data-open-dialog="contact"]').first()).toBeVisible();
      }
      await expect(page.locator('main a[href="/essai-gratuit"]').first()).toBeVisible();
    }
  });
});

test.describe("free-trial application picker", () => {
  test("one card at most, a second click deselects, the start button follows the choice", async ({ page }) => {
    await quietVisit(page, "/essai-gratuit");
    const main = page.locator("main");
    await expect(main).toContainText("Sans carte bancaire");
    await expect(main).toContainText("Sans engagement");
    await expect(main).toContainText(`${TERMS.trialDays} jours d'essai`);

    const group = page.getByRole("radiogroup", { name: "Choisissez votre application" });
    const cards = group.getByRole("radio");
    await expect(cards).toHaveCount(5);
    const start = page.getByRole("button", { name: /^Commencer gratuitement/ });
    await expect(start).toBeDisabled();

    const crm = group.getByRole("radio", { name: /CRMPro/ });
    const compta = group.getByRole("radio", { name: /ComptaPro/ });
    await crm.click();
    await expect(crm).toBeChecked();
    await expect(start).toBeEnabled();
    await expect(page.getByText(`Application choisie${NBSP}: CRMPro`)).toBeVisible();

    await compta.click();
    await expect(compta).toBeChecked();
    await expect(crm).not.toBeChecked();
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);

    await compta.click();
    await expect(compta).not.toBeChecked();
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(start).toBeDisabled();
  });

  test("the keyboard selects a card and the start button opens its application in a new tab without opener", async ({
    page,
    context,
  }) => {
    await context.route(/^https:\/\/app\./, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Application</title>" }),
    );
    await quietVisit(page, "/essai-gratuit");
    const card = page
      .getByRole("radiogroup", { name: "Choisissez votre application" })
      .getByRole("radio", { name: /Note 2 Frais/ });
    await card.focus();
    await page.keyboard.press("Space");
    await expect(card).toBeChecked();

    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: /^Commencer gratuitement/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(PRODUCT_APPS.note2frais);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/essai-gratuit$/);
  });
});

test.describe("pricing", () => {
  test('/tarifs, titled "Tarifs des applications | Gestio", leads to the five pricing pages', async ({ page }) => {
    await quietVisit(page, "/tarifs");
    await expect(page).toHaveTitle("Tarifs des applications | Gestio");
    for (const id of PRODUCT_IDS) {
      const link = page.locator(`main a[href="/tarifs/${id}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toContainText(PRODUCT_NAMES[id]);
    }
    await page.locator('main a[href="/tarifs/comptapro"]').click();
    await expect(page).toHaveURL(/\/tarifs\/comptapro$/);
  });

  for (const id of PRODUCT_IDS) {
    test(`/tarifs/${id}: plans and prices of the catalog, trial, yearly discount, testimonials, demo, JSON-LD`, async ({
      page,
    }) => {
      await quietVisit(page, `/tarifs/${id}`);
      const main = page.locator("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PRICING_PAGES[id].heroTitle);

      const cards = main.locator("article[data-plan]");
      await expect(cards).toHaveCount(PLANS[id].length);
      for (const [index, plan] of PLANS[id].entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.title);
        const price = plain((await card.locator("[data-price]").textContent()) ?? "");
        expect(price).toContain(plain(priceLabel(plan.price)));
        if (typeof plan.price === "number" && plan.price > 0) {
          expect(price).toMatch(/^\d+,\d{2} € \/ mois$/);
          expect(price).toContain(plan.period);
          await expect(card).toContainText(
            `${formatPrice(annualPrice(plan.price, TERMS.annualFreeMonths))} par an, ${TERMS.annualFreeMonths} mois offerts`,
          );
        }
        for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
        if (plan.popular) await expect(card).toHaveAttribute("data-popular", "true");
        else await expect(card).not.toHaveAttribute("data-popular");
        if (typeof plan.ctaLink === "string") {
          const cta = card.getByRole("link", { name: new RegExp(`^${plan.ctaText}`) });
          await expect(cta).toHaveAttribute("href", plan.ctaLink);
          await expect(cta).toHaveAttribute("target", "_blank");
        } else {
          const cta = card.getByRole("button", { name: plan.ctaText });
          await expect(cta).toHaveAttribute("data-open-dialog", "demo");
          await expect(cta).toHaveAttribute("data-demo-product", id);
        }
      }
      if (id === "comptapro") {
        await expect(cards.nth(1)).toContainText("Le plus populaire");
        await expect(cards.nth(2)).toContainText("Nous contacter");
      }
      if (id === "crmpro" || id === "facturepro") await expect(cards.last()).toContainText("Sur devis");

      await expect(main).toContainText(`${TERMS.trialDays} jours d'essai gratuit, sans carte bancaire`);
      await expect(main).toContainText(`${TERMS.annualFreeMonths} mois offerts`);

      const quotes = main.locator("blockquote");
      if (id === "comptapro") {
        await expect(quotes).toHaveCount(1);
        await expect(quotes).toContainText(COMPTAPRO_QUOTE.quote);
        await expect(main.locator("figcaption")).toContainText(COMPTAPRO_QUOTE.author);
      } else {
        await expect(quotes).toHaveCount(2);
        for (const t of PRICING_TESTIMONIALS[id]) await expect(main.getByText(t.author, { exact: true })).toBeVisible();
      }

      const demo = main.locator(opener("demo", `[data-demo-product="${id}"]`));
      await expect.poll(() => demo.count()).toBeGreaterThanOrEqual(2);
      const finalCta = main.locator('section[aria-labelledby="cta-final"]');
      await expect(finalCta.getByRole("button", { name: "Demander une démonstration" })).toHaveAttribute(
        "data-demo-product",
        id,
      );
      if (id === "comptapro") {
        const create = finalCta.getByRole("link", { name: /^Créer mon compte gratuitement/ });
        await expect(create).toHaveAttribute("href", PRODUCT_APPS.comptapro);
        await expect(create).toHaveAttribute("target", "_blank");
      }

      const nodes = await jsonLdNodes(page);
      const product = nodes.find((n) => n["@type"] === "Product") as {
        name: string;
        offers: { price: string; priceCurrency: string }[];
      };
      expect(product.name).toBe(PRODUCT_NAMES[id]);
      expect(product.offers.map((o) => o.price)).toEqual(
        PLANS[id].flatMap((p) => (typeof p.price === "number" ? [p.price.toFixed(2)] : [])),
      );
      expect(product.offers.every((o) => o.priceCurrency === "EUR")).toBe(true);
      const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Accueil", "Tarifs", PRODUCT_NAMES[id]]);
    });
  }
});

test("/boosters: Score Client is free and external, the other three are announced", async ({ page }) => {
  await quietVisit(page, "/boosters");
  const score = page.locator('[data-booster="score-client"]');
  await expect(score).toContainText("Gratuit");
  const link = score.getByRole("link");
  await expect(link).toHaveAttribute("href", SCORE_CLIENT_URL);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  for (const booster of BOOSTERS.filter((b) => b.status === "coming-soon")) {
    const card = page.locator(`[data-booster="${booster.id}"]`);
    await expect(card.getByRole("heading", { name: booster.title })).toBeVisible();
    await expect(card).toContainText(COMING_SOON_LABEL);
    await expect(card.getByRole("link")).toHaveCount(0);
  }
});

test.describe("product redirects", () => {
  for (const id of PRODUCT_IDS) {
    test(`/${id} goes to the product's site`, async ({ request }) => {
      const response = await request.get(`/${id}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(asUrl(PRODUCT_SITES[id]));
    });
  }
});
