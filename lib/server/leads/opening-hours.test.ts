import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { seeded } from "../../../tests/support/seeded-random.ts";
import { parisLocalTime, toParisLocalInput } from "../../format/paris-time.ts";
import type { Db } from "../store/db.ts";
import {
  DEFAULT_OPENING_HOURS,
  describeOpeningHours,
  formatOpeningDuration,
  HOUR_MS,
  OPENING_HOURS_MESSAGES,
  type OpeningHours,
  openingCutoff,
  openingMs,
  parseOpeningHours,
  readOpeningHours,
  saveOpeningHours,
  validateOpeningHoursForm,
} from "./opening-hours.ts";

const NBSP = "\u00a0";
const MIN = 60_000;
/** A Paris wall-clock time, `YYYY-MM-DDTHH:MM`, as its instant. */
const at = (local: string): number => {
  const instant = parisLocalTime(local);
  if (instant === null) throw new Error(local);
  return instant;
};
const DEFAULT = DEFAULT_OPENING_HOURS;
const ALWAYS: OpeningHours = { days: [1, 2, 3, 4, 5, 6, 7], start: "00:00", end: "24:00" };
/** Open across the small hours on some days: over summer time's change on Sundays. */
const NIGHTS: OpeningHours = { days: [1, 3, 6, 7], start: "01:30", end: "03:15" };

/**
 * The reference: minute by minute, whether the Paris wall clock shows an open day and time. It
 * sees October's repeated hour twice and March's missing hour never, as the clock does.
 */
function bruteOpeningMs(from: number, to: number, hours: OpeningHours): number {
  let open = 0;
  for (let t = from; t < to; t += MIN) {
    const local = toParisLocalInput(t);
    const weekday = ((new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const time = local.slice(11, 16);
    if (hours.days.includes(weekday) && time >= hours.start && (hours.end === "24:00" || time < hours.end)) open += MIN;
  }
  return open;
}

describe("the opening hours as stored", () => {
  it("reads a stored value back, days sorted and each once", () => {
    expect(parseOpeningHours({ days: [6, 1, 1, 3], start: "08:30", end: "24:00" })).toEqual({
      days: [1, 3, 6],
      start: "08:30",
      end: "24:00",
    });
  });

  it("falls back to Monday to Friday, 9 h to 18 h, for anything missing or malformed", () => {
    expect(DEFAULT).toEqual({ days: [1, 2, 3, 4, 5], start: "09:00", end: "18:00" });
    for (const bad of [
      undefined,
      null,
      "lundi",
      { days: [], start: "09:00", end: "18:00" },
      { days: [0, 1], start: "09:00", end: "18:00" },
      { days: [1, 8], start: "09:00", end: "18:00" },
      { days: [1.5], start: "09:00", end: "18:00" },
      { days: "1,2", start: "09:00", end: "18:00" },
      { days: [1], start: "9:00", end: "18:00" },
      { days: [1], start: "09:00", end: "18:60" },
      { days: [1], start: "24:00", end: "24:00" },
      { days: [1], start: "18:00", end: "09:00" },
      { days: [1], start: "09:00", end: "09:00" },
      { days: [1], start: 900, end: "18:00" },
    ])
      expect(parseOpeningHours(bad), JSON.stringify(bad)).toEqual(DEFAULT);
  });
});

describe.each(["sqlite", "postgres"] as const)("the opening hours setting on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("is the default until saved, then reads back as saved; a malformed row reads as the default", async () => {
    expect(await readOpeningHours(db)).toEqual(DEFAULT);
    const hours = { days: [2, 4, 6], start: "10:00", end: "19:30" };
    await saveOpeningHours(db, hours, "staff-1", 1000);
    expect(await readOpeningHours(db)).toEqual(hours);
    const [row] = await db.all<{ updated_by: string }>(
      "SELECT updated_by FROM site_settings WHERE key = 'lead-opening-hours'",
    );
    expect(row?.updated_by).toBe("staff-1");
    await db.run("UPDATE site_settings SET value = 'pas du JSON' WHERE key = 'lead-opening-hours'");
    expect(await readOpeningHours(db)).toEqual(DEFAULT);
  });
});

