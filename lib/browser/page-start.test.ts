import { describe, expect, it, vi } from "vitest";
import { markRouteChange, msUntilAfterPageStart, notePageStart, PAGE_START_GLOBAL } from "./page-start.ts";

describe("msUntilAfterPageStart", () => {
  it("counts from the document's navigation start on the first page", () => {
    expect(msUntilAfterPageStart(1000, 0)).toBe(1000);
    expect(msUntilAfterPageStart(1000, 300)).toBe(700);
    expect(msUntilAfterPageStart(6000, 2100)).toBe(3900);
  });

  it("is 0, not negative, when the scripts arrive after the moment", () => {
    expect(msUntilAfterPageStart(1000, 1800)).toBe(0);
  });

  it("counts from the moment the page's first inline script noted", () => {
    vi.stubGlobal("window", {});
    vi.spyOn(performance, "now").mockReturnValue(40);
    notePageStart(PAGE_START_GLOBAL);
    expect(msUntilAfterPageStart(1000, 500)).toBe(540);
    vi.unstubAllGlobals();
  });

  it("counts from the start of a client-side navigation after one", () => {
    markRouteChange(40_000);
    expect(msUntilAfterPageStart(6000, 40_250)).toBe(5750);
    expect(msUntilAfterPageStart(6000, 47_000)).toBe(0);
  });
});
