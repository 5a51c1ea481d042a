// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heldModule } from "../../tests/support/held-module.ts";
import { audienceViews } from "./site-script.ts";
import { noteView, SITE_VIEWS_GLOBAL, takeViews } from "./site-views.ts";
import { STORAGE_KEYS } from "./storage.ts";
import { TIMING_MARKS } from "./timing-marks.ts";

const defineGlobal = (target: object, name: string, value: unknown) =>
  Object.defineProperty(target, name, { value, configurable: true, writable: true });

/** The beacon's code as the site script fetches it: `loads` counts the fetches, `views` what it was told. */
function beacon() {
  const views: string[] = [];
  const held = heldModule({ pageViewed: (path?: string) => void views.push(path ?? "") });
  const state = {
    get loads() {
      return held.loads();
    },
    views,
  };
  return { state, load: held.load, arrive: held.arrive };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  performance.clearMarks();
  defineGlobal(navigator, "doNotTrack", null);
  defineGlobal(navigator, "globalPrivacyControl", undefined);
  delete (window as unknown as Record<string, unknown>)[SITE_VIEWS_GLOBAL];
});

afterEach(() => vi.restoreAllMocks());

describe("the site script's audience views", () => {
  it("fetches the beacon once, at the first view, and tells it of every view in order, those on the way included", async () => {
    const { state, load, arrive } = beacon();
    const view = audienceViews(load);
    view("/tarifs");
    view("/contact");
    await settled();
    expect(state).toEqual({ loads: 1, views: [] });
    expect(performance.getEntriesByName(TIMING_MARKS.audienceArmed)).toHaveLength(0);
    arrive();
    await settled();
    expect(state.views).toEqual(["/tarifs", "/contact"]);
    expect(performance.getEntriesByName(TIMING_MARKS.audienceArmed).length).toBeGreaterThan(0);
    // Leaving for the back office: the beacon, already there, sends the view left.
    view("/admin");
    await settled();
    expect(state).toEqual({ loads: 1, views: ["/tarifs", "/contact", "/admin"] });
  });

  it.each([
    ["on back-office pages", () => undefined, ["/admin/audience", "/admin/envois"]],
    ["for a visitor who objected", () => localStorage.setItem(STORAGE_KEYS.audienceOptOut, "true"), ["/", "/blog"]],
    ["under « Ne pas me suivre »", () => defineGlobal(navigator, "doNotTrack", "1"), ["/", "/blog"]],
    ["under Global Privacy Control", () => defineGlobal(navigator, "globalPrivacyControl", true), ["/", "/blog"]],
  ])("fetches nothing %s", async (_, refuse, paths) => {
    refuse();
    const { state, load, arrive } = beacon();
    const view = audienceViews(load);
    for (const path of paths) view(path);
    arrive();
    await settled();
    expect(state).toEqual({ loads: 0, views: [] });
    expect(performance.getEntriesByName(TIMING_MARKS.audienceArmed)).toHaveLength(0);
  });

  it("fetches it for a stored flag that is not an objection (logged and ignored)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.audienceOptOut, "oui");
    const { state, load, arrive } = beacon();
    audienceViews(load)("/");
    arrive();
    await settled();
    expect(state.views).toEqual(["/"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(STORAGE_KEYS.audienceOptOut));
  });

  it("counts nothing when the beacon's code cannot be fetched, and says nothing either", async () => {
    const view = audienceViews(() => Promise.reject(new Error("réseau")));
    view("/");
    await settled();
    expect(performance.getEntriesByName(TIMING_MARKS.audienceArmed)).toHaveLength(0);
  });
});

describe("the views' bridge between the page and the site script", () => {
  it("keeps the paths noted before the site script arrived, in order, then tells it directly", () => {
    (window as unknown as Record<string, unknown>)[SITE_VIEWS_GLOBAL] = { paths: ["/blog"] };
    noteView("/tarifs");
    const seen: string[] = [];
    takeViews((path) => seen.push(path));
    expect(seen).toEqual(["/blog", "/tarifs"]);
    noteView("/contact");
    expect(seen).toEqual(["/blog", "/tarifs", "/contact"]);
  });

  it("does nothing on a page without the site script's boot (the back office)", () => {
    expect(() => noteView("/admin")).not.toThrow();
    const seen: string[] = [];
    takeViews((path) => seen.push(path));
    expect(seen).toEqual([]);
  });
});
