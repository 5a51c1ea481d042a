import { describe, expect, it } from "vitest";
import { closenessPercent, SUGGESTIONS, suggestionReason } from "../config/lost-addresses.ts";
import {
  type Destination,
  type FormerAddress,
  normaliseLostPath,
  suggestionIndex,
  suggestTargets,
} from "./lost-address-suggestions.ts";

const LIVE: Destination[] = [
  { path: "/", title: "Gestio – la suite de gestion des TPE" },
  { path: "/tarifs", title: "Tarifs" },
  { path: "/contact", title: "Contact" },
  { path: "/aide", title: "Centre d’aide" },
  { path: "/crmpro", title: "CRMPro – le CRM des petites entreprises" },
  { path: "/facturation", title: "Factures et devis en ligne" },
  { path: "/a-propos", title: "À propos" },
  { path: "/mentions-legales", title: "Mentions légales" },
  { path: "/blog", title: "Blog" },
  {
    path: "/blog/facturation-electronique-obligatoire",
    title: "Facturation électronique\u00a0: ce qui devient obligatoire",
  },
  { path: "/blog/facturation-electronique-calendrier", title: "Facturation électronique\u00a0: le calendrier" },
  { path: "/blog/devis-et-facture-le-guide", title: "Devis et facture\u00a0: le guide complet" },
  { path: "/blog/creer-son-entreprise-en-2026", title: "Créer son entreprise en 2026" },
  { path: "/blog/relancer-un-client-qui-ne-paie-pas", title: "Relancer un client qui ne paie pas" },
  { path: "/blog/choisir-son-statut-juridique", title: "Choisir son statut juridique" },
];

const FORMERS: FormerAddress[] = [
  {
    path: "/blog/guide-du-devis",
    to: "/blog/devis-et-facture-le-guide",
    title: "Devis et facture\u00a0: le guide complet",
  },
  // Renamed twice: the first address leads to the current one.
  { path: "/blog/statut-juridique-2024", to: "/blog/statut-juridique-2025", title: "Choisir son statut juridique" },
  {
    path: "/blog/statut-juridique-2025",
    to: "/blog/choisir-son-statut-juridique",
    title: "Choisir son statut juridique",
  },
  { path: "/offre-crm", to: "/crmpro", title: "CRMPro" },
];

const index = suggestionIndex(LIVE, FORMERS);
const targets = (path: string) => suggestTargets(index, path).map((s) => s.to);

