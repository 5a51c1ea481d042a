import { describe, expect, it } from "vitest";
import {
  parseRedirectsCsv,
  REDIRECT_CSV_COLUMNS,
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
const row = (line: number, from: string, to: string, status = "", note = "") => ({ line, from, to, status, note });

describe("an imported CSV file", () => {
  it("reads commas and semicolons alike", () => {
    expect(rows("source,destination,code,note\n/a,/tarifs,308,Campagne\n")).toEqual([
      row(2, "/a", "/tarifs", "308", "Campagne"),
    ]);
    expect(rows("source;destination;code;note\n/a;/tarifs;308;Campagne, été\n")).toEqual([
      row(2, "/a", "/tarifs", "308", "Campagne, été"),
    ]);
    // A semicolon inside a comma file's cell is no separator.
    expect(rows("source,destination,note\n/a,/b,un;deux\n")).toEqual([row(2, "/a", "/b", "", "un;deux")]);
  });

  it("drops a BOM and trims every cell", () => {
    expect(rows("\uFEFFsource;destination;code;note\r\n  /a ;\t/tarifs ; 301 ;  Campagne  \r\n")).toEqual([
      row(2, "/a", "/tarifs", "301", "Campagne"),
    ]);
    // papaparse drops a BOM too, then its cursor no longer matches the text: the line numbers would drift.
    expect(rows('\uFEFF"source";"destination"\r\n/a;/b\r\n/c;/d\r\n/e;/f\r\n')).toEqual([
      row(2, "/a", "/b"),
      row(3, "/c", "/d"),
      row(4, "/e", "/f"),
    ]);
  });

  it("reads quoted cells with separators, doubled quotes and line breaks inside", () => {
    const text =
      'source;destination;code;note\r\n"/a";"/tarifs";;"Note; avec ""guillemets""\r\net retour"\r\n/b;/contact;301;"x,y"\r\n';
    expect(rows(text)).toEqual([
      row(2, "/a", "/tarifs", "", 'Note; avec "guillemets"\r\net retour'),
      row(4, "/b", "/contact", "301", "x,y"),
    ]);
  });

  it("finds its columns by name in any order, case and accents ignored, English synonyms too", () => {
    expect(rows("Destination;SOURCE\n/tarifs;/a\n")).toEqual([row(2, "/a", "/tarifs")]);
    expect(rows(" From , TO ,Status,NOTE\n/a,/tarifs,301,x\n")).toEqual([row(2, "/a", "/tarifs", "301", "x")]);
    expect(rows("Sóurce;DÉSTINATION;Côde;Nöte\n/a;/tarifs;308;x\n")).toEqual([row(2, "/a", "/tarifs", "308", "x")]);
  });

  it("leaves code and note empty when their columns are missing, and ignores unknown columns", () => {
    expect(rows("source;destination\n/a;/tarifs\n")).toEqual([row(2, "/a", "/tarifs")]);
    expect(rows("source;commentaire;destination;note\n/a;ignoré;/tarifs;x\n")).toEqual([
      row(2, "/a", "/tarifs", "", "x"),
    ]);
    // A short line: the cells it lacks are empty.
    expect(rows("source;destination;code;note\n/a\n")).toEqual([row(2, "/a", "")]);
  });

  it("skips blank lines (and lines of empty cells) but numbers each row by its line in the file", () => {
    const text = "\n\nsource;destination\n\n/a;/b\n;;\n   \n/c;/d\n\n/e;/f";
    expect(rows(text)).toEqual([row(5, "/a", "/b"), row(8, "/c", "/d"), row(10, "/e", "/f")]);
  });

  it("counts the lines of a quoted cell, and of CR-only (old Mac) files", () => {
    expect(rows('source,destination,note\n/a,/b,"1\n2\n3"\n/c,/d,\n').map((one) => one.line)).toEqual([2, 5]);
    expect(rows("source;destination\r/a;/b\r\r/c;/d\r")).toEqual([row(2, "/a", "/b"), row(4, "/c", "/d")]);
  });

  it("is refused in French when empty", () => {
    expect(parseRedirectsCsv("")).toEqual({ error: REDIRECT_CSV_MESSAGES.empty });
    expect(parseRedirectsCsv("\uFEFF\r\n  \r\n;;\n")).toEqual({ error: REDIRECT_CSV_MESSAGES.empty });
    expect(REDIRECT_CSV_MESSAGES.empty).toBe(
      "Le fichier est vide\u00a0: il doit commencer par une ligne d'en-têtes (source, destination, code, note).",
    );
  });

  it("is refused in French, naming them, without its source or destination column", () => {
    expect(parseRedirectsCsv("source;note\n/a;x\n")).toEqual({ error: REDIRECT_CSV_MESSAGES.missing(["destination"]) });
    expect(parseRedirectsCsv("to,code\n/b,301\n")).toEqual({ error: REDIRECT_CSV_MESSAGES.missing(["source"]) });
    expect(parseRedirectsCsv("note\nx\n")).toEqual({ error: REDIRECT_CSV_MESSAGES.missing(["source", "destination"]) });
    // A data line first: its cells are no column names.
    expect(parseRedirectsCsv("/a;/b\n")).toEqual({ error: REDIRECT_CSV_MESSAGES.missing(["source", "destination"]) });
    expect(REDIRECT_CSV_MESSAGES.missing(["destination"])).toBe(
      "Colonne manquante dans la ligne d'en-têtes\u00a0: «\u00a0destination\u00a0».",
    );
    expect(REDIRECT_CSV_MESSAGES.missing(["source", "destination"])).toBe(
      "Colonnes manquantes dans la ligne d'en-têtes\u00a0: «\u00a0source\u00a0» et «\u00a0destination\u00a0».",
    );
  });

  it("takes up to the maximum of rows, and is refused in French beyond", () => {
    const file = (count: number) => `source;destination\n${"/a;/b\n\n".repeat(count)}`;
    expect(rows(file(REDIRECT_CSV_MAX_ROWS))).toHaveLength(REDIRECT_CSV_MAX_ROWS);
    expect(parseRedirectsCsv(file(REDIRECT_CSV_MAX_ROWS + 1))).toEqual({
      error: REDIRECT_CSV_MESSAGES.tooMany(REDIRECT_CSV_MAX_ROWS + 1),
    });
    expect(REDIRECT_CSV_MESSAGES.tooMany(10_001)).toBe(
      "Le fichier compte 10\u202f001 redirections\u00a0: 10\u202f000 au plus par import. Découpez-le en plusieurs fichiers.",
    );
  });

  it("takes a file up to the maximum size, and is refused in French beyond", () => {
    const header = "source;destination;note\n/a;/b;";
    const file = (length: number) => header + "x".repeat(length - header.length);
    expect(rows(file(REDIRECT_CSV_MAX_BYTES))).toHaveLength(1);
    expect(parseRedirectsCsv(file(REDIRECT_CSV_MAX_BYTES + 1))).toEqual({ error: REDIRECT_CSV_MESSAGES.tooBig });
    expect(REDIRECT_CSV_MESSAGES.tooBig).toBe(
      "Le fichier dépasse 900\u00a0Ko\u00a0: découpez-le en plusieurs fichiers.",
    );
  });

  it("is refused in French, with its line, when a quote is never closed (the rest would be one cell)", () => {
    expect(parseRedirectsCsv('source;destination;note\n/a;/b;ok\n/c;/d;"oups\n/e;/f;x\n/g;/h;y\n')).toEqual({
      error: REDIRECT_CSV_MESSAGES.unclosedQuote(3),
    });
    // A quote inside a cell that does not start with one is plain text.
    expect(rows('source;destination;note\n/a;/b;il a dit "oui\n/c;/d;x\n')).toEqual([
      row(2, "/a", "/b", "", 'il a dit "oui'),
      row(3, "/c", "/d", "", "x"),
    ]);
    expect(REDIRECT_CSV_MESSAGES.unclosedQuote(3)).toMatch(/^Ligne 3\u00a0: un guillemet ouvert n'est jamais refermé/);
  });

  it("does not check the values themselves", () => {
    expect(rows("source;destination;code\nnimporte quoi;http://x;999\n")).toEqual([
      row(2, "nimporte quoi", "http://x", "999"),
    ]);
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
    { from: "/b", to: "https://partenaire.fr/?x=1", status: 308, note: "", hits: 0, lastHitAt: null },
  ];

  it("is a CSV for French Excel: BOM, header, semicolons, CRLF, ISO dates in UTC or nothing", () => {
    expect(redirectsCsv(redirects)).toBe(
      "\uFEFFsource;destination;code;note;visites;derniere_visite\r\n" +
        '/a;/tarifs;301;"Campagne; été";12;2026-11-24T09:30:00.000Z\r\n' +
        "/b;https://partenaire.fr/?x=1;308;;0;\r\n",
    );
    expect(redirectsCsv([])).toBe("\uFEFFsource;destination;code;note;visites;derniere_visite\r\n");
    expect(redirectsCsv([]).slice(1).split(";").slice(0, 4)).toEqual([...REDIRECT_CSV_COLUMNS]);
  });

  it("quotes a note with quotes or line breaks", () => {
    const [, line] = redirectsCsv([{ ...redirects[1]!, note: 'dit "bonjour"\nà tous' }]).split("\r\n");
    expect(line).toBe('/b;https://partenaire.fr/?x=1;308;"dit ""bonjour""\nà tous";0;');
  });

  it("keeps a note that a spreadsheet would run as a formula as text, with a leading quote", () => {
    const notes = ["=HYPERLINK(1)", "+33 1 23", "-5 %", "@SUM(A1)", "'=x", "sans risque", "a=b", "'cité'"];
    const cells = redirectsCsv(notes.map((note) => ({ ...redirects[1]!, note })))
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(";")[3]);
    expect(cells).toEqual([
      "'=HYPERLINK(1)",
      "'+33 1 23",
      "'-5 %",
      "'@SUM(A1)",
      "''=x",
      "sans risque",
      "a=b",
      "'cité'",
    ]);
  });

  it("writes an address removed on purpose (410) with an empty destination, and reads it back", () => {
    const gone = { from: "/retiree", to: "", status: 410, note: "Offre arrêtée", hits: 3, lastHitAt: null };
    const csv = redirectsCsv([redirects[0]!, gone]);
    expect(csv.split("\r\n")[2]).toBe("/retiree;;410;Offre arrêtée;3;");
    expect(rows(csv)).toEqual([
      row(2, "/a", "/tarifs", "301", "Campagne; été"),
      row(3, "/retiree", "", "410", "Offre arrêtée"),
    ]);
    // Written by hand: the code 410, the destination empty or its column left short.
    expect(rows("source,destination,code\n/retiree,,410\n")).toEqual([row(2, "/retiree", "", "410")]);
  });

  it("is read back by the import as it was written (the extra columns ignored, the quote against formulas removed)", () => {
    const notes = ["Campagne; été", 'dit "bonjour"\r\nà tous', "=HYPERLINK(1)", "-5 %", "'=x", "'cité'", ""];
    const written = notes.map((note, at) => ({ ...redirects[0]!, from: `/p${at}`, note }));
    const lines = [2, 3, 5, 6, 7, 8, 9];
    expect(rows(redirectsCsv(written))).toEqual(
      written.map((one, at) => row(lines[at]!, one.from, one.to, "301", one.note)),
    );
  });
});
