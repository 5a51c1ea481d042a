import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import type { Db } from "../store/db.ts";
import {
  bannerVersions,
  consentCounts,
  cookieStatsOf,
  countConsentChoice,
  parisDayOf,
  parseConsentCount,
  recordBannerVersion,
} from "./consent-stats.ts";

describe("a counted choice", () => {
  it("is the choice and a banner version, nothing else", () => {
    expect(parseConsentCount({ choice: "all", version: "0123456789ab" })).toEqual({
      choice: "all",
      version: "0123456789ab",
    });
    expect(parseConsentCount({ choice: "essential", version: "dev", email: "x@y.fr" })).toEqual({
      choice: "essential",
      version: "dev",
    });
    for (const bad of [null, "all", { choice: "some" }, { choice: "all", version: "<script>" }, { choice: "all" }])
      expect(parseConsentCount(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it("falls on its Paris day", () => {
    expect(parisDayOf(Date.UTC(2026, 10, 23, 23, 30))).toBe("2026-11-24");
    expect(parisDayOf(Date.UTC(2026, 6, 14, 21, 59))).toBe("2026-07-14");
  });
});

describe.each(["sqlite", "postgres"] as const)("consent counts on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("adds up per day and version, and gives the specification's cookieStats", async () => {
    const day1 = Date.UTC(2026, 10, 20, 10);
    const day2 = Date.UTC(2026, 10, 21, 10);
    for (const [choice, version, at] of [
      ["all", "aaaaaaaaaaaa", day1],
      ["all", "aaaaaaaaaaaa", day1],
      ["essential", "aaaaaaaaaaaa", day1],
      ["essential", "bbbbbbbbbbbb", day2],
      ["all", "bbbbbbbbbbbb", day2],
    ] as const)
      await countConsentChoice(db, { choice, version }, at);
    const days = await consentCounts(db, "2026-11-20", "2026-11-21");
    expect(days).toEqual([
      { day: "2026-11-20", version: "aaaaaaaaaaaa", all: 2, essential: 1 },
      { day: "2026-11-21", version: "bbbbbbbbbbbb", all: 1, essential: 1 },
    ]);
    expect(await consentCounts(db, "2026-11-21", "2026-11-30")).toHaveLength(1);
    expect(cookieStatsOf(days)).toEqual({
      essential: 5,
      analytics: 3,
      marketing: 3,
      totalConsents: 5,
      lastUpdated: "2026-11-21",
    });
    const stored = await db.all<Record<string, unknown>>("SELECT * FROM consent_counts");
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(["choice", "count", "day", "version"]);
  });

  it("records each banner version once, with the date it first went live", async () => {
    const texts = { title: "Vos choix concernant les cookies" };
    await recordBannerVersion(db, { version: "aaaaaaaaaaaa", codeHash: "a".repeat(64), texts }, 1000);
    await recordBannerVersion(db, { version: "aaaaaaaaaaaa", codeHash: "a".repeat(64), texts }, 5000);
    await recordBannerVersion(db, { version: "bbbbbbbbbbbb", codeHash: "b".repeat(64), texts }, 9000);
    expect(await bannerVersions(db)).toEqual([
      { version: "bbbbbbbbbbbb", codeHash: "b".repeat(64), texts, liveSince: 9000 },
      { version: "aaaaaaaaaaaa", codeHash: "a".repeat(64), texts, liveSince: 1000 },
    ]);
  });
});
