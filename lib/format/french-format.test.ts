import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDayMonth,
  formatEuros,
  formatLongDate,
  formatLongDateTime,
  formatNumber,
  formatPercent,
  formatPrice,
} from "./french-format.ts";

describe("French formats", () => {
  it("formats prices with a comma and a no-break space before €", () => {
    expect(formatPrice(5.9)).toBe("5,90\u00a0€");
    expect(formatPrice(12.99)).toBe("12,99\u00a0€");
    expect(formatPrice(1490)).toBe("1\u00a0490,00\u00a0€");
  });

  it("formats whole euros without decimals, others as prices", () => {
    expect(formatEuros(10000)).toBe("10\u00a0000\u00a0€");
    expect(formatEuros(1500.5)).toBe("1\u00a0500,50\u00a0€");
  });

  it("counts with the noun singular up to 1, thousands grouped", () => {
    expect(formatCount(0, "page", "pages")).toBe("0 page");
    expect(formatCount(1, "page", "pages")).toBe("1 page");
    expect(formatCount(2, "page", "pages")).toBe("2 pages");
    expect(formatCount(10_000, "redirection", "redirections")).toBe("10\u202f000 redirections");
  });

  it("writes numbers with thousands grouped and a decimal comma", () => {
    expect(formatNumber(1234)).toBe("1\u202f234");
    expect(formatNumber(2.345, 2)).toBe("2,35");
    expect(formatNumber(0.1, 3, 2)).toBe("0,10");
    expect(formatNumber(12.4)).toBe("12");
  });

  it("formats percentages the French way", () => {
    expect(formatPercent(99.9)).toBe("99,9\u00a0%");
  });

  it("writes long dates in French", () => {
    expect(formatLongDate("2025-04-24")).toBe("24 avril 2025");
    expect(formatLongDate("2025-04-01")).toBe("1er avril 2025");
    expect(formatLongDate("2025-04-11")).toBe("11 avril 2025");
    expect(formatDayMonth("2026-11-24")).toBe("24 nov.");
    expect(formatDayMonth("2026-12-01")).toBe("1er déc.");
    expect(formatLongDateTime(new Date("2026-12-15T13:30:00Z"))).toBe("mardi 15 décembre 2026 à 14:30");
    expect(formatLongDateTime(new Date("2026-12-01T08:00:00Z"))).toBe("mardi 1er décembre 2026 à 09:00");
  });
});
