/**
 * The early script (lib/browser/early-controls.ts says what it does and how React takes over): one
 * self-contained function, serialised inline at the end of every page's <body> (inline-script.ts),
 * with every rule it applies passed in as an argument from the module that owns it. Only the
 * server imports this module: no browser bundle carries it.
 */
import { CONSENT_BANNER_VERSION, CONSENT_COUNT_PATH } from "../config/consent-banner.ts";
import {
  type CookieStats,
  isCookieStats,
  nextStats,
  type ParsedConsent,
  parseStoredConsent,
  preferencesFor,
} from "./consent.ts";
import { EARLY_BANNER_KEY, EARLY_GLOBAL, type EarlyState } from "./early-controls.ts";
import { inlineCall } from "./inline-script.ts";
import { PAGE_START_GLOBAL } from "./page-start.ts";
import { STORAGE_KEYS } from "./storage.ts";
import { markedTimeout, TIMING_MARKS } from "./timing-marks.ts";
import { TIMINGS } from "./timings.ts";

/**
 * Runs inline at the end of <body>. Positional arguments (their names are not written into every
 * page): `globalName` for the shared state (EARLY_GLOBAL), the banner's adoption key, the global
 * notePageStart wrote (page-start.ts, where the banner's delay counts from), that delay, the marks
 * left when it is armed and when it fires and the function that sets them (timing-marks.ts), the
 * months a choice holds, the four storage keys [choice, preferences, stats, date], where a choice is counted
 * and under which banner version, then the consent rules of consent.ts.
 */
