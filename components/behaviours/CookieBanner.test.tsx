// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onConsent } from "../../lib/browser/consent-gate.ts";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { CookieBanner } from "./CookieBanner.tsx";
import { resetCookieBannerStore } from "./cookie-banner-store.ts";
import { ManageCookiesButton } from "./ManageCookiesButton.tsx";

const NOW = new Date("2026-03-01T10:00:00.000Z");
const BANNER = { name: "Vos choix concernant les cookies" } as const;

/** jsdom has no layout: a ResizeObserver that reports nothing is enough here. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  localStorage.clear();
  document.documentElement.removeAttribute("data-maintenance");
});

afterEach(() => {
  cleanup();
  resetCookieBannerStore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  return render(
    <>
      <footer>
        <ManageCookiesButton />
      </footer>
      <CookieBanner />
    </>,
  );
}

/** The banner whether shown or not, as the footer button names it (a hidden region has no accessible name). */
function bannerElement(): HTMLElement {
  const manage = screen.getByRole("button", { name: "Gérer les cookies" });
  const banner = document.getElementById(manage.getAttribute("aria-controls") ?? "");
  if (!banner) throw new Error("the button controls no element");
  return banner;
}
const isShown = () => !bannerElement().hidden;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function seedConsent(choice: "all" | "essential", date: Date) {
  const all = choice === "all";
  localStorage.setItem(STORAGE_KEYS.cookieConsent, choice);
  localStorage.setItem(
    STORAGE_KEYS.cookiePreferences,
    JSON.stringify({ essential: true, analytics: all, marketing: all }),
  );
  localStorage.setItem(STORAGE_KEYS.cookieConsentDate, date.toISOString());
}

const stored = (key: string) => localStorage.getItem(key);
const storedJson = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? "null");

