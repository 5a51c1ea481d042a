import { describe, expect, it } from "vitest";
import { AUDIENCE_MESSAGES } from "./audience-labels.ts";
import { parseAudiencePeriod, periodDays, periodQuery, previousPeriod, shiftDay } from "./audience-period.ts";

// 28 November 2026, 23:30 in Paris (22:30 UTC): still the 28th there.
const NOW = Date.UTC(2026, 10, 28, 22, 30);

describe("the audience desk's period", () => {
  it("is the last 28 Paris days, today included, by default; 7 and 90 when asked", () => {
    expect(parseAudiencePeriod({}, NOW)).toEqual({
      period: { from: "2026-11-01", to: "2026-11-28", days: 28, preset: 28 },
      errors: [],
    });
    expect(parseAudiencePeriod(new URLSearchParams("periode=7"), NOW).period).toMatchObject({
      from: "2026-11-22",
      to: "2026-11-28",
      days: 7,
    });
    // Across the change to winter time (25 October 2026) and a month end.
    expect(parseAudiencePeriod({ periode: "90" }, NOW).period).toMatchObject({ from: "2026-08-31", days: 90 });
    // A preset wins over the dates the form sends with it.
    expect(parseAudiencePeriod({ periode: "7", du: "2026-01-01", au: "2026-01-31" }, NOW).period.days).toBe(7);
    // An unknown preset is the default.
    expect(parseAudiencePeriod({ periode: "365" }, NOW)).toMatchObject({ period: { days: 28 }, errors: [] });
  });

  it("is two dates, both included, in either order", () => {
    expect(parseAudiencePeriod({ periode: "dates", du: "2026-10-01", au: "2026-10-31" }, NOW)).toEqual({
      period: { from: "2026-10-01", to: "2026-10-31", days: 31, preset: undefined },
      errors: [],
    });
    expect(parseAudiencePeriod({ du: "2026-10-31", au: "2026-10-01" }, NOW).period).toMatchObject({
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(parseAudiencePeriod({ du: "2026-10-05", au: "2026-10-05" }, NOW).period.days).toBe(1);
  });

  it("falls back to 28 days with a French message for a date missing, not real, or a period too long", () => {
    const fallback = { from: "2026-11-01", to: "2026-11-28", days: 28, preset: 28 };
    expect(parseAudiencePeriod({ periode: "dates", du: "2026-10-01" }, NOW)).toEqual({
      period: fallback,
      errors: [AUDIENCE_MESSAGES.missingDate],
    });
    expect(parseAudiencePeriod({ periode: "dates" }, NOW).errors).toEqual([AUDIENCE_MESSAGES.missingDate]);
    expect(parseAudiencePeriod({ du: "2026-02-30", au: "demain" }, NOW)).toEqual({
      period: fallback,
      errors: [AUDIENCE_MESSAGES.badDate("Du"), AUDIENCE_MESSAGES.badDate("Au")],
    });
    expect(parseAudiencePeriod({ du: "2025-01-01", au: "2026-01-02" }, NOW).errors).toEqual([
      AUDIENCE_MESSAGES.tooLong(366),
    ]);
    expect(parseAudiencePeriod({ du: "2025-01-01", au: "2026-01-01" }, NOW).errors).toEqual([]);
    expect(AUDIENCE_MESSAGES.missingDate).toMatch(/«\u00a0Du\u00a0»/);
  });

  it("compares with the period of the same length just before", () => {
    const { period } = parseAudiencePeriod({}, NOW);
    expect(previousPeriod(period)).toEqual({ from: "2026-10-04", to: "2026-10-31", days: 28, preset: undefined });
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-01", days: 1, preset: undefined })).toMatchObject({
      from: "2026-02-28",
      to: "2026-02-28",
    });
  });

  it("lists its days and gives its parameters back", () => {
    expect(periodDays({ from: "2026-10-30", days: 4 })).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
    expect(shiftDay("2024-03-01", -1)).toBe("2024-02-29");
    expect(periodQuery(parseAudiencePeriod({ periode: "7" }, NOW).period)).toBe("periode=7");
    expect(periodQuery(parseAudiencePeriod({ periode: "28" }, NOW).period)).toBe("");
    expect(periodQuery(parseAudiencePeriod({ du: "2026-10-01", au: "2026-10-31" }, NOW).period)).toBe(
      "periode=dates&du=2026-10-01&au=2026-10-31",
    );
  });
});
