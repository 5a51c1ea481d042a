/**
 * Every key this site keeps in the visitor's browser (spec section 3), and the one way
 * to read them: parse or ignore. A malformed value is logged and treated as absent.
 */
import { isRecord } from "../forms/is-record.ts";

export { isRecord };

export const STORAGE_KEYS = {
  cookieConsent: "cookieConsent",
  cookiePreferences: "cookiePreferences",
  cookieStats: "cookieStats",
  /** Beyond the spec: when the cookie choice was made (ISO date), so it is asked again after 6 months. */
  cookieConsentDate: "cookieConsentDate",
  maintenanceSettings: "maintenanceSettings",
  hasSeenPreRegistrationPopup: "hasSeenPreRegistrationPopup",
  adminPagesData: "admin_pages_data",
  /** Beyond the spec: the visitor objected to audience measurement (one flag, strictly necessary to honour it). */
  audienceOptOut: "audienceOptOut",
  /**
   * Beyond the spec, in sessionStorage and only with the analytics consent: the visit's entry (landing page,
   * source, campaign), sent with a lead made during the visit.
   */
  audienceEntry: "audienceEntry",
} as const;

/** Prefix of the per-form-key submission timestamps of the throttle ("formThrottle:contact"…). */
export const THROTTLE_KEY_PREFIX = "formThrottle:";

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

/** Raw string, or undefined when absent or unreadable. */
export function readRaw(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Parses a JSON value and checks its shape; anything else is logged (without the value,
 * which may hold personal data) and ignored.
 */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const raw = readRaw(key);
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
    console.warn(`[storage] "${key}" has an unexpected shape and is ignored`);
  } catch {
    console.warn(`[storage] "${key}" is not valid JSON and is ignored`);
  }
  return undefined;
}

export function write(key: string, value: string | object): void {
  try {
    storage()?.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
  } catch {
    console.warn(`[storage] "${key}" could not be saved`);
  }
}

export function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* nothing to remove when storage is unavailable */
  }
}
