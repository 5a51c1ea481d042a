import { describe, expect, it } from "vitest";
import { timeOrderedId } from "./time-ordered-id.ts";

describe("timeOrderedId", () => {
  it("is a version 7 UUID that starts with the time", () => {
    const id = timeOrderedId(0x0190_1234_5678);
    expect(id).toMatch(/^01901234-5678-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("sorts by time and never repeats", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => timeOrderedId(1_800_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedId(1_800_000_000_000))).size).toBe(1000);
  });

  it("sorts the ids of one millisecond in the order they were made", () => {
    const ids = Array.from({ length: 1000 }, () => timeOrderedId(1_900_000_000_000));
    expect([...ids].sort()).toEqual(ids);
  });
});