describe("the opening hours form", () => {
  const form = (days: string[], start: string | null, end: string | null) => {
    const data = new FormData();
    for (const day of days) data.append("jours", day);
    if (start !== null) data.set("debut", start);
    if (end !== null) data.set("fin", end);
    return data;
  };

  it("reads the days ticked and the times typed, as a time field or by hand", () => {
    expect(validateOpeningHoursForm(form(["5", "1", "2"], "08:30", "17:45"))).toEqual({
      ok: true,
      hours: { days: [1, 2, 5], start: "08:30", end: "17:45" },
    });
    expect(validateOpeningHoursForm(form(["6"], " 9h ", "12 h 30"))).toEqual({
      ok: true,
      hours: { days: [6], start: "09:00", end: "12:30" },
    });
    expect(validateOpeningHoursForm(form(["7"], "00:00", "24:00"))).toEqual({
      ok: true,
      hours: { days: [7], start: "00:00", end: "24:00" },
    });
    expect(validateOpeningHoursForm(form(["1"], "09:00:00", "18:00"))).toMatchObject({ ok: true });
    // A time field cannot send 24:00: a closing time of 00:00 is midnight at the end of the day.
    expect(validateOpeningHoursForm(form(["5"], "14:00", "00:00"))).toEqual({
      ok: true,
      hours: { days: [5], start: "14:00", end: "24:00" },
    });
  });

  it("says in French what is wrong: no day, a day that is none, a missing or bad time, the end before the start", () => {
    expect(validateOpeningHoursForm(form([], "09:00", "18:00"))).toEqual({
      ok: false,
      errors: ["Choisissez au moins un jour d'ouverture."],
    });
    expect(validateOpeningHoursForm(form(["8"], null, "25:00"))).toEqual({
      ok: false,
      errors: [
        `Le jour «${NBSP}8${NBSP}» n'existe pas${NBSP}: choisissez parmi les jours de la semaine.`,
        "Indiquez l'heure de début.",
        `L'heure de fin «${NBSP}25:00${NBSP}» n'est pas une heure valide${NBSP}: écrivez-la ainsi, 09:00.`,
      ],
    });
    expect(validateOpeningHoursForm(form(["1"], "24:00", "9:61"))).toEqual({
      ok: false,
      errors: [OPENING_HOURS_MESSAGES.badTime("début", "24:00"), OPENING_HOURS_MESSAGES.badTime("fin", "9:61")],
    });
    expect(validateOpeningHoursForm(form(["1"], "18:00", "09:30"))).toEqual({
      ok: false,
      errors: [`L'heure de fin (9${NBSP}h${NBSP}30) doit venir après l'heure de début (18${NBSP}h).`],
    });
    expect(validateOpeningHoursForm(form(["1"], "09:00", "09:00"))).toMatchObject({ ok: false });
  });

  it("writes every message in French typography: a no-break space before : ; ! ? and inside « »", () => {
    const messages = [
      OPENING_HOURS_MESSAGES.noDay,
      OPENING_HOURS_MESSAGES.badDay("x"),
      OPENING_HOURS_MESSAGES.missingTime("début"),
      OPENING_HOURS_MESSAGES.badTime("fin", "x"),
      OPENING_HOURS_MESSAGES.endNotAfterStart("18:00", "09:00"),
      describeOpeningHours(DEFAULT),
    ];
    for (const message of messages) {
      expect(message, message).not.toMatch(/[^\u00a0][:;!?](\s|$)/);
      expect(message, message).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
      expect(message, message).not.toMatch(/\d [a-z]/);
    }
  });
});

