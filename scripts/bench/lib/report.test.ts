import { describe, expect, it } from "vitest";
import { markdownTable, median, percentChange, ratio } from "./report.ts";

describe("report helpers", () => {
  it("takes the median of odd and even counts without reordering the input", () => {
    const runs = [1900, 1200, 1500];
    expect(median(runs)).toBe(1500);
    expect(runs).toEqual([1900, 1200, 1500]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("pads a Markdown table to its widest cell", () => {
    expect(
      markdownTable(
        ["store", "req/s"],
        [
          ["sqlite", 598],
          ["postgres", 12],
        ],
      ),
    ).toBe(["| store    | req/s |", "| -------- | ----- |", "| sqlite   | 598   |", "| postgres | 12    |"].join("\n"));
  });

  it("gives a ratio with two decimals, and a dash when the whole is zero", () => {
    expect(ratio(410, 598)).toBe("0.69");
    expect(ratio(1, 0)).toBe("—");
  });

  it("writes the change from before to after, signed", () => {
    expect(percentChange(1000, 1100)).toBe("+10.0 %");
    expect(percentChange(1000, 950)).toBe("−5.0 %");
    expect(percentChange(undefined, 3)).toBe("—");
    expect(percentChange(0, 3)).toBe("—");
  });
});
