import { describe, expect, it } from "vitest";
import {
  parseRedirectsCsv,
  REDIRECT_CSV_MAX_BYTES,
  REDIRECT_CSV_MAX_ROWS,
  REDIRECT_CSV_MESSAGES,
  redirectsCsv,
} from "./redirects-csv.ts";

const rows = (text: string) => {
  const parsed = parseRedirectsCsv(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.rows;
};

describe("an imported CSV file", () => {
  it("reads commas or semicolons, a BOM, quoted cells, and numbers each row by its line", () => {
    expect(rows("source,destination,code,note\n/a,/tarifs,308,Campagne\n")).toEqual([
      { line: 2, from: "/a", to: "/tarifs", status: "308", note: "Campagne" },
    ]);
    const text =
      '\uFEFFsource;destination;code;note\r\n\r\n/a ; /tarifs ;;"Note; avec ""guillemets""\r\net retour"\r\n;;;\r\n/b;/contact;301;\r\n';
    expect(rows(text)).toEqual([
      { line: 3, from: "/a", to: "/tarifs", status: "", note: 'Note; avec "guillemets"\r\net retour' },
      { line: 6, from: "/b", to: "/contact", status: "301", note: "" },
    ]);
  });

  it("finds its columns by name in any order, case and accents ignored, synonyms too; code and note optional", () => {
    expect(rows("Destination;SOURCE\n/tarifs;/a\n")).toEqual([
      { line: 2, from: "/a", to: "/tarifs", status: "", note: "" },
    ]);
    expect(rows("From,To,Status\n/a,/tarifs,301\n")).toEqual([
      { line: 2, from: "/a", to: "/tarifs", status: "301", note: "" },
    ]);
    expect(rows("Ancienne adresse;Nouvelle adresse;Statut;Note\n/a;/tarifs;301;x\n")[0]).toMatchObject({
      from: "/a",
      to: "/tarifs",
    });
  });

  it("is refused in French when empty, without its columns, too long or too big", () => {
    expect(parseRedirectsCsv("")).toEqual({ error: REDIRECT_CSV_MESSAGES.empty });
    expect(parseRedirectsCsv("\uFEFF\r\n\r\n")).toEqual({ error: REDIRECT_CSV_MESSAGES.empty });
    expect(parseRedirectsCsv("de;note\n/a;x\n")).toEqual({ error: REDIRECT_CSV_MESSAGES.missing(["destination"]) });
    expect(REDIRECT_CSV_MESSAGES.missing(["source", "destination"])).toBe(
      "Colonnes manquantes dans la ligne d'en-têtes\u00a0: source, destination.",
    );
    expect(parseRedirectsCsv("note\nx\n")).toEqual({ error: REDIRECT_CSV_MESSAGES.missing(["source", "destination"]) });
    const many = `source;destination\n${"/a;/b\n".repeat(REDIRECT_CSV_MAX_ROWS + 1)}`;
    expect(parseRedirectsCsv(many)).toEqual({ error: REDIRECT_CSV_MESSAGES.tooMany(REDIRECT_CSV_MAX_ROWS + 1) });
    expect(parseRedirectsCsv(`source;destination\n/a;/b;${"x".repeat(REDIRECT_CSV_MAX_BYTES)}`)).toEqual({
      error: REDIRECT_CSV_MESSAGES.tooBig,
    });
  });
});

describe("the export", () => {
  const redirects = [
    {
      from: "/a",
      to: "/tarifs",
      status: 301,
      note: "Campagne; été",
      hits: 12,
      lastHitAt: Date.UTC(2026, 10, 24, 9, 30),
    },
    { from: "/b", to: "https://partenaire.fr/?x=1", status: 308, note: "=HYPERLINK(1)", hits: 0, lastHitAt: null },
  ];

  it("is a CSV for French Excel: BOM, semicolons, CRLF, ISO dates, a formula kept as text", () => {
    expect(redirectsCsv(redirects)).toBe(
      "\uFEFFsource;destination;code;note;visites;derniere_visite\r\n" +
        '/a;/tarifs;301;"Campagne; été";12;2026-11-24T09:30:00.000Z\r\n' +
        "/b;https://partenaire.fr/?x=1;308;'=HYPERLINK(1);0;\r\n",
    );
  });

  it("is read back by the import as it was written", () => {
    expect(rows(redirectsCsv(redirects))).toEqual([
      { line: 2, from: "/a", to: "/tarifs", status: "301", note: "Campagne; été" },
      { line: 3, from: "/b", to: "https://partenaire.fr/?x=1", status: "308", note: "=HYPERLINK(1)" },
    ]);
  });
});