describe("opening time between two instants", () => {
  it("counts the hours of opening days only: within a day, over nights and weekends", () => {
    // Tuesday 14 and Wednesday 15 April 2026.
    expect(openingMs(at("2026-04-14T10:00"), at("2026-04-14T11:30"), DEFAULT)).toBe(1.5 * HOUR_MS);
    expect(openingMs(at("2026-04-14T17:00"), at("2026-04-15T10:00"), DEFAULT)).toBe(2 * HOUR_MS);
    expect(openingMs(at("2026-04-14T19:00"), at("2026-04-15T08:59"), DEFAULT)).toBe(0);
    expect(openingMs(at("2026-04-14T07:00"), at("2026-04-14T20:00"), DEFAULT)).toBe(9 * HOUR_MS);
    // Friday 17 at 17:30 to Monday 20 at 9:30: one hour.
    expect(openingMs(at("2026-04-17T17:30"), at("2026-04-20T09:30"), DEFAULT)).toBe(HOUR_MS);
    expect(openingMs(at("2026-04-18T10:00"), at("2026-04-19T16:00"), DEFAULT)).toBe(0);
    // A whole week: five days of nine hours.
    expect(openingMs(at("2026-04-13T00:00"), at("2026-04-20T00:00"), DEFAULT)).toBe(45 * HOUR_MS);
  });

  it("is nothing when the start is not before the end", () => {
    expect(openingMs(at("2026-04-14T11:00"), at("2026-04-14T10:00"), DEFAULT)).toBe(0);
    expect(openingMs(at("2026-04-14T11:00"), at("2026-04-14T11:00"), DEFAULT)).toBe(0);
    expect(openingMs(Number.NaN, at("2026-04-14T11:00"), DEFAULT)).toBe(0);
  });

  it("follows the Paris clock over summer time's changes, the last Sundays of March and October", () => {
    // Friday 27 March 2026, 17:00 (UTC+1) to Monday 30 March, 10:00 (UTC+2): 2 h, 63 h of real time later.
    const [friday, monday] = [at("2026-03-27T17:00"), at("2026-03-30T10:00")];
    expect(friday).toBe(Date.UTC(2026, 2, 27, 16));
    expect(monday).toBe(Date.UTC(2026, 2, 30, 8));
    expect(openingMs(friday, monday, DEFAULT)).toBe(2 * HOUR_MS);
    // The same over October's change: Friday 23 to Monday 26.
    expect(openingMs(at("2026-10-23T17:00"), at("2026-10-26T10:00"), DEFAULT)).toBe(2 * HOUR_MS);
    // Open every day, all day: the change days last 23 h and 25 h.
    expect(openingMs(at("2026-03-29T00:00"), at("2026-03-30T00:00"), ALWAYS)).toBe(23 * HOUR_MS);
    expect(openingMs(at("2026-10-25T00:00"), at("2026-10-26T00:00"), ALWAYS)).toBe(25 * HOUR_MS);
    // Open over the small hours: 45 min on 29 March (2 h to 3 h never comes), 2 h 45 on 25 October (it comes twice).
    expect(openingMs(at("2026-03-29T00:00"), at("2026-03-30T00:00"), NIGHTS)).toBe(45 * MIN);
    expect(openingMs(at("2026-10-25T00:00"), at("2026-10-26T00:00"), NIGHTS)).toBe(165 * MIN);
    // Four weeks over March's change, nine hours a working day: 180 h.
    expect(openingMs(at("2026-03-16T00:00"), at("2026-04-13T00:00"), DEFAULT)).toBe(180 * HOUR_MS);
  });

  it("agrees minute by minute with the Paris clock, around both changes and elsewhere", () => {
    const random = seeded(20260329);
    const starts = [at("2026-03-26T00:00"), at("2026-10-22T00:00"), at("2026-06-01T00:00")];
    for (const hours of [DEFAULT, ALWAYS, NIGHTS]) {
      for (let i = 0; i < 6; i++) {
        const base = starts[i % starts.length] ?? 0;
        const from = base + Math.floor(random() * 4 * 24 * 60) * MIN;
        const to = from + Math.floor(random() * 3 * 24 * 60) * MIN;
        expect(openingMs(from, to, hours), `${toParisLocalInput(from)} → ${toParisLocalInput(to)}`).toBe(
          bruteOpeningMs(from, to, hours),
        );
      }
    }
  });
});

