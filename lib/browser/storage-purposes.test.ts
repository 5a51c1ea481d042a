import { describe, expect, it } from "vitest";
import { STORAGE_KEYS, THROTTLE_KEY_PREFIX } from "./storage.ts";
import { STORAGE_PURPOSES } from "./storage-purposes.ts";

describe("STORAGE_PURPOSES", () => {
  it("explains every key the site stores, plus the throttle timestamps", () => {
    const keys = STORAGE_PURPOSES.map((row) => row.key);
    for (const key of Object.values(STORAGE_KEYS)) expect(keys).toContain(key);
    expect(keys.some((key) => key.startsWith(THROTTLE_KEY_PREFIX))).toBe(true);
    expect(keys).toHaveLength(Object.values(STORAGE_KEYS).length + 1);
  });

  it("gives each one a purpose and a duration in French", () => {
    for (const row of STORAGE_PURPOSES) {
      expect(row.purpose.length).toBeGreaterThan(20);
      expect(row.duration.length).toBeGreaterThan(3);
    }
  });
});
