import { describe, expect, it } from "vitest";
import { matchesQuery, normalise } from "./blog-search.ts";

describe("blog search matching", () => {
  it("ignores accents, case and extra spaces", () => {
    expect(normalise("  Éditer   un DEVIS ")).toBe("editer un devis");
    expect(matchesQuery("Gestion d'entreprise", "GESTION entreprise")).toBe(true);
    expect(matchesQuery("Notes de frais", "frais")).toBe(true);
    expect(matchesQuery("Devis et facturation", "édition")).toBe(false);
  });

  it("reads French ligatures and typographic apostrophes as typed on a keyboard", () => {
    expect(normalise("Le Cœur de l’Entreprise")).toBe("le coeur de l'entreprise");
    expect(matchesQuery("Gestion d’entreprise", "gestion d'entreprise")).toBe(true);
    expect(matchesQuery("Curriculum vitæ", "vitae")).toBe(true);
  });

  it("needs every word of the query", () => {
    expect(matchesQuery("Devis et facturation", "devis factur")).toBe(true);
    expect(matchesQuery("Devis et facturation", "devis frais")).toBe(false);
  });

  it("matches everything for an empty query", () => {
    expect(matchesQuery("Notes de frais", "   ")).toBe(true);
  });
});
