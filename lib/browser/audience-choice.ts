/**
 * Whether this browser's page views may be counted by the audience measurement: not when the
 * visitor objected on the privacy policy (one flag in localStorage, strictly necessary to honour
 * the objection) nor when the browser asks not to be tracked (Do Not Track, Global Privacy Control).
 * Read before the beacon's code is even loaded, and again before each report leaves.
 */
import { readJson, STORAGE_KEYS } from "./storage.ts";

/** The flag's one value, as stored (JSON `true`). */
export const AUDIENCE_OPT_OUT_VALUE = true;

/** The flag's value read back. Self-contained (the privacy page's inline script uses it too): no constant of this module. */
export function isAudienceOptOut(value: unknown): value is typeof AUDIENCE_OPT_OUT_VALUE {
  return value === true;
}

/** The browser's own signals, as `navigator` carries them (Global Privacy Control is not in every browser). */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** « Ne pas me suivre » or Global Privacy Control set. Self-contained: the privacy page's inline script uses it too. */
export function asksNotToBeTracked(signals: PrivacySignals): boolean {
  return signals.doNotTrack === "1" || signals.globalPrivacyControl === true;
}

/** The visitor objected in this browser (a malformed flag is logged and ignored, as every stored value). */
export function hasObjected(): boolean {
  return readJson(STORAGE_KEYS.audienceOptOut, isAudienceOptOut) !== undefined;
}

/** Nothing may be measured nor sent for this browser. */
export function audienceRefused(signals: PrivacySignals = globalThis.navigator): boolean {
  return asksNotToBeTracked(signals) || hasObjected();
}
