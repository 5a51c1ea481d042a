import { describe, expect, it } from "vitest";
import { PRODUCT_APPS } from "../config/external-links.ts";
import { PRODUCT_IDS } from "../config/products.ts";
import { ABOUT } from "./about.ts";
import { AUTOMATIONS } from "./automations.ts";
import { BOOSTERS, COMING_SOON_LABEL } from "./boosters.ts";
import { HOME_CONTENT, HOME_CONTENT_KEYS } from "./home.ts";
import { annualPrice, PLANS } from "./plans.ts";
import { priceLabel } from "./price-label.ts";
import { PRICING_PAGES, pricingSeo } from "./pricing-pages.ts";
import { SOLUTION_SLUGS, SOLUTIONS } from "./solutions.ts";
import { COMPTAPRO_QUOTE, HOME_TESTIMONIALS, PRICING_TESTIMONIALS } from "./testimonials.ts";
import { DEFAULT_PLAN_CTA, DEFAULT_PLAN_PERIOD, plan } from "./types.ts";

const NBSP = "\u00a0";
const summary = (id: (typeof PRODUCT_IDS)[number]) =>
  PLANS[id].map((p) => `${p.title} ${priceLabel(p.price)}${p.popular ? " *" : ""}`.replaceAll(NBSP, " "));

describe("plans and prices (spec section 9)", () => {
  it("match the price table exactly", () => {
    expect(summary("note2frais")).toEqual(["Free Gratuit", "Pro 5,90 €"]);
    expect(summary("facturepro")).toEqual(["Free Gratuit", "Pro 6,90 €", "Corporate Sur devis"]);
    expect(summary("comptapro")).toEqual(["Start 5,99 €", "Pro 12,99 € *", "Business Nous contacter"]);
    expect(summary("crmpro")).toEqual(["Start 5,99 €", "Pro 12,99 €", "Business Sur devis"]);
    expect(summary("zenfluence")).toEqual(["Starter 9,90 €", "Pro 24,90 €", "Business 49,90 €"]);
  });

  it("carry the limits of section 9 in their features", () => {
    const features = (id: (typeof PRODUCT_IDS)[number], i: number) => PLANS[id][i]?.features.join(" | ");
    expect(features("note2frais", 0)).toContain("1 utilisateur");
    expect(features("note2frais", 1)).toContain("À partir de 2 utilisateurs");
    expect(features("note2frais", 1)).toContain("Profils Admin et Utilisateurs");
    expect(features("facturepro", 0)).toContain("Jusqu'à 3 clients actifs");
    expect(features("facturepro", 0)).toContain("10 documents par mois");
    expect(features("facturepro", 1)).toContain("À partir de 4 clients ou plus de 10 documents par mois");
    expect(features("zenfluence", 0)).toContain("Jusqu'à 5 connexions sociales");
    expect(features("zenfluence", 1)).toContain("1 collaborateur invité");
    expect(features("zenfluence", 2)).toContain("5 utilisateurs");
  });

  it("give ComptaPro the feature lists of section 9", () => {
    const [start, pro, business] = PLANS.comptapro;
    expect(start?.features).toEqual([
      "Saisie simplifiée des recettes et des dépenses",
      "Notes de frais",
      "Suivi de trésorerie",
      "Export des données comptables",
      "Aide en ligne",
    ]);
    expect(pro?.features).toEqual([
      "Tout le pack Start",
      "Gestion de la TVA",
      "Suivi des immobilisations",
      "Bilans",
      "Support prioritaire",
    ]);
    expect(business?.features).toEqual(
      expect.arrayContaining(["Multi-société", "Accès multi-utilisateurs", "Support dédié", "Formation personnalisée"]),
    );
  });

  it("give every product plans, exactly one popular plan at most, and valid calls to action", () => {
    for (const id of PRODUCT_IDS) {
      expect(PLANS[id].length).toBeGreaterThanOrEqual(2);
      expect(PLANS[id].filter((p) => p.popular).length).toBeLessThanOrEqual(1);
      for (const p of PLANS[id]) {
        expect(p.features.length).toBeGreaterThan(0);
        if (typeof p.price === "number") expect(p.ctaLink).toBe(PRODUCT_APPS[id]);
        else expect(p.ctaLink).toEqual({ dialog: "demo", product: id });
      }
    }
  });

  it("apply the plan card defaults", () => {
    const p = plan({ title: "T", description: "D", price: 1, features: ["f"], ctaLink: "/x" });
    expect(p.period).toBe(DEFAULT_PLAN_PERIOD);
    expect(p.period).toBe("mois");
    expect(p.ctaText).toBe(DEFAULT_PLAN_CTA);
    expect(p.ctaText).toBe("Commencer l'essai");
    expect(p.popular).toBe(false);
  });

  it("compute the yearly price with two months free", () => {
    expect(annualPrice(5.9, 2)).toBe(59);
    expect(annualPrice(12.99, 2)).toBe(129.9);
  });
});

