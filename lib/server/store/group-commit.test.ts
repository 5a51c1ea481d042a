import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

/** A batch writer that records its batches and fails any batch holding a negative number. */
function recorder(options: { delayMs?: number } = {}) {
  const batches: number[][] = [];
  let inFlight = 0;
  let maxSeen = 0;
  const write = async (inputs: number[]) => {
    batches.push(inputs);
    inFlight++;
    maxSeen = Math.max(maxSeen, inFlight);
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    inFlight--;
    if (inputs.some((n) => n < 0)) throw new Error(`refused ${inputs.join(",")}`);
    return inputs.map((n) => n * 10);
  };
  return { write, batches, maxInFlight: () => maxSeen };
}

describe("groupCommit", () => {
  it("writes the inputs that arrive together in one batch and answers each with its own result", async () => {
    const r = recorder();
    const submit = groupCommit(r.write, { maxBatch: 100, maxInFlight: 1 });
    expect(await Promise.all([1, 2, 3].map(submit))).toEqual([10, 20, 30]);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it("puts what arrives during a write into the next batch, within the batch size", async () => {
    const r = recorder({ delayMs: 20 });
    const submit = groupCommit(r.write, { maxBatch: 3, maxInFlight: 1 });
    const first = submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const rest = [2, 3, 4, 5, 6].map(submit);
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(r.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(r.maxInFlight()).toBe(1);
  });

  it("writes at most maxInFlight batches at once", async () => {
    const r = recorder({ delayMs: 10 });
    const submit = groupCommit(r.write, { maxBatch: 1, maxInFlight: 2 });
    await Promise.all([1, 2, 3, 4, 5].map(submit));
    expect(r.batches).toHaveLength(5);
    expect(r.maxInFlight()).toBe(2);
  });

  it("fails only the input that breaks a batch: the others are written again alone", async () => {
    const r = recorder();
    const submit = groupCommit(r.write, { maxBatch: 100, maxInFlight: 1 });
    const results = await Promise.allSettled([1, -2, 3].map(submit));
    expect(results).toEqual([
      { status: "fulfilled", value: 10 },
      { status: "rejected", reason: new Error("refused -2") },
      { status: "fulfilled", value: 30 },
    ]);
    expect(r.batches).toEqual([[1, -2, 3], [1], [-2], [3]]);
  });
});
