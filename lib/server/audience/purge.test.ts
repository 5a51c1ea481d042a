import { describe, expect, it } from "vitest";
import { audienceMetricRows, audienceViewRows } from "../../../tests/support/audience-counters.ts";
import type { TestDatabase } from "../../../tests/support/databases.ts";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import type { Db } from "../store/db.ts";
import { audiencePurger, firstDayKept, PURGE_EVERY_MS, purgeAudience } from "./purge.ts";

const at = (iso: string) => Date.parse(iso);

describe("the first day kept", () => {
  it("is 25 months back, the same day of the month, on Paris days", () => {
    expect(firstDayKept(at("2026-11-25T12:00:00Z"))).toBe("2024-10-25");
    expect(firstDayKept(at("2026-01-15T12:00:00Z"))).toBe("2023-12-15");
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(firstDayKept(at("2026-12-31T23:30:00Z"))).toBe("2024-12-01");
  });

  it("is the month's last day when that month is shorter", () => {
    expect(firstDayKept(at("2027-03-31T12:00:00Z"))).toBe("2025-02-28");
    expect(firstDayKept(at("2026-05-31T12:00:00Z"))).toBe("2024-04-30");
    expect(firstDayKept(at("2026-03-30T12:00:00Z"))).toBe("2024-02-29");
    expect(firstDayKept(at("2026-03-30T12:00:00Z"), 1)).toBe("2026-02-28");
  });
});

describe.each(["sqlite", "postgres"] as const)("the audience's purge on %s", (kind) => {
  let db: Db;
  let database: TestDatabase;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db, database } = opened);
  });

  async function seed(days: readonly string[]): Promise<void> {
    for (const day of days) {
      await db.run(
        "INSERT INTO audience_views (day, route, device, source, utm_source, utm_medium, utm_campaign, views, entries) VALUES (?, '/', 'phone', '', '', '', '', 3, 1)",
        [day],
      );
      await db.run(
        "INSERT INTO audience_metrics (day, route, device, metric, bucket, count) VALUES (?, '/', 'phone', 'LCP', 120, 2)",
        [day],
      );
    }
  }

  it("deletes the counters and histograms of the days older than 25 months, and keeps the rest", async () => {
    await seed(["2024-01-01", "2024-10-24", "2024-10-25", "2025-06-30", "2026-11-25"]);
    expect(await purgeAudience(db, at("2026-11-25T12:00:00Z"))).toBe(4);
    const kept = ["2024-10-25", "2025-06-30", "2026-11-25"];
    expect((await audienceViewRows(database)).map((row) => row.day)).toEqual(kept);
    expect((await audienceMetricRows(database)).map((row) => row.day)).toEqual(kept);
    expect(await purgeAudience(db, at("2026-11-25T12:00:00Z"))).toBe(0);
  });

  it("runs from the worker's loop at most once an hour", async () => {
    let now = at("2026-11-25T12:00:00Z");
    const purge = audiencePurger(
      async () => db,
      () => now,
    );
    await seed(["2024-10-20"]);
    expect(await purge()).toBe(2);
    await seed(["2024-10-21"]);
    now += PURGE_EVERY_MS - 1;
    expect(await purge()).toBe(0);
    expect(await audienceViewRows(database)).toHaveLength(1);
    now += 1;
    expect(await purge()).toBe(2);
    expect(await audienceViewRows(database)).toEqual([]);
  });
});