export function bootEarlyControls(
  globalName: string,
  bannerKey: string,
  pageStartGlobal: string,
  bannerDelayMs: number,
  [armedMark, firedMark]: readonly [string, string],
  timeout: typeof markedTimeout,
  validityMonths: number,
  [choiceKey, preferencesKey, statsKey, dateKey]: readonly [string, string, string, string],
  countPath: string,
  version: string,
  parseStoredConsent: (
    choice: string | null,
    preferences: string | null,
    date: string | null,
    now: number,
    months: number,
  ) => ParsedConsent,
  preferencesOf: typeof preferencesFor,
  nextStats: (
    previous: CookieStats | undefined,
    preferences: ReturnType<typeof preferencesFor>,
    now: Date,
  ) => CookieStats,
  isCookieStats: (value: unknown) => value is CookieStats,
): void {
  const state: EarlyState = { taken: {} };
  (window as unknown as Record<string, unknown>)[globalName] = state;
  const doc = document;
  // Storage the browser refuses (privacy settings) throws: the choice then holds for this page only.
  const get = (key: string): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const put = (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {}
  };

  // Disclosures: menus, the mobile panel, the FAQ.
  const keyOf = (button: Element) => button.getAttribute("data-early") ?? "";
  const kindOf = (button: Element) => button.getAttribute("data-early-kind");
  const free = (button: Element) => !state.taken[keyOf(button)];
  // Radix leaves aria-controls off a closed question's button: its answer is the element after its heading.
  const panelOf = (button: Element) =>
    doc.getElementById(button.getAttribute("aria-controls") ?? "") ??
    (button.parentElement?.nextElementSibling as HTMLElement | null | undefined);
  const set = (button: Element, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const labels = button.getAttribute("data-early-labels")?.split("|");
    if (labels) button.setAttribute("aria-label", labels[open ? 1 : 0] ?? "");
    const panel = panelOf(button);
    if (panel) panel.hidden = !open;
    for (const element of [button, button.parentElement, panel, panel?.parentElement])
      if (element?.hasAttribute("data-state")) element.setAttribute("data-state", open ? "open" : "closed");
  };
  const openOnes = (kinds: string[]) =>
    [...doc.querySelectorAll('[data-early][aria-expanded="true"]')].filter(
      (button) => free(button) && kinds.includes(kindOf(button) ?? ""),
    );
  const inside = (button: Element, node: Node | null) =>
    node !== null && (button.contains(node) || (panelOf(button)?.contains(node) ?? false));

  // The cookie banner.
  const banner = doc.getElementById("cookie-banner");
  const bannerFree = () => banner !== null && !state.taken[bannerKey];
  const chosen = () =>
    !("problem" in parseStoredConsent(get(choiceKey), get(preferencesKey), get(dateKey), Date.now(), validityMonths));
  const showBanner = (focus: boolean) => {
    if (!banner || !bannerFree()) return;
    banner.hidden = false;
    // Not a modal: the page keeps room for it at the bottom, as the component does.
    doc.body.style.paddingBottom = `${banner.offsetHeight}px`;
    if (focus) banner.querySelector<HTMLElement>("[tabindex='-1']")?.focus();
  };
  const choose = (choice: "all" | "essential") => {
    const now = new Date();
    const preferences = preferencesOf(choice);
    let previous: CookieStats | undefined;
    try {
      const value: unknown = JSON.parse(get(statsKey) ?? "null");
      if (isCookieStats(value)) previous = value;
    } catch {
      /* malformed counters start again from zero */
    }
    put(choiceKey, choice);
    put(preferencesKey, JSON.stringify(preferences));
    put(statsKey, JSON.stringify(nextStats(previous, preferences, now)));
    put(dateKey, now.toISOString());
    navigator.sendBeacon?.(countPath, JSON.stringify({ choice, version }));
    if (banner) banner.hidden = true;
    doc.body.style.paddingBottom = "";
  };
  if (banner && !chosen() && doc.documentElement.getAttribute("data-maintenance") !== "screen") {
    const start = (window as unknown as Record<string, unknown>)[pageStartGlobal];
    const show = () => chosen() || showBanner(false);
    const delay = (now: number) => Math.max(0, bannerDelayMs - (now - (typeof start === "number" ? start : 0)));
    state.bannerTimer = timeout(armedMark, firedMark, show, delay);
  }

  // A choice made in another tab (a storage event comes from another tab only).
  addEventListener("storage", () => {
    if (!banner || !bannerFree() || banner.hidden || !chosen()) return;
    banner.hidden = true;
    doc.body.style.paddingBottom = "";
  });

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    for (const button of openOnes(["menu"])) if (!inside(button, target)) set(button, false);
    const button = target.closest("button[data-early]");
    const choice = target.closest("[data-consent-choice]")?.getAttribute("data-consent-choice");
    const reopen = target.closest("[data-open-cookie-banner]");
    if (button && free(button)) {
      const open = button.getAttribute("aria-expanded") !== "true";
      if (open && kindOf(button) === "accordion")
        for (const other of doc.querySelectorAll(`[data-early="${keyOf(button)}"][aria-expanded="true"]`))
          set(other, false);
      set(button, open);
    } else if ((choice === "all" || choice === "essential") && bannerFree()) choose(choice);
    else if (reopen && bannerFree()) showBanner(true);
    else return;
    // Handled here: React, if it is hydrating at this very moment, must not handle it a second time.
    event.stopImmediatePropagation();
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const button of openOnes(["menu", "panel"])) {
      const hadFocus = inside(button, doc.activeElement);
      set(button, false);
      if (hadFocus || kindOf(button) === "panel") (button as HTMLElement).focus();
    }
  });
}

/** The early script as the pages carry it (EarlyControlsScript). */
export function earlyControlsSource(): string {
  return inlineCall(
    bootEarlyControls,
    EARLY_GLOBAL,
    EARLY_BANNER_KEY,
    PAGE_START_GLOBAL,
    TIMINGS.cookieBannerDelayMs,
    [TIMING_MARKS.bannerArmed, TIMING_MARKS.bannerFired],
    markedTimeout,
    TIMINGS.consentValidityMonths,
    [
      STORAGE_KEYS.cookieConsent,
      STORAGE_KEYS.cookiePreferences,
      STORAGE_KEYS.cookieStats,
      STORAGE_KEYS.cookieConsentDate,
    ],
    CONSENT_COUNT_PATH,
    CONSENT_BANNER_VERSION,
    parseStoredConsent,
    preferencesFor,
    nextStats,
    isCookieStats,
  );
}
