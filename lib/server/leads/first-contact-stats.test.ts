import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { parisLocalTime } from "../../format/paris-time.ts";
import type { Db } from "../store/db.ts";
import { firstContactStats, median, mondayOf } from "./first-contact-stats.ts";
import { DEFAULT_OPENING_HOURS, HOUR_MS, type OpeningHours } from "./opening-hours.ts";

const MIN = 60_000;
const at = (local: string): number => {
  const instant = parisLocalTime(local);
  if (instant === null) throw new Error(local);
  return instant;
};
/** Wednesday 1 April 2026, 10:30 in Paris (summer time since Sunday 29 March). */
const NOW = at("2026-04-01T10:30");
const ALWAYS: OpeningHours = { days: [1, 2, 3, 4, 5, 6, 7], start: "00:00", end: "24:00" };

async function lead(
  db: Db,
  createdAt: number,
  { type = "contact", contactAt = null, status }: { type?: string; contactAt?: number | null; status?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await db.run(
    `INSERT INTO submissions (id, type, email, fields, idempotency_key, created_at, status, first_contact_at)
     VALUES (?, ?, ?, '{}', NULL, ?, ?, ?)`,
    [id, type, `${id}@exemple.fr`, createdAt, status ?? (contactAt === null ? "nouvelle" : "contactee"), contactAt],
  );
  return id;
}

describe("the arithmetic", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeUndefined();
    expect(median([5])).toBe(5);
    expect(median([300, 15, 20])).toBe(20);
    expect(median([40, 5])).toBe(22.5);
    expect(median([75, 30, 300, 20])).toBe(52.5);
  });

  it("starts a week on Monday", () => {
    expect(mondayOf("2026-04-01")).toBe("2026-03-30");
    expect(mondayOf("2026-03-30")).toBe("2026-03-30");
    expect(mondayOf("2026-03-29")).toBe("2026-03-23");
    expect(mondayOf("2026-01-01")).toBe("2025-12-29");
  });
});

