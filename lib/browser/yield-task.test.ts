// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldTask } from "./yield-task.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("yieldTask", () => {
  it("resumes in a later task, not in this one's microtasks, even with the clock stopped", async () => {
    vi.useFakeTimers();
    const steps: string[] = [];
    const resumed = yieldTask().then(() => steps.push("resumed"));
    await Promise.resolve();
    await Promise.resolve();
    steps.push("same task");
    await resumed;
    expect(steps).toEqual(["same task", "resumed"]);
  });

  it("uses the browser's scheduler.yield() when there is one", async () => {
    const scheduled = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: scheduled });
    await yieldTask();
    expect(scheduled).toHaveBeenCalledOnce();
  });
});
