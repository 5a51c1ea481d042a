import { describe, expect, it } from "vitest";
import { parseSearchConsoleCsv, SEARCH_CONSOLE_ERRORS, searchConsoleNumber } from "./search-console-csv.ts";

describe("Search Console's exports", () => {
  it("read French numbers as Search Console writes them", () => {
    expect(searchConsoleNumber("1\u202f234")).toBe(1234);
    expect(searchConsoleNumber("3,5\u00a0%")).toBe(3.5);
    expect(searchConsoleNumber("8,2")).toBe(8.2);
    expect(searchConsoleNumber("12%")).toBe(12);
    expect(searchConsoleNumber("")).toBeUndefined();
    expect(searchConsoleNumber("n/a")).toBeUndefined();
  });

  it("read a French « Pages » export with semicolons, each page by its path", () => {
    const csv = [
      "\uFEFFPages les plus populaires;Clics;Impressions;CTR;Position",
      "https://www.exemple.fr/blog/notes-de-frais-mode-d-emploi;1\u202f204;35\u202f210;3,42\u00a0%;7,8",
      "https://www.exemple.fr/tarifs/facturepro;87;2\u202f310;3,77\u00a0%;12,1",
    ].join("\r\n");
    expect(parseSearchConsoleCsv(csv)).toEqual({
      ok: true,
      kind: "pages",
      rows: [
        {
          key: "/blog/notes-de-frais-mode-d-emploi",
          current: { clicks: 1204, impressions: 35210, ctr: 3.42, position: 7.8 },
        },
        { key: "/tarifs/facturepro", current: { clicks: 87, impressions: 2310, ctr: 3.77, position: 12.1 } },
      ],
    });
  });

  it("read a compared export: the period shown, then the one before", () => {
    const csv = [
      '"Requêtes les plus fréquentes","Clics (28 derniers jours)","Clics (28 jours précédents)","Impressions (28 derniers jours)","Impressions (28 jours précédents)","CTR (28 derniers jours)","CTR (28 jours précédents)","Position (28 derniers jours)","Position (28 jours précédents)"',
      '"note de frais","40","55","900","1000","4,44 %","5,5 %","6,1","5,2"',
    ].join("\n");
    expect(parseSearchConsoleCsv(csv)).toEqual({
      ok: true,
      kind: "queries",
      rows: [
        {
          key: "note de frais",
          current: { clicks: 40, impressions: 900, ctr: 4.44, position: 6.1 },
          previous: { clicks: 55, impressions: 1000, ctr: 5.5, position: 5.2 },
        },
      ],
    });
  });

  it("read an English export too", () => {
    const parsed = parseSearchConsoleCsv(
      "Top pages,Clicks,Impressions,CTR,Position\nhttps://www.exemple.fr/,10,100,10%,1.5\n",
    );
    expect(parsed).toEqual({
      ok: true,
      kind: "pages",
      rows: [{ key: "/", current: { clicks: 10, impressions: 100, ctr: 10, position: 1.5 } }],
    });
  });

  it("refuse another file, a missing column and a value that is no number, in French", () => {
    expect(parseSearchConsoleCsv("")).toEqual({ ok: false, error: SEARCH_CONSOLE_ERRORS.empty });
    expect(parseSearchConsoleCsv("De,Vers\n/a,/b\n")).toEqual({ ok: false, error: SEARCH_CONSOLE_ERRORS.unknown });
    expect(parseSearchConsoleCsv("Pages les plus populaires;Clics;Impressions;Position\n/;1;2;3\n")).toEqual({
      ok: false,
      error: SEARCH_CONSOLE_ERRORS.columns("CTR"),
    });
    expect(
      parseSearchConsoleCsv("Pages les plus populaires;Clics;Impressions;CTR;Position\n/;beaucoup;2;1 %;3\n"),
    ).toEqual({
      ok: false,
      error: SEARCH_CONSOLE_ERRORS.number(2, "beaucoup"),
    });
  });
});