describe("the cookie banner", () => {
  it("appears 1000 ms after load when no choice is stored, without taking the focus", () => {
    renderPage();
    expect(isShown()).toBe(false);
    advance(TIMINGS.cookieBannerDelayMs - 1);
    expect(isShown()).toBe(false);
    advance(1);
    expect(isShown()).toBe(true);
    const banner = screen.getByRole("region", BANNER);
    expect(within(banner).getByRole("button", { name: "Accepter tout" })).toBeTruthy();
    expect(within(banner).getByRole("button", { name: "Uniquement essentiels" })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it("counts the second from the page's start: mounted 400 ms in, it waits 600 ms; mounted 1.8 s in, it shows at once", () => {
    advance(400); // the scripts took 400 ms to arrive
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs - 400 - 1);
    expect(isShown()).toBe(false);
    advance(1);
    expect(isShown()).toBe(true);
    cleanup();
    resetCookieBannerStore();

    advance(1800 - TIMINGS.cookieBannerDelayMs); // a slow phone: the scripts came 1.8 s after the navigation
    renderPage();
    advance(0);
    expect(isShown()).toBe(true);
  });

  it("gives both choices the same look", () => {
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs);
    const accept = screen.getByRole("button", { name: "Accepter tout" });
    const essential = screen.getByRole("button", { name: "Uniquement essentiels" });
    expect(accept.className).toBe(essential.className);
  });

  it('"Accepter tout" stores exactly the specified values and hides the banner', () => {
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs);
    fireEvent.click(screen.getByRole("button", { name: "Accepter tout" }));
    expect(isShown()).toBe(false);
    const at = new Date(NOW.getTime() + TIMINGS.cookieBannerDelayMs).toISOString();
    expect(stored(STORAGE_KEYS.cookieConsent)).toBe("all");
    expect(storedJson(STORAGE_KEYS.cookiePreferences)).toStrictEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
    expect(storedJson(STORAGE_KEYS.cookieStats)).toStrictEqual({
      essential: 1,
      analytics: 1,
      marketing: 1,
      totalConsents: 1,
      lastUpdated: at,
    });
    expect(stored(STORAGE_KEYS.cookieConsentDate)).toBe(at);
  });

  it('"Uniquement essentiels" refuses analytics and marketing and adds to the previous counters', () => {
    localStorage.setItem(
      STORAGE_KEYS.cookieStats,
      JSON.stringify({ essential: 4, analytics: 2, marketing: 2, totalConsents: 4, lastUpdated: "2025-01-01" }),
    );
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs);
    fireEvent.click(screen.getByRole("button", { name: "Uniquement essentiels" }));
    expect(isShown()).toBe(false);
    expect(stored(STORAGE_KEYS.cookieConsent)).toBe("essential");
    expect(storedJson(STORAGE_KEYS.cookiePreferences)).toStrictEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
    expect(storedJson(STORAGE_KEYS.cookieStats)).toMatchObject({
      essential: 5,
      analytics: 2,
      marketing: 2,
      totalConsents: 5,
    });
  });

  it("stays away while a choice younger than 6 months is stored, and asks again after", () => {
    seedConsent("essential", new Date("2025-09-02T10:00:00Z"));
    renderPage();
    advance(60_000);
    expect(isShown()).toBe(false);
    cleanup();
    resetCookieBannerStore();

    seedConsent("essential", new Date("2025-09-01T10:00:00Z"));
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs);
    expect(isShown()).toBe(true);
  });

  it.each([
    ["an unknown consent value", STORAGE_KEYS.cookieConsent, "oui"],
    ["preferences that are not JSON", STORAGE_KEYS.cookiePreferences, "{essential"],
    ["preferences of another shape", STORAGE_KEYS.cookiePreferences, '["all"]'],
  ])("logs and ignores %s: the banner asks again", (_, key, value) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    seedConsent("all", NOW);
    localStorage.setItem(key, value);
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs);
    expect(isShown()).toBe(true);
    expect(warn.mock.calls.some(([message]) => String(message).includes(key))).toBe(true);
  });

  it("logs malformed counters and starts them again", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.cookieStats, '{"essential":"beaucoup"}');
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs);
    fireEvent.click(screen.getByRole("button", { name: "Accepter tout" }));
    expect(storedJson(STORAGE_KEYS.cookieStats)).toMatchObject({ essential: 1, totalConsents: 1 });
    expect(warn.mock.calls.some(([message]) => String(message).includes(STORAGE_KEYS.cookieStats))).toBe(true);
  });

  it("never opens over the maintenance screen", () => {
    document.documentElement.setAttribute("data-maintenance", "screen");
    renderPage();
    advance(60_000);
    expect(isShown()).toBe(false);
  });

  it('is reopened by "Gérer les cookies", says the current choice, and gives the focus back', () => {
    seedConsent("all", new Date("2026-02-01T10:00:00Z"));
    renderPage();
    advance(5000);
    const manage = screen.getByRole("button", { name: "Gérer les cookies" });
    expect(manage.getAttribute("aria-expanded")).toBe("false");

    manage.focus();
    fireEvent.click(manage);
    expect(isShown()).toBe(true);
    expect(manage.getAttribute("aria-expanded")).toBe("true");
    const banner = screen.getByRole("region", BANNER);
    expect(banner.textContent).toContain("Votre choix actuel\u202f: tous les cookies sont acceptés.");
    expect(document.activeElement).toBe(within(banner).getByRole("heading", BANNER));

    fireEvent.click(within(banner).getByRole("button", { name: "Uniquement essentiels" }));
    expect(isShown()).toBe(false);
    expect(manage.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(manage);
    expect(stored(STORAGE_KEYS.cookieConsent)).toBe("essential");
  });

  it("hides when a choice is made in another tab", () => {
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs);
    expect(isShown()).toBe(true);
    seedConsent("essential", NOW);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cookieConsentDate }));
    });
    expect(isShown()).toBe(false);
  });
});

describe("the consent gate behind the banner", () => {
  it("starts analytics and marketing code only once accepted, never on essential-only", () => {
    const analytics = vi.fn();
    const marketing = vi.fn();
    const stops = [onConsent("analytics", analytics), onConsent("marketing", marketing)];
    renderPage();
    advance(TIMINGS.cookieBannerDelayMs);
    expect(analytics).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Uniquement essentiels" }));
    expect(analytics).not.toHaveBeenCalled();
    expect(marketing).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Gérer les cookies" }));
    fireEvent.click(screen.getByRole("button", { name: "Accepter tout" }));
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(marketing).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it("follows a choice made in another tab, and stops what it started when consent is withdrawn", () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const unsubscribe = onConsent("analytics", start);
    renderPage();

    seedConsent("all", NOW);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cookieConsent }));
    });
    expect(start).toHaveBeenCalledTimes(1);

    seedConsent("essential", NOW);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cookiePreferences }));
    });
    expect(stop).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
