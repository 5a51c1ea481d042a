import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../../tests/support/memory-storage.ts";
import { consentExpiry, nextStats, preferencesFor, readConsent, saveConsent } from "./consent.ts";
import { STORAGE_KEYS } from "./storage.ts";

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (key: string) => JSON.parse(storage.getItem(key) ?? "null");

describe("saveConsent", () => {
  it('"all" stores the exact spec values and counts every category', () => {
    const now = new Date("2026-03-01T10:00:00.000Z");
    saveConsent("all", now);
    expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBe("all");
    expect(json(STORAGE_KEYS.cookiePreferences)).toEqual({ essential: true, analytics: true, marketing: true });
    expect(json(STORAGE_KEYS.cookieStats)).toEqual({
      essential: 1,
      analytics: 1,
      marketing: 1,
      totalConsents: 1,
      lastUpdated: "2026-03-01T10:00:00.000Z",
    });
    expect(storage.getItem(STORAGE_KEYS.cookieConsentDate)).toBe("2026-03-01T10:00:00.000Z");
  });

  it('"essential" refuses analytics and marketing and keeps counting', () => {
    saveConsent("all", new Date("2026-03-01T10:00:00Z"));
    saveConsent("essential", new Date("2026-03-02T10:00:00Z"));
    expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBe("essential");
    expect(json(STORAGE_KEYS.cookiePreferences)).toEqual({ essential: true, analytics: false, marketing: false });
    expect(json(STORAGE_KEYS.cookieStats)).toMatchObject({
      essential: 2,
      analytics: 1,
      marketing: 1,
      totalConsents: 2,
    });
  });

  it("restarts malformed counters from zero and logs it", () => {
    storage.setItem(STORAGE_KEYS.cookieStats, '{"essential":"many"}');
    saveConsent("essential", new Date("2026-03-01T10:00:00Z"));
    expect(json(STORAGE_KEYS.cookieStats)).toMatchObject({
      essential: 1,
      analytics: 0,
      marketing: 0,
      totalConsents: 1,
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("cookieStats"));
  });
});

describe("readConsent", () => {
  it("returns a fresh, complete choice", () => {
    saveConsent("all", new Date("2026-03-01T10:00:00Z"));
    expect(readConsent(new Date("2026-03-15T10:00:00Z"))?.choice).toBe("all");
  });

  it("asks again after 6 months", () => {
    saveConsent("all", new Date("2026-03-01T10:00:00Z"));
    expect(readConsent(new Date("2026-08-31T10:00:00Z"))).toBeDefined();
    expect(readConsent(new Date("2026-09-01T10:00:00Z"))).toBeUndefined();
    expect(consentExpiry(new Date("2026-03-01T10:00:00Z")).toISOString()).toBe("2026-09-01T10:00:00.000Z");
  });

  it.each([
    ["an unknown choice", STORAGE_KEYS.cookieConsent, "maybe"],
    ["preferences that are not JSON", STORAGE_KEYS.cookiePreferences, "{oops"],
    ["preferences of the wrong shape", STORAGE_KEYS.cookiePreferences, '{"essential":true}'],
    ["an unreadable date", STORAGE_KEYS.cookieConsentDate, "hier"],
  ])("ignores %s", (_, key, value) => {
    saveConsent("all", new Date());
    storage.setItem(key, value);
    expect(readConsent()).toBeUndefined();
  });

  it("ignores a choice without a date", () => {
    storage.setItem(STORAGE_KEYS.cookieConsent, "all");
    storage.setItem(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferencesFor("all")));
    expect(readConsent()).toBeUndefined();
  });

  it("is undefined when storage is unavailable", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(readConsent()).toBeUndefined();
  });
});

describe("nextStats", () => {
  it("counts from zero when there were no counters", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(nextStats(undefined, preferencesFor("essential"), now)).toEqual({
      essential: 1,
      analytics: 0,
      marketing: 0,
      totalConsents: 1,
      lastUpdated: now.toISOString(),
    });
  });
});
