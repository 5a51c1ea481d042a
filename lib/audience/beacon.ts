/**
 * One page view's report, as the browser sends it to AUDIENCE_BEACON_PATH and as the server
 * accepts it: nothing else is read. No cookie, no identifier of the visitor: `id` is drawn at
 * random for this one view, so that the same report sent twice counts once.
 *
 *   { "id": "…", "path": "/tarifs/crmpro", "device": "phone", "entry": true,
 *     "source": "google", "utm": { "source": "newsletter", "medium": "email", "campaign": "rentree" },
 *     "metrics": { "LCP": 1234.5, "INP": 96, "CLS": 0.02, "FCP": 800, "TTFB": 120 } }
 *
 * `source` and `utm` come with an entry only (a view whose referrer is not this site).
 */
import { DEVICE_CLASSES, type DeviceClass, METRICS, type Metric, UTM_MAX_LENGTH } from "../config/audience.ts";
import { isMetricValue } from "./histogram.ts";
import { isPagePath, type Utm } from "./landing.ts";
import { isSource, reducedSource } from "./sources.ts";

export { isPagePath, type Utm, utmOf } from "./landing.ts";

export interface Beacon {
  id: string;
  path: string;
  device: DeviceClass;
  entry: boolean;
  /** An entry's source (the browser's `site:<host>`, reduced by the server: reducedSource); absent for a view that did not enter the site. */
  source?: string;
  /** An entry's UTM values from its landing address; absent when it had none. */
  utm?: Utm;
  metrics: Partial<Record<Metric, number>>;
}

/** A view's id: 16 to 36 characters of letters, digits, "-" and "_" (a UUID, or random bytes in base64url). */
export const VIEW_ID = /^[A-Za-z0-9_-]{16,36}$/;

/** The three UTM values, the only keys a beacon's `utm` may have. */
export const UTM_KEYS: readonly (keyof Utm)[] = ["source", "medium", "campaign"];

/** A UTM value kept: trimmed, lowercased, cut at UTM_MAX_LENGTH, printable characters only. */
export function cleanUtmValue(value: string | null | undefined): string {
  return (value ?? "")
    .normalize("NFC")
    .replace(/[\p{C}]/gu, "")
    .trim()
    .toLowerCase()
    .slice(0, UTM_MAX_LENGTH);
}

/** UTM values as received: undefined when absent or all empty, false when malformed (not an object, another key, too long). */
export function parseUtm(value: unknown): Utm | undefined | false {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((key) => !UTM_KEYS.includes(key as keyof Utm))) return false;
  const utm: Utm = { source: "", medium: "", campaign: "" };
  for (const key of UTM_KEYS) {
    const raw = record[key] ?? "";
    if (typeof raw !== "string" || raw.length > UTM_MAX_LENGTH) return false;
    utm[key] = cleanUtmValue(raw);
  }
  return utm.source || utm.medium || utm.campaign ? utm : undefined;
}

/**
 * A report as the server accepts it, or undefined for anything else: unknown keys, a path that is
 * not a page's, a device, source or UTM value out of its set, a metric that is not a finite number
 * in its range. Whether the path is one of the site's pages is the server's to check.
 */
export function parseBeacon(value: unknown): Beacon | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record))
    if (!["id", "path", "device", "entry", "source", "utm", "metrics"].includes(key)) return undefined;
  const { id, path, device, entry, metrics } = record;
  const source = reducedSource(record.source);
  if (typeof id !== "string" || !VIEW_ID.test(id)) return undefined;
  if (!isPagePath(path)) return undefined;
  if (typeof device !== "string" || !(DEVICE_CLASSES as readonly string[]).includes(device)) return undefined;
  if (typeof entry !== "boolean") return undefined;
  if (!entry && (source !== undefined || record.utm !== undefined)) return undefined;
  if (entry && !isSource(source)) return undefined;
  const utm = parseUtm(record.utm);
  if (utm === false) return undefined;
  if (typeof metrics !== "object" || metrics === null || Array.isArray(metrics)) return undefined;
  const measured: Partial<Record<Metric, number>> = {};
  for (const [name, metricValue] of Object.entries(metrics as Record<string, unknown>)) {
    if (!(METRICS as readonly string[]).includes(name)) return undefined;
    if (!isMetricValue(name as Metric, metricValue)) return undefined;
    measured[name as Metric] = metricValue;
  }
  const beacon: Beacon = { id, path, device: device as DeviceClass, entry, metrics: measured };
  if (entry) beacon.source = source as string;
  if (utm) beacon.utm = utm;
  return beacon;
}
