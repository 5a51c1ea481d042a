/**
 * The visitor's cookie choice (spec sections 3 and 4), stored exactly as specified:
 * cookieConsent "all" | "essential", cookiePreferences {essential, analytics, marketing},
 * cookieStats {essential, analytics, marketing, totalConsents, lastUpdated}; plus the
 * date of the choice (cookieConsentDate), so that it is asked again after 6 months.
 * DOM-free: the banner (components/behaviours/CookieBanner.tsx) and the gate (consent-gate.ts) build on it.
 */
import { CONSENT_BANNER_VERSION, CONSENT_COUNT_PATH } from "../config/consent-banner.ts";
import { readJson, readRaw, STORAGE_KEYS, write } from "./storage.ts";
import { TIMINGS } from "./timings.ts";

export const CONSENT_CHOICES = ["all", "essential"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The categories that need consent; "essential" never does. */
export type ConsentCategory = "analytics" | "marketing";

export interface CookiePreferences {
  essential: boolean;
  analytics: boolean;
  marketing: boolean;
}

export interface CookieStats {
  essential: number;
  analytics: number;
  marketing: number;
  totalConsents: number;
  lastUpdated: string;
}

export interface StoredConsent {
  choice: ConsentChoice;
  preferences: CookiePreferences;
  date: Date;
}

/** What the banner says about the stored choice when the visitor reopens it. */
export const CURRENT_CHOICE_TEXT: Record<ConsentChoice, string> = {
  all: "Votre choix actuel\u202f: tous les cookies sont acceptés.",
  essential: "Votre choix actuel\u202f: uniquement les cookies essentiels.",
};

/** Self-contained: also passed to the early script (lib/browser/early-inline.ts), which runs before any import. */
export function isCookieStats(value: unknown): value is CookieStats {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const isCount = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;
  return (
    isCount(record["essential"]) &&
    isCount(record["analytics"]) &&
    isCount(record["marketing"]) &&
    isCount(record["totalConsents"]) &&
    typeof record["lastUpdated"] === "string"
  );
}

/** Self-contained, like nextStats: the early script stores a choice with them too. */
export function preferencesFor(choice: ConsentChoice): CookiePreferences {
  const all = choice === "all";
  return { essential: true, analytics: all, marketing: all };
}

/** Counters of the choices made in this browser; malformed previous counters start again from zero. */
export function nextStats(previous: CookieStats | undefined, preferences: CookiePreferences, now: Date): CookieStats {
  const base = previous ?? { essential: 0, analytics: 0, marketing: 0, totalConsents: 0 };
  return {
    essential: base.essential + (preferences.essential ? 1 : 0),
    analytics: base.analytics + (preferences.analytics ? 1 : 0),
    marketing: base.marketing + (preferences.marketing ? 1 : 0),
    totalConsents: base.totalConsents + 1,
    lastUpdated: now.toISOString(),
  };
}

/** The first instant at which a choice made at `date` must be asked again. */
export function consentExpiry(date: Date): Date {
  const expiry = new Date(date.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + TIMINGS.consentValidityMonths);
  return expiry;
}

/** What parseStoredConsent finds wrong with the stored values, or the choice they hold. */
export type ParsedConsent =
  | { choice: ConsentChoice; preferences: CookiePreferences; date: Date }
  | { problem: "absent" | "choice" | "preferences-json" | "preferences-shape" | "date" | "expired" };

/**
 * The rules of a valid stored choice, on the raw values of the three keys: complete, well-formed
 * and younger than `validityMonths` at `now`. Self-contained (no import, no storage access): the
 * early script (lib/browser/early-inline.ts) decides with it whether to show the banner before any
 * script file has arrived, and readConsent below with the same rules once they have.
 */
export function parseStoredConsent(
  choice: string | null | undefined,
  preferences: string | null | undefined,
  date: string | null | undefined,
  now: number,
  validityMonths: number,
): ParsedConsent {
  if (choice === null || choice === undefined) return { problem: "absent" };
  if (choice !== "all" && choice !== "essential") return { problem: "choice" };
  if (preferences === null || preferences === undefined) return { problem: "absent" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(preferences);
  } catch {
    return { problem: "preferences-json" };
  }
  const record = parsed as Record<string, unknown> | null;
  if (
    typeof record !== "object" ||
    record === null ||
    typeof record["essential"] !== "boolean" ||
    typeof record["analytics"] !== "boolean" ||
    typeof record["marketing"] !== "boolean"
  )
    return { problem: "preferences-shape" };
  // A choice without a date (made before dates were kept) cannot be proven recent: ask again.
  const made = date === null || date === undefined ? undefined : new Date(date);
  if (!made || Number.isNaN(made.getTime())) return { problem: "date" };
  const expiry = new Date(made.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + validityMonths);
  if (now >= expiry.getTime()) return { problem: "expired" };
  return { choice, preferences: record as unknown as CookiePreferences, date: made };
}

const PROBLEM_WARNINGS: Partial<Record<string, string>> = {
  choice: `"${STORAGE_KEYS.cookieConsent}" has an unexpected value and is ignored`,
  "preferences-json": `"${STORAGE_KEYS.cookiePreferences}" is not valid JSON and is ignored`,
  "preferences-shape": `"${STORAGE_KEYS.cookiePreferences}" has an unexpected shape and is ignored`,
};

/**
 * The stored choice when it is complete, well-formed and younger than 6 months; otherwise
 * undefined, and the banner asks again. Malformed values are logged (never their content).
 */
export function readConsent(now: Date = new Date()): StoredConsent | undefined {
  const parsed = parseStoredConsent(
    readRaw(STORAGE_KEYS.cookieConsent),
    readRaw(STORAGE_KEYS.cookiePreferences),
    readRaw(STORAGE_KEYS.cookieConsentDate),
    now.getTime(),
    TIMINGS.consentValidityMonths,
  );
  if (!("problem" in parsed)) return parsed;
  const warning = PROBLEM_WARNINGS[parsed.problem];
  if (warning) console.warn(`[storage] ${warning}`);
  return undefined;
}

type ConsentListener = (consent: StoredConsent | undefined) => void;
const listeners = new Set<ConsentListener>();

/** Called after every change of the choice, in this tab or (through the storage event) in another. */
export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyConsentChange(): void {
  const consent = readConsent();
  for (const listener of [...listeners]) listener(consent);
}

/** Stores the choice, its date and the updated counters, then tells the listeners. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): StoredConsent {
  const preferences = preferencesFor(choice);
  const stats = nextStats(readJson(STORAGE_KEYS.cookieStats, isCookieStats), preferences, now);
  write(STORAGE_KEYS.cookieConsent, choice);
  write(STORAGE_KEYS.cookiePreferences, preferences);
  write(STORAGE_KEYS.cookieStats, stats);
  write(STORAGE_KEYS.cookieConsentDate, now.toISOString());
  notifyConsentChange();
  return { choice, preferences, date: now };
}

/**
 * Counts a choice made in the banner on this site's server: the choice and the banner's
 * version only (no identifier, no cookie; the server keeps no address). sendBeacon hands it to the
 * browser, which sends it even when the visitor navigates away at once, and the banner never waits.
 * A browser without it (none of those the site supports) only leaves a gap in the statistics.
 */
export function countConsent(choice: ConsentChoice): void {
  // A string goes as text/plain: no preflight, and the server reads the JSON from the text.
  navigator.sendBeacon?.(CONSENT_COUNT_PATH, JSON.stringify({ choice, version: CONSENT_BANNER_VERSION }));
}
