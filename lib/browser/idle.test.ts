// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { onIdle } from "./idle.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("onIdle", () => {
  it("waits for the browser's idle callback, with its timeout, and cancels it", () => {
    const requests: Array<{ run: () => void; options: IdleRequestOptions | undefined }> = [];
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void, options?: IdleRequestOptions) =>
      requests.push({ run, options }),
    );
    vi.stubGlobal("cancelIdleCallback", (handle: number) => cancelled.push(handle));
    const callback = vi.fn();
    const cancel = onIdle(callback, 3000);
    expect(callback).not.toHaveBeenCalled();
    expect(requests[0]?.options).toEqual({ timeout: 3000 });
    requests[0]?.run();
    expect(callback).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
    onIdle(callback);
    expect(requests[1]?.options).toBeUndefined();
  });

  it("falls back on a timer where there is none (Safari), which it cancels too", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const callback = vi.fn();
    onIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    onIdle(cancelled)();
    vi.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
