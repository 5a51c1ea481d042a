// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COUNT_PATH } from "../config/consent-banner.ts";
import { adoptEarlyBanner, adoptEarlyControl, EARLY_GLOBAL } from "./early-controls.ts";
import { earlyControlsSource } from "./early-inline.ts";
import { PAGE_START_GLOBAL } from "./page-start.ts";
import { STORAGE_KEYS } from "./storage.ts";
import { TIMINGS } from "./timings.ts";

const PAGE = `
  <ul><li>
    <button id="b-tarifs" data-early="menu-tarifs" data-early-kind="menu" aria-controls="menu-tarifs" aria-expanded="false">Tarifs</button>
    <ul id="menu-tarifs" hidden><li><a href="/tarifs">Tous</a></li></ul>
  </li></ul>
  <button id="toggle" data-early="mobile" data-early-kind="panel" data-early-labels="Ouvrir|Fermer"
    aria-label="Ouvrir" aria-controls="mobile-menu" aria-expanded="false"></button>
  <nav id="mobile-menu" hidden><a href="/a-propos">À propos</a></nav>
  <div data-state="closed" id="q1"><h3 data-state="closed"><button data-state="closed" data-early="faq" data-early-kind="accordion" aria-controls="a1" aria-expanded="false">Q1</button></h3><div id="a1" data-state="closed" hidden>R1</div></div>
  <div data-state="closed" id="q2"><h3 data-state="closed"><button data-state="closed" data-early="faq" data-early-kind="accordion" aria-expanded="false">Q2</button></h3><div id="a2" data-state="closed" hidden>R2</div></div>
  <main id="main">Contenu</main>
  <button data-open-cookie-banner>Gérer les cookies</button>
  <section id="cookie-banner" hidden><h2 tabindex="-1">Vos choix</h2>
    <button data-consent-choice="all">Accepter tout</button><button data-consent-choice="essential">Uniquement essentiels</button>
  </section>`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector) as HTMLElement;
const banner = () => $("#cookie-banner");
let beacon: ReturnType<typeof vi.fn>;

/** Runs the early script as a page does: its source alone, with nothing of this module in scope. */
function boot(stored: Record<string, string> = {}, startedAt = 0): void {
  standDown();
  document.body.innerHTML = PAGE;
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  (window as unknown as Record<string, unknown>)[PAGE_START_GLOBAL] = startedAt;
  new Function(earlyControlsSource())();
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.documentElement.removeAttribute("data-maintenance");
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
});
afterEach(() => {
  standDown();
  vi.useRealTimers();
});

/** Each boot adds document listeners that a fresh body does not remove: the one before stands down. */
function standDown(): void {
  const state = (window as unknown as Record<string, { taken: Record<string, boolean> } | undefined>)[EARLY_GLOBAL];
  if (state) for (const key of ["menu-tarifs", "mobile", "faq", "cookie-banner"]) state.taken[key] = true;
}

