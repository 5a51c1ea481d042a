import { describe, expect, it } from "vitest";
import { NOT_FOUND_LOG_LIMITS } from "../../config/not-found-log.ts";
import type { Db } from "../store/db.ts";
import { freshDatabaseEachTest } from "../store/fresh-database-each-test.ts";
import { listNotFound, recordNotFound } from "./not-found-store.ts";

const DAY = 86_400_000;
const none = () => false;

describe.each(["sqlite", "postgres"] as const)("the log of unknown addresses on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

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
    expect(await listNotFound(db, 3000)).toEqual([
      { path: "/b", hits: 3, firstSeen: 1000, lastSeen: 2000, referrerHost: null },
      { path: "/a", hits: 2, firstSeen: 1000, lastSeen: 1500, referrerHost: "www.google.fr" },
    ]);
  });

  it("forgets what was not asked for in 90 days, and keeps at most its bound, the least recent going first", async () => {
    const now = 200 * DAY;
    await recordNotFound(db, new Map([["/ancienne", { count: 9 }]]), now - 91 * DAY, none);
    await recordNotFound(db, new Map([["/recente", { count: 1 }]]), now - 89 * DAY, none);
    expect((await listNotFound(db, now)).map((entry) => entry.path)).toEqual(["/recente"]);
    await recordNotFound(db, new Map([["/nouvelle", { count: 1 }]]), now, none);
    expect((await listNotFound(db, now)).map((entry) => entry.path)).toEqual(["/nouvelle", "/recente"]);

    // A bound of 3 stands for NOT_FOUND_LOG_LIMITS.rows: the two oldest of the four go.
    expect(NOT_FOUND_LOG_LIMITS.rows).toBe(5_000);
    const more = new Map([
      ["/p1", { count: 1 }],
      ["/p2", { count: 1 }],
    ]);
    await recordNotFound(db, more, now + 1, none, 3);
    expect((await listNotFound(db, now + 1)).map((entry) => entry.path).sort()).toEqual(["/nouvelle", "/p1", "/p2"]);
  });
});
