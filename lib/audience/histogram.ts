/**
 * Each metric is kept as a histogram with fixed buckets, on SQLite and PostgreSQL alike: bucket 0
 * holds the values below the metric's floor, then each bucket is 5 % wider than the one before
 * (geometric), so the 75th percentile read back (interpolated inside its bucket) is within about
 * 2.5 % of the true one, with 184 to 241 buckets per metric from the floor to its largest value
 * (`bucketCount`).
 */
import { METRIC_MAX, METRIC_THRESHOLDS, type Metric } from "../config/audience.ts";

export { isMetricValue } from "../config/audience.ts";

/** Each bucket's upper bound is its lower bound × this. */
export const BUCKET_RATIO = 1.05;

/** Values below this floor share bucket 0 (ms; CLS unitless). */
export const BUCKET_FLOOR: Record<Metric, number> = { LCP: 10, INP: 8, CLS: 0.001, FCP: 10, TTFB: 1 };

/** The bucket of a value (finite, ≥ 0, ≤ METRIC_MAX: the caller has checked). */
export function bucketOf(metric: Metric, value: number): number {
  const floor = BUCKET_FLOOR[metric];
  if (value < floor) return 0;
  // The epsilon keeps a value exactly on a bound in the bucket it opens despite rounding.
  return 1 + Math.floor(Math.log(value / floor) / Math.log(BUCKET_RATIO) + 1e-9);
}

/** The values a bucket holds: [lower, upper). */
export function bucketRange(metric: Metric, bucket: number): [number, number] {
  const floor = BUCKET_FLOOR[metric];
  if (bucket <= 0) return [0, floor];
  return [floor * BUCKET_RATIO ** (bucket - 1), floor * BUCKET_RATIO ** bucket];
}

/** The number of buckets a metric can use, METRIC_MAX included: the bound on its rows per day, page and device. */
export function bucketCount(metric: Metric): number {
  return bucketOf(metric, METRIC_MAX[metric]) + 1;
}

/** The `p` quantile (0.75 for the 75th percentile) of a histogram (bucket → count), or undefined when empty. */
export function quantile(metric: Metric, counts: ReadonlyMap<number, number>, p: number): number | undefined {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = p * total;
  let below = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    const count = counts.get(bucket) ?? 0;
    if (below + count >= rank && count > 0) {
      const [low, high] = bucketRange(metric, bucket);
      const within = (rank - below) / count;
      // Geometric interpolation inside a bucket (linear in bucket 0, which starts at 0).
      return bucket === 0 ? low + (high - low) * within : low * (high / low) ** within;
    }
    below += count;
  }
  return bucketRange(metric, Math.max(...counts.keys()))[1];
}

export type Rating = "good" | "needs-improvement" | "poor";

export function ratingOf(metric: Metric, value: number): Rating {
  const [good, poor] = METRIC_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/**
 * The share of views in each rating. A bucket that straddles a threshold is split in proportion
 * (geometrically), so the shares stay within a bucket's width of the truth.
 */
export function ratingShares(metric: Metric, counts: ReadonlyMap<number, number>): Record<Rating, number> {
  const [good, poor] = METRIC_THRESHOLDS[metric];
  const shares: Record<Rating, number> = { good: 0, "needs-improvement": 0, poor: 0 };
  let total = 0;
  const fractionBelow = (bucket: number, bound: number) => {
    const [low, high] = bucketRange(metric, bucket);
    if (bound <= low) return 0;
    if (bound >= high) return 1;
    return bucket === 0 ? (bound - low) / (high - low) : Math.log(bound / low) / Math.log(high / low);
  };
  for (const [bucket, count] of counts) {
    total += count;
    const belowGood = fractionBelow(bucket, good);
    const belowPoor = fractionBelow(bucket, poor);
    shares.good += count * belowGood;
    shares["needs-improvement"] += count * (belowPoor - belowGood);
    shares.poor += count * (1 - belowPoor);
  }
  if (total === 0) return shares;
  return {
    good: shares.good / total,
    "needs-improvement": shares["needs-improvement"] / total,
    poor: shares.poor / total,
  };
}
