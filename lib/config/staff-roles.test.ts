import { describe, expect, it } from "vitest";
import { ADMIN_SCREENS, homeFor, screensFor } from "./admin.ts";
import { DESKS, mayOpen, ROLE_CHOICES, roleFromInput, STAFF_ROLES } from "./staff-roles.ts";

describe("the back office's roles", () => {
  it("reads a role with or without accents, in any case, and nothing else", () => {
    expect(["rédaction", "redaction", "Rédaction", " REDACTION "].map(roleFromInput)).toEqual(
      Array(4).fill("redaction"),
    );
    expect(roleFromInput("Administrateur")).toBe("administrateur");
    expect(roleFromInput("commercial")).toBe("commercial");
    expect(["admin", "", "rédacteur", "administrateur2"].map(roleFromInput)).toEqual([null, null, null, null]);
    expect(ROLE_CHOICES).toBe("administrateur, rédaction ou commercial");
  });

  it("opens every desk to administrators, and nothing to an unknown role", () => {
    for (const desk of Object.keys(DESKS) as (keyof typeof DESKS)[]) {
      expect(mayOpen("administrateur", desk)).toBe(true);
      expect(mayOpen(null, desk)).toBe(false);
    }
    expect(mayOpen("redaction", "leads")).toBe(false);
    expect(mayOpen("commercial", "articles")).toBe(false);
  });

  it("lists each role's screens in the navigation's order and lands it on the first", () => {
    expect(screensFor("administrateur")).toEqual([...ADMIN_SCREENS]);
    expect(screensFor("redaction").map((s) => s.label)).toEqual([
      "Articles",
      "Contenu du site",
      "Textes de l'accueil",
      "SEO",
      "Audience",
    ]);
    expect(screensFor("commercial").map((s) => s.label)).toEqual([
      "Demandes",
      "Indésirables",
      "Envois",
      "Effacement RGPD",
      "Audience",
    ]);
    expect(screensFor(null)).toEqual([]);
    expect(STAFF_ROLES.map(homeFor)).toEqual(["/admin", "/admin/articles", "/admin"]);
  });
});
