import { describe, expect, it } from "vitest";
import {
  type MiddlewareResult,
  mergePasses,
  middlewareTable,
  redirectsCost,
  WITH_REDIRECTS,
  WITHOUT_REDIRECTS,
  withinBudget,
} from "./middleware.ts";

const result = (build: string, name: string, cpuMsPerRequest: number): MiddlewareResult => ({
  build,
  case: name,
  cpuMsPerRequest,
  requestsPerSecond: 100,
});
const PAGE = "GET / uncompressed (page + middleware)";

describe("the middleware bench", () => {
  it("keeps the median of the passes for each build and case, and every round", () => {
    const merged = mergePasses([
      { ...result("this build", PAGE, 1), cpuMsRounds: [0.9, 1, 1.1] },
      { ...result("this build", PAGE, 3), cpuMsRounds: [3] },
      result("baseline", PAGE, 2),
    ]);
    expect(merged).toEqual([
      { ...result("this build", PAGE, 2), cpuMsRounds: [0.9, 1, 1.1, 3] },
      { ...result("baseline", PAGE, 2), cpuMsRounds: [] },
    ]);
  });

  it("calls the redirects' cost measurable only outside the rounds without them", () => {
    const without = { ...result("this build", WITHOUT_REDIRECTS, 1), cpuMsRounds: [0.95, 1, 1.08] };
    const within = redirectsCost([without, result("this build", WITH_REDIRECTS, 1.05)]);
    expect(within?.measurable).toBe(false);
    expect(within?.change).toBeCloseTo(0.05);
    expect(redirectsCost([without, result("this build", WITH_REDIRECTS, 1.09)])?.measurable).toBe(true);
    expect(redirectsCost([without, result("this build", WITH_REDIRECTS, 0.9)])?.measurable).toBe(true);
    expect(redirectsCost([without])).toBeUndefined();
  });

  it("passes a page request at most 10 % dearer than the baseline's, and fails one above", () => {
    expect(withinBudget([result("baseline", PAGE, 1.6), result("this build", PAGE, 1.76)])).toBe(true);
    expect(withinBudget([result("baseline", PAGE, 1.6), result("this build", PAGE, 1.77)])).toBe(false);
    expect(withinBudget([result("this build", PAGE, 9)])).toBe(true);
  });

  it("shows the baseline beside this build, with the change", () => {
    const table = middlewareTable([result("baseline", PAGE, 1.6), result("this build", PAGE, 1.68)]);
    expect(table).toContain("| 1.600");
    expect(table).toContain("| 1.680");
    expect(table).toContain("+5.0 %");
  });
});
