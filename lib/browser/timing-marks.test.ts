// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ArmedDetail, markedTimeout } from "./timing-marks.ts";

afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks();
});

describe("markedTimeout", () => {
  it("marks where the timer is aimed, then when it fires, then runs", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const run = vi.fn(() => expect(performance.getEntriesByName("t:fired")).toHaveLength(1));
    markedTimeout("t:armed", "t:fired", run, 250);
    const armed = performance.getEntriesByName("t:armed") as PerformanceMark[];
    expect(armed).toHaveLength(1);
    const [{ detail, startTime }] = armed as [PerformanceMark];
    expect((detail as ArmedDetail).due - startTime).toBeCloseTo(250, 0);
    expect(performance.getEntriesByName("t:fired")).toHaveLength(0);
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it("gives a delay function the clock reading the mark carries", () => {
    let seen = Number.NaN;
    markedTimeout(
      "t:armed",
      "t:fired",
      () => {},
      (now) => {
        seen = now;
        return 100;
      },
    );
    const [{ detail, startTime }] = performance.getEntriesByName("t:armed") as [PerformanceMark];
    expect(startTime).toBe(seen);
    expect((detail as ArmedDetail).due).toBe(seen + 100);
  });
});