describe("the cookie banner before the framework", () => {
  it("shows 1 s after the page started when no choice is stored, not before", () => {
    boot();
    vi.advanceTimersByTime(TIMINGS.cookieBannerDelayMs - 1);
    expect(banner().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(banner().hidden).toBe(false);
  });

  it("stays hidden with a valid choice, and shows for one older than 6 months", () => {
    const recent = {
      [STORAGE_KEYS.cookieConsent]: "essential",
      [STORAGE_KEYS.cookiePreferences]: '{"essential":true,"analytics":false,"marketing":false}',
      [STORAGE_KEYS.cookieConsentDate]: new Date().toISOString(),
    };
    boot(recent);
    vi.advanceTimersByTime(5000);
    expect(banner().hidden).toBe(true);
    boot({ ...recent, [STORAGE_KEYS.cookieConsentDate]: "2020-01-01T00:00:00.000Z" });
    vi.advanceTimersByTime(TIMINGS.cookieBannerDelayMs);
    expect(banner().hidden).toBe(false);
  });

  it("never shows over the maintenance screen", () => {
    document.documentElement.setAttribute("data-maintenance", "screen");
    boot();
    vi.advanceTimersByTime(5000);
    expect(banner().hidden).toBe(true);
  });

  it("stores exactly the specified values and counts the choice once, the moment it is pressed", () => {
    boot({ [STORAGE_KEYS.cookieStats]: '{"essential":"many"}' });
    vi.advanceTimersByTime(TIMINGS.cookieBannerDelayMs);
    $('[data-consent-choice="all"]').click();
    expect(banner().hidden).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe("all");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookiePreferences) ?? "")).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieStats) ?? "")).toMatchObject({
      essential: 1,
      analytics: 1,
      marketing: 1,
      totalConsents: 1,
    });
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsentDate)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe(CONSENT_COUNT_PATH);
    expect(JSON.parse(String(beacon.mock.calls[0]?.[1]))).toMatchObject({ choice: "all" });
  });

  it("goes away when a valid choice is made in another tab, not before", () => {
    boot();
    vi.advanceTimersByTime(TIMINGS.cookieBannerDelayMs);
    expect(banner().hidden).toBe(false);
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cookieConsent }));
    expect(banner().hidden).toBe(false); // the event, but no valid choice stored
    localStorage.setItem(STORAGE_KEYS.cookieConsent, "essential");
    localStorage.setItem(STORAGE_KEYS.cookiePreferences, '{"essential":true,"analytics":false,"marketing":false}');
    localStorage.setItem(STORAGE_KEYS.cookieConsentDate, new Date().toISOString());
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cookieConsentDate }));
    expect(banner().hidden).toBe(true);
    expect(document.body.style.paddingBottom).toBe("");
  });

  it("« Gérer les cookies » shows it again and takes the focus to it", () => {
    boot();
    $("[data-open-cookie-banner]").click();
    expect(banner().hidden).toBe(false);
    expect(document.activeElement).toBe($("#cookie-banner h2"));
  });

  it("once the component has adopted it, neither the timer nor a press is the early script's", () => {
    boot();
    expect(adoptEarlyBanner(banner())).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(banner().hidden).toBe(true);
    const reactHandler = vi.fn();
    document.addEventListener("click", reactHandler);
    $('[data-consent-choice="essential"]').click();
    document.removeEventListener("click", reactHandler);
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull();
    expect(reactHandler).toHaveBeenCalledTimes(1);
  });
});

describe("the disclosures before the framework", () => {
  it("a menu opens, closes on a click outside and on Escape, which gives the focus back", () => {
    boot();
    const button = $("#b-tarifs");
    button.click();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect($("#menu-tarifs").hidden).toBe(false);
    $("#main").click();
    expect($("#menu-tarifs").hidden).toBe(true);
    button.click();
    $("#menu-tarifs a").focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect($("#menu-tarifs").hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("the mobile toggle swaps its label, and Escape closes the panel", () => {
    boot();
    const toggle = $("#toggle");
    toggle.click();
    expect(toggle.getAttribute("aria-label")).toBe("Fermer");
    expect($("#mobile-menu").hidden).toBe(false);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(toggle.getAttribute("aria-label")).toBe("Ouvrir");
    expect($("#mobile-menu").hidden).toBe(true);
  });

  it("the accordion keeps one question open, with Radix's data-state on each part", () => {
    boot();
    const [first, second] = [...document.querySelectorAll<HTMLElement>('[data-early="faq"]')];
    first?.click();
    expect($("#a1").hidden).toBe(false);
    expect($("#q1").getAttribute("data-state")).toBe("open");
    second?.click();
    expect($("#a1").hidden).toBe(true);
    expect($("#q1").getAttribute("data-state")).toBe("closed");
    expect(first?.getAttribute("data-state")).toBe("closed");
    expect($("#a2").hidden).toBe(false);
    second?.click();
    expect($("#a2").hidden).toBe(true);
  });

  it("stops a press it handles, and leaves a control the component adopted, with its state, to React", () => {
    boot();
    const reactHandler = vi.fn();
    document.addEventListener("click", reactHandler);
    const toggle = $("#toggle");
    toggle.click();
    expect(reactHandler).not.toHaveBeenCalled();
    expect(adoptEarlyControl("mobile", toggle)).toBe(true);
    toggle.click();
    expect(reactHandler).toHaveBeenCalledTimes(1);
    expect($("#mobile-menu").hidden).toBe(false);
    document.removeEventListener("click", reactHandler);
  });
});
