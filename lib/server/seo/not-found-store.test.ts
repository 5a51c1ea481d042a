import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { NOT_FOUND_LOG_LIMITS } from "../../config/not-found-log.ts";
import type { Db } from "../store/db.ts";
import { NOT_FOUND_PAGE_SIZE, notFoundPage, notFoundPageNumber, recordNotFound } from "./not-found-store.ts";
import { importRedirects } from "./redirects-store.ts";

const DAY = 86_400_000;
const none = () => false;

describe.each(["sqlite", "postgres"] as const)("the log of unknown addresses on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });
  /** The whole log at `now`, as the screen orders it: most asked first, then most recent. */
  const wholeLog = async (now: number) => (await notFoundPage(db, now, { pageSize: NOT_FOUND_LOG_LIMITS.rows })).rows;

  it("counts each path with its first and last request and its last referring host, most asked first", async () => {
    await recordNotFound(
      db,
      new Map([
        ["/a", { count: 1, referrer: "www.google.fr" }],
        ["/b", { count: 1 }],
      ]),
      1000,
      none,
    );
    await recordNotFound(
      db,
      new Map([
        ["/b", { count: 2 }],
        ["/tarifs", { count: 5 }],
      ]),
      2000,
      (path) => path === "/tarifs",
    );
    await recordNotFound(db, new Map([["/a", { count: 1 }]]), 1500, none);
    expect(await wholeLog(3000)).toEqual([
      { path: "/b", hits: 3, firstSeen: 1000, lastSeen: 2000, referrerHost: null },
      { path: "/a", hits: 2, firstSeen: 1000, lastSeen: 1500, referrerHost: "www.google.fr" },
    ]);
  });

  it("forgets what was not asked for in 90 days, and keeps at most its bound, the least asked going first", async () => {
    const now = 200 * DAY;
    await recordNotFound(db, new Map([["/ancienne", { count: 9 }]]), now - 91 * DAY, none);
    await recordNotFound(db, new Map([["/recente", { count: 1 }]]), now - 89 * DAY, none);
    expect((await wholeLog(now)).map((entry) => entry.path)).toEqual(["/recente"]);
    await recordNotFound(db, new Map([["/nouvelle", { count: 1 }]]), now, none);
    expect((await wholeLog(now)).map((entry) => entry.path)).toEqual(["/nouvelle", "/recente"]);

    // A bound of 3 stands for NOT_FOUND_LOG_LIMITS.rows: of the four, asked once each, the oldest goes.
    expect(NOT_FOUND_LOG_LIMITS.rows).toBe(5_000);
    const more = new Map([
      ["/p1", { count: 1 }],
      ["/p2", { count: 1 }],
    ]);
    await recordNotFound(db, more, now + 1, none, 3);
    expect((await wholeLog(now + 1)).map((entry) => entry.path).sort()).toEqual(["/nouvelle", "/p1", "/p2"]);
  });

  it("over its bound, drops the least asked first and, among those asked as often, the least recently asked", async () => {
    await recordNotFound(db, new Map([["/souvent", { count: 5 }]]), 1000, none);
    await recordNotFound(db, new Map([["/deux-fois", { count: 2 }]]), 1500, none);
    await recordNotFound(db, new Map([["/une-fois-1", { count: 1 }]]), 2000, none);
    await recordNotFound(db, new Map([["/une-fois-2", { count: 1 }]]), 3000, none);
    // A bound of 3 for NOT_FOUND_LOG_LIMITS.rows: two of the five go, the two oldest of those asked once.
    await recordNotFound(db, new Map([["/une-fois-3", { count: 1 }]]), 4000, none, 3);
    expect((await wholeLog(5000)).map((entry) => [entry.path, entry.hits])).toEqual([
      ["/souvent", 5],
      ["/deux-fois", 2],
      ["/une-fois-3", 1],
    ]);
  });

  it("keeps an address visitors asked for hundreds of times when a scanner asks more one-off addresses than the bound", async () => {
    const probes = (from: number, count: number) =>
      new Map(Array.from({ length: count }, (_, n) => [`/scan-${from + n}`, { count: 1 }]));
    await recordNotFound(db, new Map([["/ancienne-offre", { count: 300, referrer: "www.google.fr" }]]), 1000, none);
    await recordNotFound(db, probes(0, NOT_FOUND_LOG_LIMITS.rows - 100), 2000, none);
    await recordNotFound(db, probes(NOT_FOUND_LOG_LIMITS.rows - 100, 500), 3000, none);

    const kept = await wholeLog(4000);
    expect(kept).toHaveLength(NOT_FOUND_LOG_LIMITS.rows);
    expect(kept[0]).toEqual({
      path: "/ancienne-offre",
      hits: 300,
      firstSeen: 1000,
      lastSeen: 1000,
      referrerHost: "www.google.fr",
    });
    // The 401 addresses too many were among the oldest asked once: the last batch is there in full.
    expect(kept.filter((entry) => entry.lastSeen === 3000)).toHaveLength(500);
    expect(kept.filter((entry) => entry.lastSeen === 2000)).toHaveLength(NOT_FOUND_LOG_LIMITS.rows - 100 - 401);
  });

  it("gives the screen one page at a time, most asked first then most recent, without the redirected addresses", async () => {
    expect(await notFoundPage(db, 1000)).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
    await recordNotFound(
      db,
      new Map([
        ["/a", { count: 1 }],
        ["/b", { count: 4 }],
      ]),
      1000,
      none,
    );
    await recordNotFound(
      db,
      new Map([
        ["/c", { count: 1 }],
        ["/d", { count: 2 }],
        ["/redirigee", { count: 9 }],
      ]),
      2000,
      none,
    );
    await importRedirects(db, () => [{ from: "/redirigee", to: "/tarifs", status: 301, note: "" }], "test", 2500);
    const paths = async (page: number) => {
      const list = await notFoundPage(db, 3000, { page, pageSize: 3 });
      return { ...list, rows: list.rows.map((entry) => entry.path) };
    };
    expect(await paths(1)).toEqual({ rows: ["/b", "/d", "/c"], total: 4, page: 1, pageCount: 2 });
    expect(await paths(2)).toEqual({ rows: ["/a"], total: 4, page: 2, pageCount: 2 });
    // Out of range: the nearest page there is.
    expect(await paths(0)).toMatchObject({ rows: ["/b", "/d", "/c"], page: 1 });
    expect(await paths(9)).toMatchObject({ rows: ["/a"], page: 2 });
    expect((await notFoundPage(db, 3000)).rows[0]).toEqual({
      path: "/b",
      hits: 4,
      firstSeen: 1000,
      lastSeen: 1000,
      referrerHost: null,
    });
    // Last asked for more than 90 days ago: neither counted nor listed, even before the next purge.
    const later = await notFoundPage(db, 2000 + 90 * DAY);
    expect({ ...later, rows: later.rows.map((entry) => entry.path) }).toEqual({
      rows: ["/d", "/c"],
      total: 2,
      page: 1,
      pageCount: 1,
    });
  });

  it("shows 50 addresses a page", async () => {
    expect(NOT_FOUND_PAGE_SIZE).toBe(50);
    await recordNotFound(
      db,
      new Map(Array.from({ length: 120 }, (_, n) => [`/perdue-${n}`, { count: 1 + (n % 7) }])),
      1000,
      none,
    );
    const first = await notFoundPage(db, 2000);
    const third = await notFoundPage(db, 2000, { page: 3 });
    expect([first.rows.length, third.rows.length, first.total, first.pageCount]).toEqual([50, 20, 120, 3]);
    const hits = [...first.rows, ...(await notFoundPage(db, 2000, { page: 2 })).rows, ...third.rows].map(
      (entry) => entry.hits,
    );
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
  });
});

describe("the page asked of the 404 log's screen", () => {
  it.each([
    ["2", 2],
    ["17", 17],
    [undefined, 1],
    ["", 1],
    ["0", 1],
    ["-2", 1],
    ["02", 1],
    ["1.5", 1],
    ["2abc", 1],
    ["1e3", 1],
    ["abc", 1],
    ["9999999", 1],
    [["2", "3"], 1],
  ] as const)("reads ?page=%j as page %i", (raw, page) => {
    expect(notFoundPageNumber(raw as string | string[] | undefined)).toBe(page);
  });
});
