// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { asksNotToBeTracked, audienceRefused, hasObjected } from "./audience-choice.ts";
import { STORAGE_KEYS } from "./storage.ts";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the audience measurement's refusals", () => {
  it("reads « Ne pas me suivre » and Global Privacy Control", () => {
    expect(asksNotToBeTracked({ doNotTrack: "1" })).toBe(true);
    expect(asksNotToBeTracked({ globalPrivacyControl: true })).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false);
    expect(asksNotToBeTracked({ doNotTrack: null })).toBe(false);
    expect(asksNotToBeTracked({ doNotTrack: "unspecified" })).toBe(false);
    expect(asksNotToBeTracked({})).toBe(false);
  });

  it("reads the objection stored on the device, and nothing else as one", () => {
    expect(hasObjected()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.audienceOptOut, "true");
    expect(hasObjected()).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const malformed of ["false", "1", '"true"', "oui", "{}"]) {
      localStorage.setItem(STORAGE_KEYS.audienceOptOut, malformed);
      expect(hasObjected(), malformed).toBe(false);
    }
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it("refuses when either says so", () => {
    expect(audienceRefused({})).toBe(false);
    expect(audienceRefused({ globalPrivacyControl: true })).toBe(true);
    localStorage.setItem(STORAGE_KEYS.audienceOptOut, "true");
    expect(audienceRefused({})).toBe(true);
  });
});
