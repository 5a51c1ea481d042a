import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "../seo/json-ld/faq-page.ts";
import { FAQ_GROUPS } from "./faq.ts";

const answers = FAQ_GROUPS.flatMap((group) => group.items.map((item) => item.answer)).join("\n");

describe("FAQ data", () => {
  it("has the three groups of the spec, in order", () => {
    expect(FAQ_GROUPS.map((group) => group.title)).toEqual(["Général", "Abonnements et facturation", "Technique"]);
  });

  it("gives every question a unique anchor", () => {
    const ids = FAQ_GROUPS.flatMap((group) => [group.id, ...group.items.map((item) => item.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states the commercial terms of spec section 9", () => {
    expect(answers).toContain("14 jours, sans carte bancaire");
    expect(answers).toContain("2 mois offerts");
    expect(answers).toMatch(/supérieure est immédiat, au prorata/);
    expect(answers).toContain("prend effet à la prochaine période de facturation");
    expect(answers).toContain("conservées 30 jours après la résiliation");
    expect(answers).toContain("du lundi au vendredi de 9h à 18h");
    expect(answers).toContain("toutes les 2 à 4 semaines");
    expect(answers).toContain("carte bancaire, prélèvement SEPA et virement bancaire (formules annuelles)");
    expect(answers).toContain("99,9\u00a0%");
  });

  it("uses French spacing before double punctuation", () => {
    const text = FAQ_GROUPS.flatMap((g) => g.items.flatMap((i) => [i.question, i.answer])).join("\n");
    expect(text).not.toMatch(/ [?!;:»]|« /);
  });
});

describe("faqPageJsonLd", () => {
  it("publishes every question with its answer", () => {
    const node = faqPageJsonLd(FAQ_GROUPS, "https://example.fr/ressources/faq");
    const questions = node.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(node["@type"]).toBe("FAQPage");
    expect(questions).toHaveLength(FAQ_GROUPS.reduce((n, g) => n + g.items.length, 0));
    expect(questions[0]?.name).toBe(FAQ_GROUPS[0]?.items[0]?.question);
    expect(questions[0]?.acceptedAnswer.text).toBe(FAQ_GROUPS[0]?.items[0]?.answer);
  });
});