describe.each(["sqlite", "postgres"] as const)("first contact figures on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("gives nothing but empty weeks without leads", async () => {
    const stats = await firstContactStats(db, DEFAULT_OPENING_HOURS, NOW);
    expect(stats.weeks.map((week) => week.week)).toEqual([
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
      "2026-03-30",
    ]);
    expect(stats.weeks[0]).toEqual({
      week: "2026-02-09",
      leads: 0,
      contacted: 0,
      medianMs: undefined,
      decided: 0,
      withinTarget: 0,
      withinTargetShare: undefined,
    });
    expect(stats).toMatchObject({ waiting: 0, waitingPastTarget: 0, oldestWaiting: null });
  });

  it("counts each Paris week's leads, their first contacts in opening time, and the leads waiting now", async () => {
    // Monday 5 January: still waiting, before the eight weeks, the oldest of all.
    const oldest = await lead(db, at("2026-01-05T09:00"));
    // 2 February: before the weeks; past « Nouvelle » without a recorded contact: not waiting.
    await lead(db, at("2026-02-02T10:00"), { status: "qualifiee" });
    // Week of 9 February: Thursday 16:00, answered Friday 9:30: 2 h 30 of opening time.
    await lead(db, at("2026-02-12T16:00"), { contactAt: at("2026-02-13T09:30") });
    // Tuesday 17:00, answered Wednesday 9:00: exactly one opening hour, in time.
    await lead(db, at("2026-02-10T17:00"), { contactAt: at("2026-02-11T09:00") });

    // Week of 23 March, summer time coming on its Sunday.
    await lead(db, at("2026-03-23T10:00"), { contactAt: at("2026-03-23T10:20") }); // 20 min
    await lead(db, at("2026-03-27T17:30"), { type: "demo", contactAt: at("2026-03-30T09:45") }); // 30 + 45 min
    await lead(db, at("2026-03-28T11:00"), { type: "automation", contactAt: at("2026-03-30T09:30") }); // 30 min
    await lead(db, at("2026-03-24T12:00")); // waiting since Tuesday
    await lead(db, at("2026-03-25T09:00"), { status: "perdue", contactAt: at("2026-03-25T14:00") }); // 5 h
    await lead(db, at("2026-03-29T23:30"), { type: "demo", contactAt: at("2026-03-30T09:15") }); // 15 min
    // Newsletter sign-ups are not followed: in no figure.
    await lead(db, at("2026-03-24T12:00"), { type: "newsletter" });
    await lead(db, at("2026-01-02T12:00"), { type: "newsletter" });

    // This week, up to Wednesday 10:30.
    await lead(db, at("2026-03-30T00:00"), { contactAt: at("2026-03-30T09:40") }); // 40 min
    await lead(db, at("2026-04-01T10:05"), { type: "demo", contactAt: at("2026-04-01T10:10") }); // 5 min
    await lead(db, at("2026-03-31T17:45")); // waiting: 15 min + 1 h 30
    await lead(db, at("2026-04-01T09:30")); // waiting exactly one opening hour
    await lead(db, at("2026-04-01T09:30") + 1); // one millisecond short of it
    await lead(db, at("2026-04-01T10:00")); // waiting 30 min: may still be answered in time
    // After now (another machine's clock): left out of the weeks.
    await lead(db, NOW + 5 * MIN, { contactAt: NOW + 6 * MIN });

    const stats = await firstContactStats(db, DEFAULT_OPENING_HOURS, NOW);
    expect(stats.weeks).toHaveLength(8);
    expect(stats.weeks[0]).toEqual({
      week: "2026-02-09",
      leads: 2,
      contacted: 2,
      medianMs: 1.75 * HOUR_MS,
      decided: 2,
      withinTarget: 1,
      withinTargetShare: 0.5,
    });
    expect(stats.weeks[1]).toMatchObject({ week: "2026-02-16", leads: 0, withinTargetShare: undefined });
    expect(stats.weeks[6]).toEqual({
      week: "2026-03-23",
      leads: 6,
      contacted: 5,
      // 15, 20, 30, 75 and 300 min.
      medianMs: 30 * MIN,
      decided: 6,
      withinTarget: 3,
      withinTargetShare: 0.5,
    });
    expect(stats.weeks[7]).toEqual({
      week: "2026-03-30",
      leads: 6,
      contacted: 2,
      medianMs: 22.5 * MIN,
      // Answered within the hour (2), and the two waiting an opening hour or more; not the two under it.
      decided: 4,
      withinTarget: 2,
      withinTargetShare: 0.5,
    });

    expect(stats.waiting).toBe(6);
    expect(stats.waitingPastTarget).toBe(4);
    // Twelve weeks of 45 h from 5 January to 30 March, then 9 + 9 + 1.5 h.
    expect(stats.oldestWaiting).toEqual({
      id: oldest,
      type: "contact",
      createdAt: at("2026-01-05T09:00"),
      waitingMs: 559.5 * HOUR_MS,
    });

    // Fewer weeks: the current one last.
    const two = await firstContactStats(db, DEFAULT_OPENING_HOURS, NOW, { weeks: 2 });
    expect(two.weeks.map((week) => [week.week, week.leads])).toEqual([
      ["2026-03-23", 6],
      ["2026-03-30", 6],
    ]);
    expect(two.waiting).toBe(6);
  });

  it("counts in the opening hours it is given", async () => {
    await lead(db, at("2026-03-27T17:30"), { type: "demo", contactAt: at("2026-03-30T09:45") });
    const waiting = await lead(db, at("2026-03-31T10:30"), { type: "automation" });
    const stats = await firstContactStats(db, ALWAYS, NOW);
    // Open all the time: the time of the clocks, one hour lost on 29 March.
    expect(stats.weeks[6]).toMatchObject({ leads: 1, contacted: 1, medianMs: (64 * 60 + 15 - 60) * MIN });
    expect(stats.oldestWaiting).toEqual({
      id: waiting,
      type: "automation",
      createdAt: at("2026-03-31T10:30"),
      waitingMs: 24 * HOUR_MS,
    });
    // Open on Tuesdays only, 10 h to 11 h: one hour on 31 March, and nothing since.
    const tuesdays = await firstContactStats(db, { days: [2], start: "10:00", end: "11:00" }, NOW);
    expect(tuesdays.oldestWaiting?.waitingMs).toBe(0.5 * HOUR_MS);
    expect(tuesdays.waitingPastTarget).toBe(0);
  });
});
