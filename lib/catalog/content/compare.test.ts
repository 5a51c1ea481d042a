import { describe, expect, it } from "vitest";
import { compareVersions } from "./compare.ts";
import { CONTENT_KINDS, DEFAULT_CONTENT } from "./kinds.ts";

const NBSP = "\u00a0";

describe("two versions of a content item compared field by field", () => {
  const schema = CONTENT_KINDS.formules.schema("facturepro");
  const plans = DEFAULT_CONTENT.plans.facturepro;

  it("finds nothing between a version and itself, and counts every field", () => {
    const same = compareVersions(schema, plans, structuredClone(plans));
    expect(same.changed).toEqual([]);
    expect(same.unchanged).toBeGreaterThan(20);
  });

  it("names each changed field by its place, those a visitor never sees too, with the words added and removed", () => {
    const after = structuredClone(plans);
    if (!after[1] || !after[2]) throw new Error("FacturePro has three plans");
    after[1].price = 7.49;
    after[1].description = "Pour facturer sans limite et être payé bien plus vite.";
    after[2].ctaLink = "https://app.facturepro.fr/inscription";
    [after[1].features[0], after[1].features[1]] = [after[1].features[1] as string, after[1].features[0] as string];
    const { changed } = compareVersions(schema, plans, after);
    const byLabel = new Map(changed.map((field) => [field.label, field]));
    expect(byLabel.get("Formule 2 › Prix mensuel TTC")).toMatchObject({
      before: `6,90${NBSP}€`,
      after: `7,49${NBSP}€`,
    });
    const words = byLabel.get("Formule 2 › Description")?.words ?? [];
    expect(words.filter((part) => part.added).map((part) => part.value.trim())).toContain("bien");
    // A button's target: no visitor reads it, the comparison says it.
    expect(byLabel.get("Formule 3 › Où mène le bouton")?.before).toContain("demo:facturepro");
    // An order: both places changed.
    expect(byLabel.has("Formule 2 › Ce que comprend la formule › Ligne 1")).toBe(true);
    expect(byLabel.has("Formule 2 › Ce que comprend la formule › Ligne 2")).toBe(true);
    expect(changed).toHaveLength(5);
  });

  it("shows an item added to a list field by field, from nothing", () => {
    const after = [...plans, { ...(plans[0] as (typeof plans)[number]), title: "Équipe" }];
    const { changed } = compareVersions(schema, plans, after);
    expect(changed.find((field) => field.label === "Formule 4 › Nom de la formule")).toMatchObject({
      before: "",
      after: "Équipe",
    });
  });

  it("compares 500 changed fields on one page of plain data", () => {
    const faq = CONTENT_KINDS.faq.schema();
    const many = (text: string) =>
      Array.from({ length: 12 }, (_, group) => ({
        id: `g${group}`,
        title: `${text} ${group}`,
        items: Array.from({ length: 40 }, (_, index) => ({
          id: `q${group}-${index}`,
          question: `${text} ${index} ?`,
          answer: `${text} réponse ${index}.`,
        })),
      }));
    const { changed } = compareVersions(faq, many("Avant"), many("Après"));
    expect(changed.length).toBeGreaterThanOrEqual(500);
  });
});
