import { describe, expect, it } from "vitest";
import { type MiddlewareResult, mergePasses, middlewareTable, withinBudget } from "./middleware.ts";

const result = (build: string, name: string, cpuMsPerRequest: number): MiddlewareResult => ({
  build,
  case: name,
  cpuMsPerRequest,
  requestsPerSecond: 100,
});
const PAGE = "GET / uncompressed (page + middleware)";

describe("the middleware bench", () => {
  it("keeps the median of the passes for each build and case", () => {
    const merged = mergePasses([
      result("this build", PAGE, 1),
      result("this build", PAGE, 3),
      result("baseline", PAGE, 2),
    ]);
    expect(merged).toEqual([result("this build", PAGE, 2), result("baseline", PAGE, 2)]);
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
    expect(table).toContain("5.0 %");
  });
});
