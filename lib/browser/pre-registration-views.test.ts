// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heldModule } from "../../tests/support/held-module.ts";
import { PAGE_START_GLOBAL } from "./page-start.ts";
import { POPUP_PATH } from "./popup-may-open.ts";
import { preRegistrationViews } from "./pre-registration-views.ts";
import { STORAGE_KEYS } from "./storage.ts";

/** The island as the site script fetches it: what was mounted, when from, and what is still mounted. */
function island() {
  const mounted: number[] = [];
  let live = 0;
  const held = heldModule({
    mountPreRegistrationPopup: (startedAt: number) => {
      mounted.push(startedAt);
      live++;
      return () => {
        live--;
      };
    },
  });
  const state = {
    get loads() {
      return held.loads();
    },
    mounted,
    get live() {
      return live;
    },
  };
  return { state, load: held.load, arrive: held.arrive };
}

beforeEach(() => {
  localStorage.clear();
  (window as unknown as Record<string, unknown>)[PAGE_START_GLOBAL] = 12;
});

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PAGE_START_GLOBAL];
  vi.restoreAllMocks();
});

describe("the home page's popup from the site script", () => {
  it("on the document's home page, mounts the island once, its 6 s counted from the document's start", async () => {
    const { state, load, arrive } = island();
    const popup = preRegistrationViews(load);
    popup.view(POPUP_PATH);
    let settled = false;
    void popup.settled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(state).toEqual({ loads: 1, mounted: [], live: 0 });
    expect(settled).toBe(false);
    arrive();
    await popup.settled();
    expect(state).toEqual({ loads: 1, mounted: [12], live: 1 });
  });

  it("fetches nothing once the popup has been seen, nor on another page", async () => {
    const { state, load, arrive } = island();
    arrive();
    const popup = preRegistrationViews(load);
    popup.view("/tarifs/crmpro");
    await popup.settled();
    localStorage.setItem(STORAGE_KEYS.hasSeenPreRegistrationPopup, "true");
    popup.view(POPUP_PATH);
    await popup.settled();
    expect(state.loads).toBe(0);
  });

  it("unmounts on leaving the home page, and counts a later visit from that navigation", async () => {
    const { state, load, arrive } = island();
    arrive();
    const popup = preRegistrationViews(load);
    popup.view(POPUP_PATH);
    await popup.settled();
    popup.view("/contact");
    expect(state.live).toBe(0);
    vi.spyOn(performance, "now").mockReturnValue(5000);
    popup.view(POPUP_PATH);
    await popup.settled();
    expect(state.mounted).toEqual([12, 5000]);
    expect(state.live).toBe(1);
  });

  it("mounts nothing when the visitor has left the home page before the island arrived", async () => {
    const { state, load, arrive } = island();
    const popup = preRegistrationViews(load);
    popup.view(POPUP_PATH);
    popup.view("/blog");
    arrive();
    await popup.settled();
    expect(state.mounted).toEqual([]);
  });

  it("says so when the island cannot be fetched, and settles all the same", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const popup = preRegistrationViews(() => Promise.reject(new Error("offline")));
    popup.view(POPUP_PATH);
    await popup.settled();
    expect(warn).toHaveBeenCalledWith("[pre-registration] the popup could not be loaded");
  });
});
