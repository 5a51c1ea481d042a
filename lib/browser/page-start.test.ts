// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { notePageStart } from "./maintenance-inline.ts";
import { INTERACTIVE_ATTRIBUTE, msUntilAfterPageStart, PAGE_START_GLOBAL } from "./page-start.ts";

const page = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete page[PAGE_START_GLOBAL];
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
});

describe("msUntilAfterPageStart", () => {
  it("counts from the start the head script noted", () => {
    page[PAGE_START_GLOBAL] = 40;
    expect(msUntilAfterPageStart(1000, 40)).toBe(1000);
    expect(msUntilAfterPageStart(1000, 500)).toBe(540);
    expect(msUntilAfterPageStart(6000, 2100)).toBe(3940);
  });

  it("is 0, not negative, when the scripts arrive after the moment", () => {
    page[PAGE_START_GLOBAL] = 20;
    expect(msUntilAfterPageStart(1000, 1800)).toBe(0);
  });

  it("counts from the navigation start when no start was noted", () => {
    expect(msUntilAfterPageStart(1000, 300)).toBe(700);
  });

  it("counts from the mount after a client-side navigation (the document already interactive)", () => {
    page[PAGE_START_GLOBAL] = 20;
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, "");
    expect(msUntilAfterPageStart(6000, 47_000)).toBe(6000);
  });

  it("notePageStart writes performance.now() into the named global", () => {
    notePageStart(PAGE_START_GLOBAL);
    expect(typeof page[PAGE_START_GLOBAL]).toBe("number");
  });
});
