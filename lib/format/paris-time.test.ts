import { describe, expect, it } from "vitest";
import { parisLocalTime, toParisLocalInput } from "./paris-time.ts";

describe("Paris wall-clock times", () => {
  it("read a datetime-local value as Paris time, summer and winter", () => {
    expect(parisLocalTime("2026-12-15T14:30")).toBe(Date.UTC(2026, 11, 15, 13, 30));
    expect(parisLocalTime("2026-07-14T09:00")).toBe(Date.UTC(2026, 6, 14, 7, 0));
    expect(parisLocalTime("2026-03-29T03:30")).toBe(Date.UTC(2026, 2, 29, 1, 30));
    for (const bad of ["2026-02-30T10:00", "2026-12-15T24:00", "2026-12-15", "demain", ""])
      expect(parisLocalTime(bad), bad).toBeNull();
  });

  it("write an instant back as the input's value, the same way round", () => {
    expect(toParisLocalInput(Date.UTC(2026, 11, 15, 13, 30))).toBe("2026-12-15T14:30");
    expect(toParisLocalInput(Date.UTC(2026, 6, 14, 7, 0))).toBe("2026-07-14T09:00");
    const instant = parisLocalTime("2026-10-25T18:45") ?? 0;
    expect(toParisLocalInput(instant)).toBe("2026-10-25T18:45");
  });
});