describe("the cutoff of a wait in opening time", () => {
  it("is the latest arrival that has waited that long by now", () => {
    // Monday 30 March 2026, 9:30 (summer time): one hour back is Friday 27, 17:30 (winter time).
    expect(openingCutoff(at("2026-03-30T09:30"), HOUR_MS, DEFAULT)).toBe(at("2026-03-27T17:30"));
    expect(openingCutoff(at("2026-04-14T15:00"), HOUR_MS, DEFAULT)).toBe(at("2026-04-14T14:00"));
    // The whole of the day's opening so far: its opening, not the closing before it.
    expect(openingCutoff(at("2026-04-14T15:00"), 6 * HOUR_MS, DEFAULT)).toBe(at("2026-04-14T09:00"));
    // Saturday: counted back from Friday's closing.
    expect(openingCutoff(at("2026-04-18T12:00"), HOUR_MS, DEFAULT)).toBe(at("2026-04-17T17:00"));
    expect(openingCutoff(at("2026-04-14T07:00"), 10 * HOUR_MS, DEFAULT)).toBe(at("2026-04-10T17:00"));
    expect(openingCutoff(at("2026-04-14T15:00"), 0, DEFAULT)).toBe(at("2026-04-14T15:00"));
  });

  it("gives exactly the wait asked, and one millisecond later less of it", () => {
    const random = seeded(7);
    for (const hours of [DEFAULT, ALWAYS, NIGHTS]) {
      for (let i = 0; i < 20; i++) {
        const now = at("2026-10-20T00:00") + Math.floor(random() * 14 * 24 * 60) * MIN + Math.floor(random() * MIN);
        const wait = 1 + Math.floor(random() * 30 * HOUR_MS);
        const cutoff = openingCutoff(now, wait, hours);
        expect(openingMs(cutoff, now, hours)).toBe(wait);
        expect(openingMs(cutoff + 1, now, hours)).toBeLessThan(wait);
      }
    }
  });
});

describe("opening time in words", () => {
  it("writes minutes, hours and opening days, a day being the configured one", () => {
    expect(formatOpeningDuration(0)).toBe("moins d'une minute");
    expect(formatOpeningDuration(59_999)).toBe("moins d'une minute");
    expect(formatOpeningDuration(45 * MIN + 59_000)).toBe(`45${NBSP}min`);
    expect(formatOpeningDuration(2 * HOUR_MS)).toBe(`2${NBSP}h`);
    expect(formatOpeningDuration(2 * HOUR_MS + 5 * MIN)).toBe(`2${NBSP}h${NBSP}05`);
    expect(formatOpeningDuration(9 * HOUR_MS)).toBe(`1${NBSP}j${NBSP}ouvré`);
    expect(formatOpeningDuration(9 * HOUR_MS + 45 * MIN)).toBe(`1${NBSP}j${NBSP}ouvré 45${NBSP}min`);
    expect(formatOpeningDuration(29 * HOUR_MS + 5 * MIN)).toBe(`3${NBSP}j${NBSP}ouvrés 2${NBSP}h${NBSP}05`);
    // Days of 8 h 30.
    const short = { ...DEFAULT, start: "09:00", end: "17:30" };
    expect(formatOpeningDuration(9 * HOUR_MS, short)).toBe(`1${NBSP}j${NBSP}ouvré 30${NBSP}min`);
  });

  it("describes the hours in a sentence", () => {
    expect(describeOpeningHours(DEFAULT)).toBe(`du lundi au vendredi, de 9${NBSP}h à 18${NBSP}h`);
    expect(describeOpeningHours({ days: [1, 2, 3, 5], start: "08:30", end: "12:00" })).toBe(
      `du lundi au mercredi et le vendredi, de 8${NBSP}h${NBSP}30 à 12${NBSP}h`,
    );
    expect(describeOpeningHours({ days: [6], start: "10:00", end: "13:05" })).toBe(
      `le samedi, de 10${NBSP}h à 13${NBSP}h${NBSP}05`,
    );
    expect(describeOpeningHours({ days: [1, 3, 6, 7], start: "09:00", end: "18:00" })).toBe(
      `le lundi, le mercredi, le samedi et le dimanche, de 9${NBSP}h à 18${NBSP}h`,
    );
    expect(describeOpeningHours(ALWAYS)).toBe(`tous les jours, de 0${NBSP}h à 24${NBSP}h`);
  });
});
