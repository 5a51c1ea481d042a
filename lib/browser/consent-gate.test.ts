import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../../tests/support/memory-storage.ts";
import { notifyConsentChange, saveConsent } from "./consent.ts";
import { onConsent } from "./consent-gate.ts";
import { STORAGE_KEYS } from "./storage.ts";

let storage: MemoryStorage;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

function gate(category: "analytics" | "marketing") {
  const stop = vi.fn();
  const start = vi.fn(() => stop);
  cleanups.push(onConsent(category, start));
  return { start, stop };
}

describe("onConsent", () => {
  it("does not start without a choice", () => {
    const { start } = gate("analytics");
    expect(start).not.toHaveBeenCalled();
  });

  it("does not start on essential-only consent", () => {
    saveConsent("essential");
    const { start } = gate("marketing");
    expect(start).not.toHaveBeenCalled();
  });

  it("starts at once when consent was already given", () => {
    saveConsent("all");
    const { start } = gate("analytics");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts when consent is given later, once only", () => {
    const { start } = gate("analytics");
    saveConsent("all");
    saveConsent("all");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("stops when consent is withdrawn, and starts again when given back", () => {
    saveConsent("all");
    const { start, stop } = gate("marketing");
    saveConsent("essential");
    expect(stop).toHaveBeenCalledTimes(1);
    saveConsent("all");
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("follows a choice made in another tab once notified", () => {
    const { start } = gate("analytics");
    storage.setItem(STORAGE_KEYS.cookieConsent, "all");
    storage.setItem(STORAGE_KEYS.cookiePreferences, '{"essential":true,"analytics":true,"marketing":true}');
    storage.setItem(STORAGE_KEYS.cookieConsentDate, new Date().toISOString());
    expect(start).not.toHaveBeenCalled();
    notifyConsentChange();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not start on malformed preferences", () => {
    saveConsent("all");
    storage.setItem(STORAGE_KEYS.cookiePreferences, '{"analytics":"yes"}');
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { start } = gate("analytics");
    expect(start).not.toHaveBeenCalled();
  });

  it("stops when the caller unsubscribes", () => {
    saveConsent("all");
    const start = vi.fn();
    const stop = vi.fn();
    start.mockReturnValue(stop);
    const off = onConsent("analytics", start);
    off();
    expect(stop).toHaveBeenCalledTimes(1);
    saveConsent("all");
    expect(start).toHaveBeenCalledTimes(1);
  });
});
