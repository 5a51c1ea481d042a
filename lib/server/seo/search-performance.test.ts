import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import type { SearchConsoleRow } from "../../seo/search-console-csv.ts";
import type { Db } from "../store/db.ts";
import {
  importSearchPages,
  importSearchQueries,
  pageSearchFigures,
  pagesLosingClicks,
  searchPages,
} from "./search-performance.ts";

const T0 = Date.UTC(2026, 11, 1, 9);
const row = (key: string, clicks: number, previousClicks?: number): SearchConsoleRow => ({
  key,
  current: { clicks, impressions: clicks * 30, ctr: 3.42, position: 7.8 },
  ...(previousClicks === undefined
    ? {}
    : { previous: { clicks: previousClicks, impressions: previousClicks * 30, ctr: 4.1, position: 6.55 } }),
});

describe.each(["sqlite", "postgres"] as const)("Search Console's figures on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("keep each page's figures and the period before, decimals included, by clicks", async () => {
    expect(
      await importSearchPages(db, [row("/tarifs", 40, 30), row("/blog/tva", 120, 200), row("/blog/tva", 1)], T0),
    ).toBe(2);
    expect(await searchPages(db)).toEqual([
      {
        key: "/blog/tva",
        current: { clicks: 120, impressions: 3600, ctr: 3.42, position: 7.8 },
        previous: { clicks: 200, impressions: 6000, ctr: 4.1, position: 6.55 },
        importedAt: T0,
      },
      expect.objectContaining({ key: "/tarifs" }),
    ]);
    expect((await pagesLosingClicks(db)).map((page) => page.key)).toEqual(["/blog/tva"]);
  });

  it("replace every page with a new « Pages » import, and one page's queries with its « Requêtes » import", async () => {
    await importSearchPages(db, [row("/ancienne", 5)], T0);
    await importSearchPages(db, [row("/blog/tva", 12)], T0 + 1);
    expect((await searchPages(db)).map((page) => page.key)).toEqual(["/blog/tva"]);
    expect(await pagesLosingClicks(db)).toEqual([]);

    await importSearchQueries(db, "/blog/tva", [row("déclaration de tva", 8), row("tva tpe", 4)], T0 + 2);
    await importSearchQueries(db, "/tarifs", [row("prix logiciel facture", 2)], T0 + 2);
    await importSearchQueries(db, "/blog/tva", [row("tva tpe", 6)], T0 + 3);
    const { page, queries } = await pageSearchFigures(db, "/blog/tva");
    expect(page?.current.clicks).toBe(12);
    expect(queries.map((query) => [query.key, query.current.clicks])).toEqual([["tva tpe", 6]]);
    expect((await pageSearchFigures(db, "/tarifs")).queries).toHaveLength(1);
    expect((await pageSearchFigures(db, "/inconnue")).page).toBeUndefined();
  });
});
