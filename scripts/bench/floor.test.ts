import { describe, expect, it } from "vitest";
import { blockingOf, latencyOf } from "./floor.ts";

describe("the floor bench's figures", () => {
  it("counts each long task's time over 50 ms, in the first 10 s only, and the longest task", () => {
    expect(
      blockingOf([
        [100, 120],
        [2_000, 50],
        [9_990, 60],
        [10_000, 500],
      ]),
    ).toEqual({ blockingMs: 70 + 0 + 10, longestMs: 120 });
    expect(blockingOf([])).toEqual({ blockingMs: 0, longestMs: 0 });
  });

  it("takes the longest event of the interactions as the tap's latency, none when nothing crossed 16 ms", () => {
    expect(
      latencyOf([
        [1, 48, "pointerdown"],
        [1, 136, "click"],
        [2, 24, "keydown"],
      ]),
    ).toBe(136);
    expect(latencyOf([])).toBeUndefined();
  });
});
