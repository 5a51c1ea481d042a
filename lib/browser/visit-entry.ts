/**
 * The visit's entry in this tab's sessionStorage (STORAGE_KEYS.audienceEntry), only with the
 * visitor's consent to audience measurement (the analytics category of the cookie banner) and no
 * objection to it: the entry read from the landing page's address and referrer, stored once, never
 * overwritten during the visit. Loaded on demand: by the consent's follower (visit-entry-gate.ts)
 * once that consent is there, and by the forms' code, which sends it with a lead (leadOriginHere).
 */
import { entryFromJson, entryOfLanding, type PageLoad, parseEntry, type VisitEntry } from "../audience/entry.ts";
import { isAdminPath } from "../config/admin.ts";
import type { LeadOrigin } from "../forms/lead-origin.ts";
import { hasObjected } from "./audience-choice.ts";
import { readConsent } from "./consent.ts";
import { STORAGE_KEYS } from "./storage.ts";

const KEY = STORAGE_KEYS.audienceEntry;

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

/** The analytics consent is given (and valid), and the visitor has not objected to audience measurement. */
export function entryAllowed(): boolean {
  return readConsent()?.preferences.analytics === true && !hasObjected();
}

/** The stored entry; a malformed one is logged (never its content) and ignored. */
export function readVisitEntry(): VisitEntry | undefined {
  let raw: string | null | undefined;
  try {
    raw = session()?.getItem(KEY);
  } catch {
    return undefined;
  }
  if (raw === null || raw === undefined) return undefined;
  const entry = entryFromJson(raw);
  if (!entry) console.warn(`[storage] "${KEY}" has an unexpected shape and is ignored`);
  return entry;
}

/** Removes the entry (consent withdrawn). */
export function forgetVisitEntry(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    /* nothing to remove when storage is unavailable */
  }
}

/**
 * Stores the entry `page` began, if it began the visit (entryOfLanding; a back-office page begins
 * none), while the consent holds (asked again: it may have been withdrawn while this module was on
 * its way) and no valid entry is stored yet. Returns what is stored afterwards.
 */
export function keepLandingEntry(page: PageLoad): VisitEntry | undefined {
  if (!entryAllowed() || isAdminPath(page.pathname)) return undefined;
  const stored = readVisitEntry();
  if (stored) return stored;
  // Reduced at once (the referring host to its source), so that the device keeps no more than a lead would send.
  const entry = parseEntry(entryOfLanding(page));
  if (!entry) return undefined;
  try {
    session()?.setItem(KEY, JSON.stringify(entry));
  } catch {
    console.warn(`[storage] "${KEY}" could not be saved`);
    return undefined;
  }
  return entry;
}

/**
 * What a lead sent from this page carries: the page's path (the page under a dialog: a dialog has
 * no address of its own), and the visit's entry only while the consent holds.
 */
export function leadOriginHere(): LeadOrigin {
  const origin: LeadOrigin = { pagePath: window.location.pathname };
  const entry = entryAllowed() ? readVisitEntry() : undefined;
  if (entry) origin.entry = entry;
  return origin;
}
