/**
 * Audience measurement, first-party and exempt from consent (CNIL, délibération 2020-091 §50–52):
 * one beacon per page view to the site itself, counted on the server as aggregates. Every number
 * the beacon, the endpoint, the store and the desk share lives here.
 */

/** Where a page view's beacon is sent (same origin: the CSP's `connect-src 'self'`). */
export const AUDIENCE_BEACON_PATH = "/mesure-audience";

/** Longest UTM value kept (characters); longer ones are cut. Apart from AUDIENCE_LIMITS: the beacon's code needs only this one. */
export const UTM_MAX_LENGTH = 60;

export const AUDIENCE_LIMITS = {
  /** A beacon's body, at most (bytes); beyond, nothing is read. */
  maxBytes: 4 * 1024,
  /** A view's random id seen again within this window is a replay: nothing is counted. */
  replayWindowMs: 5 * 60_000,
  /** Beacons accepted per client address per minute (the address lives in memory only). */
  perAddressPerMinute: 120,
  /** Each instance writes what it added up in memory this often (a crash loses at most this). */
  flushEveryMs: 5_000,
  /** Counters and histograms older than this many months are purged (CNIL: 25 months at most). */
  retentionMonths: 25,
  /** Distinct referring sites (beyond the named search engines and social networks) counted per day. */
  otherSitesPerDay: 200,
  /** Distinct campaigns (utm_source × utm_medium × utm_campaign) counted per day. */
  campaignsPerDay: 200,
  /** Longest UTM value kept (UTM_MAX_LENGTH). */
  utmMaxLength: UTM_MAX_LENGTH,
  /** A speed figure (75th percentile) is shown from this many measured views. */
  minViewsForSpeed: 20,
} as const;

/** Device classes from the viewport's width in CSS pixels, as CrUX counts phones, tablets and desktops. */
export const DEVICE_CLASSES = ["phone", "tablet", "computer"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const DEVICE_LABELS: Record<DeviceClass, string> = {
  phone: "Mobile",
  tablet: "Tablette",
  computer: "Ordinateur",
};

/** Widths below which a viewport is a phone, then a tablet. */
export const DEVICE_BREAKPOINTS = { tablet: 600, computer: 1024 } as const;

export function deviceOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < DEVICE_BREAKPOINTS.tablet) return "phone";
  if (viewportWidth < DEVICE_BREAKPOINTS.computer) return "tablet";
  return "computer";
}

/** The metrics of Google's `web-vitals`, each with the range a real page can give. */
export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type Metric = (typeof METRICS)[number];

/** The largest value accepted for each metric (milliseconds; CLS unitless): beyond, the beacon is refused. */
export const METRIC_MAX: Record<Metric, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 120_000,
};

/** A value in the metric's sane range (finite, ≥ 0, ≤ its maximum). */
export function isMetricValue(metric: Metric, value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= METRIC_MAX[metric];
}

/** Google's thresholds: good up to the first, poor beyond the second. */
export const METRIC_THRESHOLDS: Record<Metric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** The metrics the desk's speed table shows (Core Web Vitals). */
export const CORE_WEB_VITALS = ["LCP", "INP", "CLS"] as const satisfies readonly Metric[];
