import "server-only";
import { quantile, type Rating, ratingOf, ratingShares } from "../../audience/histogram.ts";
import { AUDIENCE_LIMITS, CORE_WEB_VITALS, DEVICE_CLASSES, type DeviceClass } from "../../config/audience.ts";
import type { Db } from "../store/db.ts";
import type { AudiencePeriod } from "./audience-period.ts";

/**
 * Real visitors' speed over a period, from the fixed-bucket histograms of `audience_metrics`: each
 * Core Web Vital at the 75th percentile per page and device class (as CrUX counts them), with the
 * share of views rated good, needs improvement and poor by Google's thresholds. A figure is given
 * only from AUDIENCE_LIMITS.minViewsForSpeed measured views: below, a percentile says little.
 */

export type CoreWebVital = (typeof CORE_WEB_VITALS)[number];

export interface SpeedFigure {
  /** Views that measured this metric over the period. */
  samples: number;
  /** The 75th percentile, its rating and the shares: only from the minimum of measured views. */
  p75?: number;
  rating?: Rating;
  shares?: Record<Rating, number>;
}

export interface SpeedRow {
  /** The page, or undefined for the whole site. */
  path: string | undefined;
  device: DeviceClass;
  figures: Record<CoreWebVital, SpeedFigure>;
  /** The worst rating of its figures shown; undefined when none is. */
  worst: Rating | undefined;
}

type Histogram = Map<number, number>;

const RATING_ORDER: Record<Rating, number> = { poor: 0, "needs-improvement": 1, good: 2 };

function figureOf(metric: CoreWebVital, histogram: Histogram | undefined): SpeedFigure {
  const counts = histogram ?? new Map<number, number>();
  const samples = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (samples < AUDIENCE_LIMITS.minViewsForSpeed) return { samples };
  const p75 = quantile(metric, counts, 0.75) ?? 0;
  return { samples, p75, rating: ratingOf(metric, p75), shares: ratingShares(metric, counts) };
}

function rowOf(path: string | undefined, device: DeviceClass, histograms: Map<string, Histogram>): SpeedRow {
  const figures = Object.fromEntries(
    CORE_WEB_VITALS.map((metric) => [metric, figureOf(metric, histograms.get(metric))]),
  ) as Record<CoreWebVital, SpeedFigure>;
  const ratings = CORE_WEB_VITALS.flatMap((metric) => figures[metric].rating ?? []);
  const worst = ratings.sort((a, b) => RATING_ORDER[a] - RATING_ORDER[b])[0];
  return { path, device, figures, worst };
}

const mostSamples = (row: SpeedRow) => Math.max(...CORE_WEB_VITALS.map((metric) => row.figures[metric].samples));

/**
 * Pages over a threshold first (a poor figure, then one to improve), then the good ones, then those
 * without enough measures; within each, the most measured first.
 */
export function compareSpeedRows(a: SpeedRow, b: SpeedRow): number {
  const rank = (row: SpeedRow) => (row.worst ? RATING_ORDER[row.worst] : 3);
  return (
    rank(a) - rank(b) ||
    mostSamples(b) - mostSamples(a) ||
    (a.path ?? "").localeCompare(b.path ?? "") ||
    DEVICE_CLASSES.indexOf(a.device) - DEVICE_CLASSES.indexOf(b.device)
  );
}

/** The speed of each page and device class over the period (sorted), and of the whole site per device class. */
export async function speedReport(
  db: Db,
  period: Pick<AudiencePeriod, "from" | "to">,
): Promise<{ site: SpeedRow[]; pages: SpeedRow[] }> {
  const rows = await db.all<{ route: string; device: string; metric: string; bucket: number; count: number | string }>(
    `SELECT route, device, metric, bucket, SUM(count) AS count FROM audience_metrics
     WHERE day >= ? AND day <= ? AND metric IN (${CORE_WEB_VITALS.map(() => "?").join(", ")})
     GROUP BY route, device, metric, bucket`,
    [period.from, period.to, ...CORE_WEB_VITALS],
  );
  const perPage = new Map<string, Map<string, Histogram>>();
  const perDevice = new Map<string, Map<string, Histogram>>();
  const add = (into: Map<string, Map<string, Histogram>>, key: string, metric: string, bucket: number, n: number) => {
    const metrics = into.get(key) ?? new Map<string, Histogram>();
    const histogram = metrics.get(metric) ?? new Map<number, number>();
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + n);
    metrics.set(metric, histogram);
    into.set(key, metrics);
  };
  for (const row of rows) {
    if (!(DEVICE_CLASSES as readonly string[]).includes(row.device)) continue;
    const count = Number(row.count);
    add(perPage, `${row.device} ${row.route}`, row.metric, Number(row.bucket), count);
    add(perDevice, row.device, row.metric, Number(row.bucket), count);
  }
  const pages = [...perPage].map(([key, histograms]) => {
    const [device, path] = [key.slice(0, key.indexOf(" ")), key.slice(key.indexOf(" ") + 1)];
    return rowOf(path, device as DeviceClass, histograms);
  });
  const site = DEVICE_CLASSES.filter((device) => perDevice.has(device)).map((device) =>
    rowOf(undefined, device, perDevice.get(device) ?? new Map()),
  );
  return { site, pages: pages.sort(compareSpeedRows) };
}