describe("suggestions for a lost address", () => {
  it("puts an exact former address first, with the article it now is", () => {
    const [first] = suggestTargets(index, "/blog/guide-du-devis");
    expect(first).toEqual({
      to: "/blog/devis-et-facture-le-guide",
      title: "Devis et facture\u00a0: le guide complet",
      score: 1,
      kind: "former",
      reason: "Ancienne adresse de l’article «\u00a0Devis et facture\u00a0: le guide complet\u00a0»",
    });
    expect(suggestTargets(index, "/offre-crm")[0]).toMatchObject({
      to: "/crmpro",
      kind: "former",
      reason: "Ancienne adresse de la page «\u00a0CRMPro\u00a0»",
    });
  });

  it("follows an article renamed twice to its current address", () => {
    expect(suggestTargets(index, "/blog/statut-juridique-2024")[0]).toMatchObject({
      to: "/blog/choisir-son-statut-juridique",
      kind: "former",
      score: 1,
    });
  });

  it("recognises the same page written differently", () => {
    for (const path of [
      "/Tarifs/",
      "/tarifs.html",
      "/tarifs.php",
      "/tarifs/index.html",
      "/TARIFS?utm_source=x",
      "//tarifs//",
      "/tarifs).",
    ]) {
      expect(suggestTargets(index, path)[0], path).toEqual({
        to: "/tarifs",
        title: "Tarifs",
        score: 0.99,
        kind: "same",
        reason: "Même page, adresse écrite autrement",
      });
    }
    expect(targets("/blog/cr%C3%A9er-son-entreprise-en-2026/")[0]).toBe("/blog/creer-son-entreprise-en-2026");
    expect(targets("/index.php")[0]).toBe("/");
    expect(suggestTargets(index, "/Blog/Guide-du-Devis/")[0]).toMatchObject({
      to: "/blog/devis-et-facture-le-guide",
      kind: "former",
    });
  });

  it("normalises safely, even a malformed or Latin-1 percent-encoding", () => {
    expect(normaliseLostPath("/Créer%20Son%2")).toBe("/creer son%2");
    expect(normaliseLostPath("/cr%E9er")).toBe("/creer");
    expect(() => normaliseLostPath("/%E0%A4%A%%")).not.toThrow();
    expect(normaliseLostPath("/blog/index.htm#haut")).toBe("/blog");
    expect(normaliseLostPath("")).toBe("/");
  });

  it("finds the article a changed slug was about", () => {
    const found = suggestTargets(index, "/blog/facturation-electronique-2026");
    expect(found.map((s) => s.to)).toContain("/blog/facturation-electronique-obligatoire");
    expect(found[0]?.kind).toBe("similar");
    expect(found[0]?.to.startsWith("/blog/facturation-electronique-")).toBe(true);
  });

  it("finds a page moved to another folder under a close name", () => {
    expect(targets("/produits/crm-pro")[0]).toBe("/crmpro");
    expect(targets("/produits/crm-pro/")[0]).toBe("/crmpro");
  });

  it("corrects typos and says how close, or which words are shared", () => {
    expect(suggestTargets(index, "/contat")[0]).toMatchObject({
      to: "/contact",
      kind: "similar",
      reason: "Adresse proche (86\u202f%)",
    });
    expect(targets("/tarfis")[0]).toBe("/tarifs");
    expect(suggestTargets(index, "/blog/creer-entreprise")[0]).toMatchObject({
      to: "/blog/creer-son-entreprise-en-2026",
      reason: "Mots en commun\u00a0: creer, entreprise",
    });
  });

  it("suggests nothing for the probes of scanners or nonsense", () => {
    for (const path of ["/wp-login.php", "/.env", "/xmlrpc.php", "/wp-admin/setup-config.php", "/zzzz-qqqq", "/en"])
      expect(suggestTargets(index, path), path).toEqual([]);
  });

  it("respects the minimum score", () => {
    // With a minimum of 0, every page would be offered for anything.
    expect(suggestTargets(index, "/blog/abc-def")).toEqual([]);
    expect(suggestTargets(index, "/kqxw-vbzn-plmj")).toEqual([]);
    for (const path of ["/facturation-electronique", "/blog/facture", "/devis", "/factures", "/old/tarifs"])
      for (const s of suggestTargets(index, path))
        expect(s.score, `${path} → ${s.to}`).toBeGreaterThanOrEqual(SUGGESTIONS.minScore);
    expect(SUGGESTIONS.minScore).toBeGreaterThan(0.3);
  });

  it("gives at most three distinct pages, best first, never the lost address itself", () => {
    for (const path of [
      "/blog/facturation-electronique",
      "/blog/facturation",
      "/facturation/",
      "/blog/facturation-electronique-obligatoire",
      "/blog/guide-du-devis",
      "/tarifs",
    ]) {
      const found = suggestTargets(index, path);
      expect(found.length, path).toBeLessThanOrEqual(SUGGESTIONS.perAddress);
      expect(new Set(found.map((s) => s.to)).size, path).toBe(found.length);
      expect(
        found.map((s) => s.to),
        path,
      ).not.toContain(path);
      expect(
        found.map((s) => s.score),
        path,
      ).toEqual([...found.map((s) => s.score)].sort((a, b) => b - a));
      for (const s of found) {
        expect(s.score, path).toBeGreaterThanOrEqual(SUGGESTIONS.minScore);
        expect(s.score, path).toBeLessThanOrEqual(1);
      }
    }
    expect(suggestTargets(index, "/blog/facturation-electronique").length).toBeGreaterThan(1);
    expect(suggestTargets(index, "/blog/facturation-electronique", 1)).toHaveLength(1);
    expect(suggestTargets(index, "/Tarifs/", 0)).toEqual([]);
    // A live page logged by mistake is not sent to itself.
    expect(targets("/tarifs")).not.toContain("/tarifs");
  });

  it("writes the reasons in French, short", () => {
    expect(suggestionReason("similar", 0.823)).toBe("Adresse proche (82\u202f%)");
    expect(suggestionReason("words", ["facture", "devis"])).toBe("Mots en commun\u00a0: facture, devis");
    expect(suggestionReason("same")).toBe("Même page, adresse écrite autrement");
    expect(suggestionReason("former", "x".repeat(200)).length).toBeLessThan(100);
    expect(closenessPercent(0.999)).toBe("99\u202f%");
  });

  it("answers 5,000 lost addresses against 1,200 destinations", () => {
    const words = ["facture", "devis", "client", "statut", "tresorerie", "relance", "crm", "tva", "bilan", "paie"];
    const pick = (i: number, k: number) => words[(i * 7 + k * 3) % words.length]!;
    const live: Destination[] = Array.from({ length: 1_200 }, (_, i) => ({
      path: `/blog/${pick(i, 0)}-${pick(i, 1)}-${pick(i, 2)}-${i}`,
      title: `${pick(i, 0)} et ${pick(i, 1)} n° ${i}`,
    }));
    const index = suggestionIndex(live, []);
    let answered = 0;
    for (let i = 0; i < 5_000; i++) {
      const lost = i % 3 === 0 ? `/wp-content/${i}.php` : `/blog/${pick(i, 1)}-${pick(i, 0)}-${i}`;
      const found = suggestTargets(index, lost);
      expect(found.length).toBeLessThanOrEqual(3);
      answered += found.length > 0 ? 1 : 0;
    }
    expect(answered).toBeGreaterThan(0);
  });
});
