// @vitest-environment jsdom
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";

/** The page's path as Next gives it, and what became of the beacon's code: loaded, and told of each view. */
const state = vi.hoisted(() => ({ pathname: "/", loads: 0, views: [] as string[] }));
vi.mock("next/navigation", () => ({ usePathname: () => state.pathname }));
/** The beacon's module as each fresh page fetches it: `loads` counts the fetches. */
const beaconModule = () => {
  state.loads++;
  return { pageViewed: (path: string) => state.views.push(path) };
};

const defineGlobal = (target: object, name: string, value: unknown) =>
  Object.defineProperty(target, name, { value, configurable: true, writable: true });

/** A fresh page: the component's module (which keeps the beacon once loaded) and the beacon's, anew. */
async function mount(pathname: string) {
  vi.resetModules();
  // Registered anew for each page (vi.mock's factory would run once for the whole file).
  vi.doMock("../../lib/browser/audience-beacon.ts", beaconModule);
  state.pathname = pathname;
  const { AudienceBeacon } = await import("./AudienceBeacon.tsx");
  const page = render(<AudienceBeacon />);
  return {
    navigate: (to: string) => {
      state.pathname = to;
      page.rerender(<AudienceBeacon />);
    },
  };
}

/** Lets a dynamic import that was started settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  state.loads = 0;
  state.views = [];
  localStorage.clear();
  defineGlobal(navigator, "doNotTrack", null);
  defineGlobal(navigator, "globalPrivacyControl", undefined);
});

afterEach(cleanup);

describe("AudienceBeacon", () => {
  it("renders nothing, loads the beacon once and tells it of each page viewed", async () => {
    const page = await mount("/tarifs");
    expect(document.body.innerHTML).toBe("<div></div>");
    await waitFor(() => expect(state.views).toEqual(["/tarifs"]));
    page.navigate("/contact");
    await waitFor(() => expect(state.views).toEqual(["/tarifs", "/contact"]));
    // Leaving for the back office: the beacon, already there, sends the view left.
    page.navigate("/admin");
    await waitFor(() => expect(state.views).toEqual(["/tarifs", "/contact", "/admin"]));
    expect(state.loads).toBe(1);
  });

  it.each([
    ["on back-office pages", () => undefined, ["/admin/audience", "/admin/envois"]],
    ["for a visitor who objected", () => localStorage.setItem(STORAGE_KEYS.audienceOptOut, "true"), ["/", "/blog"]],
    ["under « Ne pas me suivre »", () => defineGlobal(navigator, "doNotTrack", "1"), ["/", "/blog"]],
    ["under Global Privacy Control", () => defineGlobal(navigator, "globalPrivacyControl", true), ["/", "/blog"]],
  ])("loads nothing %s", async (_, refuse, [first, second]) => {
    refuse();
    const page = await mount(first!);
    await settled();
    page.navigate(second!);
    await settled();
    expect(state.loads).toBe(0);
    expect(state.views).toEqual([]);
  });

  it("fetches the beacon's code once the page has loaded, and tells it then of every page viewed before, in order", async () => {
    defineGlobal(document, "readyState", "loading");
    try {
      const page = await mount("/blog/gerer-sa-tva");
      page.navigate("/tarifs");
      await settled();
      expect(state.loads).toBe(0);
      expect(state.views).toEqual([]);
      window.dispatchEvent(new Event("load"));
      await waitFor(() => expect(state.views).toEqual(["/blog/gerer-sa-tva", "/tarifs"]));
      page.navigate("/contact");
      await waitFor(() => expect(state.views).toEqual(["/blog/gerer-sa-tva", "/tarifs", "/contact"]));
      expect(state.loads).toBe(1);
    } finally {
      defineGlobal(document, "readyState", "complete");
    }
  });

  it("loads it for a stored flag that is not an objection (logged and ignored)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.audienceOptOut, "oui");
    await mount("/");
    await waitFor(() => expect(state.views).toEqual(["/"]));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(STORAGE_KEYS.audienceOptOut));
    warn.mockRestore();
  });
});