describe("page copy", () => {
  it("has a pricing page with SEO limits for every product", () => {
    for (const id of PRODUCT_IDS) {
      const page = pricingSeo(id, PLANS[id]);
      expect(page.title.length, page.title).toBeLessThanOrEqual(60);
      expect(page.description.length, page.description).toBeGreaterThanOrEqual(120);
      expect(page.description.length, page.description).toBeLessThanOrEqual(160);
    }
    expect(PRICING_PAGES.comptapro.heroTitle).toContain("sans jargon");
  });

  it("quotes the published prices in the pricing pages' SEO texts, a renamed plan by its place", () => {
    const plans = PLANS.crmpro.map((plan) => (plan.title === "Start" ? { ...plan, price: 12.5 } : plan));
    expect(pricingSeo("crmpro", plans).title).toContain("12,50\u00a0€");
    const renamed = plans.map((plan) => (plan.title === "Start" ? { ...plan, title: "Débuter" } : plan));
    expect(pricingSeo("crmpro", renamed).title).toContain("12,50\u00a0€");
    expect(pricingSeo("crmpro", PLANS.crmpro).title).not.toContain("12,50");
  });

  it("lists the six solutions with unique anchors and SEO limits", () => {
    expect(SOLUTIONS.map((s) => s.slug)).toEqual([...SOLUTION_SLUGS]);
    expect(new Set(SOLUTIONS.map((s) => s.id)).size).toBe(6);
    for (const s of SOLUTIONS) {
      expect(s.detailsUrl).toBe(`/solutions/${s.slug}`);
      expect(s.seoTitle.length, s.seoTitle).toBeLessThanOrEqual(60);
      expect(s.seoDescription.length, s.seoDescription).toBeGreaterThanOrEqual(120);
      expect(s.seoDescription.length, s.seoDescription).toBeLessThanOrEqual(160);
    }
  });

  it("has the 20 home text keys, each with a default text", () => {
    expect(HOME_CONTENT_KEYS).toHaveLength(20);
    expect(Object.keys(HOME_CONTENT).sort()).toEqual([...HOME_CONTENT_KEYS].sort());
    for (const key of HOME_CONTENT_KEYS) expect(HOME_CONTENT[key].trim()).not.toBe("");
  });

  it("has fixed testimonials, boosters and automations", () => {
    expect(HOME_TESTIMONIALS).toHaveLength(3);
    for (const pair of Object.values(PRICING_TESTIMONIALS)) expect(pair).toHaveLength(2);
    expect(COMPTAPRO_QUOTE.author).not.toBe("");
    expect(BOOSTERS.map((b) => [b.title, b.status])).toEqual([
      ["Score Client", "available"],
      ["Business plan guidé", "coming-soon"],
      ["Questions juridiques", "coming-soon"],
      ["Coaching pitch en anglais", "coming-soon"],
    ]);
    expect(COMING_SOON_LABEL).toBe("Bientôt disponible");
    expect(AUTOMATIONS.map((a) => a.title)).toEqual([
      "Envoi de documents",
      "Relances clients",
      "Fiches de paie",
      "Suivi d'équipe",
    ]);
  });

  it("uses French typography: a no-break space before : ; ! ? € and none missing", () => {
    const texts = JSON.stringify([
      PLANS,
      PRICING_PAGES,
      PRODUCT_IDS.map((id) => pricingSeo(id, PLANS[id])),
      SOLUTIONS,
      HOME_CONTENT,
      HOME_TESTIMONIALS,
      PRICING_TESTIMONIALS,
      COMPTAPRO_QUOTE,
      BOOSTERS,
      AUTOMATIONS,
      ABOUT,
    ]);
    const values = [...texts.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((m) => m[1] ?? "")
      .filter((v) => !v.startsWith("http"));
    for (const v of values) expect(v, v).not.toMatch(/ [:;!?€»]|« |\w[;!?€]/);
  });
});
