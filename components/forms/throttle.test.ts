import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { THROTTLE_WINDOW_MS } from "../../lib/forms/limits.ts";
import { isThrottled, recordSubmission } from "./throttle.ts";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe("form throttle", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal("localStorage", storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("blocks the same form for 60 s after an accepted submission, then lets it through", () => {
    const t0 = 1_750_000_000_000;
    expect(isThrottled("contact", t0)).toBe(false);
    recordSubmission("contact", t0);
    expect(storage.getItem(`${THROTTLE_KEY_PREFIX}contact`)).toBe(String(t0));
    expect(isThrottled("contact", t0 + 1)).toBe(true);
    expect(isThrottled("contact", t0 + THROTTLE_WINDOW_MS - 1)).toBe(true);
    expect(isThrottled("contact", t0 + THROTTLE_WINDOW_MS)).toBe(false);
  });

  it("keeps each form key separate", () => {
    recordSubmission("demo", 1000);
    expect(isThrottled("demo", 2000)).toBe(true);
    expect(isThrottled("contact", 2000)).toBe(false);
    expect(isThrottled("newsletter", 2000)).toBe(false);
  });

  it("ignores a malformed or future timestamp instead of locking the form", () => {
    storage.setItem(`${THROTTLE_KEY_PREFIX}contact`, "pas une date");
    expect(isThrottled("contact", 5000)).toBe(false);
    storage.setItem(`${THROTTLE_KEY_PREFIX}contact`, String(10_000_000));
    expect(isThrottled("contact", 5000)).toBe(false);
  });

  it("lets forms work when storage is unavailable", () => {
    vi.stubGlobal("localStorage", undefined);
    recordSubmission("contact", 1000);
    expect(isThrottled("contact", 1001)).toBe(false);
  });
});
