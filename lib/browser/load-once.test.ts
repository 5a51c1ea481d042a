import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once.ts";

describe("loadOnce", () => {
  it("shares one load between callers", async () => {
    const load = vi.fn(async () => "module");
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(["module", "module"]);
    expect(await get()).toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load instead of keeping the failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("Failed to fetch");
    expect(await get()).toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
