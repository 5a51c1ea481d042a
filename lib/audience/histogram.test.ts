import { describe, expect, it } from "vitest";
import { seeded } from "../../tests/support/seeded-random.ts";
import { METRIC_MAX, METRIC_THRESHOLDS, METRICS, type Metric } from "../config/audience.ts";
import {
  BUCKET_FLOOR,
  BUCKET_RATIO,
  bucketCount,
  bucketOf,
  bucketRange,
  isMetricValue,
  quantile,
  type Rating,
  ratingOf,
  ratingShares,
} from "./histogram.ts";

/** A log-normal draw (field metrics are skewed: most views fast, a long tail of slow ones). */
function logNormal(random: () => number, median: number, sigma: number): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
}

/**
 * Samples shaped like CrUX's field data for each metric: a phone site's LCP around 2 s, INP
 * around 150 ms, FCP 1.5 s, TTFB 0.5 s; CLS 0 on half of the views (nothing moved), small
 * shifts on the rest.
 */
const REALISTIC: Record<Metric, (random: () => number) => number> = {
  LCP: (random) => logNormal(random, 2000, 0.55),
  INP: (random) => logNormal(random, 150, 0.7),
  CLS: (random) => (random() < 0.5 ? 0 : logNormal(random, 0.06, 0.9)),
  FCP: (random) => logNormal(random, 1500, 0.5),
  TTFB: (random) => logNormal(random, 500, 0.6),
};

function sample(metric: Metric, n: number, seed: number): number[] {
  const random = seeded(seed);
  return Array.from({ length: n }, () => Math.min(REALISTIC[metric](random), METRIC_MAX[metric]));
}

function histogram(metric: Metric, values: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) {
    const bucket = bucketOf(metric, value);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return counts;
}

/** The true p-quantile of the values (nearest rank, as CrUX's p75 of its own histogram). */
function trueQuantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

describe("the buckets", () => {
  it("hold every value between their bounds, bucket 0 below the floor", () => {
    for (const metric of METRICS) {
      expect(bucketOf(metric, 0)).toBe(0);
      expect(bucketOf(metric, BUCKET_FLOOR[metric] * 0.999)).toBe(0);
      expect(bucketOf(metric, BUCKET_FLOOR[metric])).toBe(1);
      expect(bucketRange(metric, 0)).toEqual([0, BUCKET_FLOOR[metric]]);
      for (let bucket = 1; bucket < bucketCount(metric); bucket++) {
        const [low, high] = bucketRange(metric, bucket);
        expect(high / low).toBeCloseTo(BUCKET_RATIO, 12);
        // A value exactly on a bound opens its bucket; one just inside stays in it.
        expect(bucketOf(metric, low), `${metric} ${bucket} low`).toBe(bucket);
        expect(bucketOf(metric, Math.sqrt(low * high)), `${metric} ${bucket} middle`).toBe(bucket);
        expect(bucketOf(metric, high * (1 - 1e-6)), `${metric} ${bucket} high`).toBe(bucket);
        // Consecutive buckets meet: no gap, no overlap.
        expect(bucketRange(metric, bucket - 1)[1]).toBeCloseTo(low, 9);
      }
    }
  });

  it("number at most a few hundred per metric, the largest value accepted in the last", () => {
    const counts = Object.fromEntries(METRICS.map((metric) => [metric, bucketCount(metric)]));
    expect(counts).toEqual({ LCP: 194, INP: 184, CLS: 223, FCP: 194, TTFB: 241 });
    for (const metric of METRICS) {
      expect(bucketOf(metric, METRIC_MAX[metric])).toBe(bucketCount(metric) - 1);
      const [, high] = bucketRange(metric, bucketCount(metric) - 1);
      expect(high).toBeGreaterThan(METRIC_MAX[metric]);
    }
  });

  it("accept a finite value from 0 to the metric's largest, nothing else", () => {
    for (const metric of METRICS) {
      expect(isMetricValue(metric, 0)).toBe(true);
      expect(isMetricValue(metric, METRIC_MAX[metric])).toBe(true);
      for (const bad of [-0.001, METRIC_MAX[metric] * 1.0001, Number.NaN, Infinity, -Infinity, "12", null, undefined])
        expect(isMetricValue(metric, bad), `${metric} ${String(bad)}`).toBe(false);
    }
  });
});

describe("the 75th percentile read back from the buckets", () => {
  it.each(METRICS)("is within 3 per cent of the true one on realistic samples of %s", (metric) => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      for (const n of [1_000, 10_000]) {
        const values = sample(metric, n, seed * 7919 + n);
        const truth = trueQuantile(values, 0.75);
        const read = quantile(metric, histogram(metric, values), 0.75) ?? Number.NaN;
        expect(Math.abs(read - truth) / truth, `${metric} seed ${seed} n ${n}: ${read} for ${truth}`).toBeLessThan(
          0.03,
        );
      }
    }
  });

  it("gives the other quantiles too, and nothing for an empty histogram", () => {
    const values = sample("LCP", 10_000, 42);
    const counts = histogram("LCP", values);
    for (const p of [0.1, 0.5, 0.9, 0.99]) {
      const truth = trueQuantile(values, p);
      expect(Math.abs((quantile("LCP", counts, p) ?? 0) - truth) / truth).toBeLessThan(0.03);
    }
    expect(quantile("LCP", new Map(), 0.75)).toBeUndefined();
    expect(quantile("LCP", new Map([[40, 0]]), 0.75)).toBeUndefined();
  });

  it("stays inside the bucket of the true value whatever the counts", () => {
    // One view only: its bucket's range, whatever p.
    const counts = new Map([[bucketOf("INP", 300), 1]]);
    const [low, high] = bucketRange("INP", bucketOf("INP", 300));
    for (const p of [0, 0.5, 0.75, 1]) {
      const read = quantile("INP", counts, p) ?? Number.NaN;
      expect(read).toBeGreaterThanOrEqual(low);
      expect(read).toBeLessThanOrEqual(high);
    }
  });
});

describe("Google's ratings", () => {
  it("are good up to the first threshold included, poor beyond the second", () => {
    const expected: Array<[Metric, number, Rating]> = [
      ["LCP", 2500, "good"],
      ["LCP", 2500.1, "needs-improvement"],
      ["LCP", 4000, "needs-improvement"],
      ["LCP", 4000.1, "poor"],
      ["INP", 200, "good"],
      ["INP", 201, "needs-improvement"],
      ["INP", 500, "needs-improvement"],
      ["INP", 501, "poor"],
      ["CLS", 0, "good"],
      ["CLS", 0.1, "good"],
      ["CLS", 0.11, "needs-improvement"],
      ["CLS", 0.25, "needs-improvement"],
      ["CLS", 0.26, "poor"],
    ];
    for (const [metric, value, rating] of expected) expect(ratingOf(metric, value), `${metric} ${value}`).toBe(rating);
    expect(METRIC_THRESHOLDS.LCP).toEqual([2500, 4000]);
    expect(METRIC_THRESHOLDS.INP).toEqual([200, 500]);
    expect(METRIC_THRESHOLDS.CLS).toEqual([0.1, 0.25]);
  });

  it.each(METRICS)("have their shares within a point of the true ones on realistic samples of %s", (metric) => {
    const values = sample(metric, 10_000, 99);
    const truth: Record<Rating, number> = { good: 0, "needs-improvement": 0, poor: 0 };
    for (const value of values) truth[ratingOf(metric, value)] += 1 / values.length;
    const shares = ratingShares(metric, histogram(metric, values));
    expect(shares.good + shares["needs-improvement"] + shares.poor).toBeCloseTo(1, 9);
    for (const rating of ["good", "needs-improvement", "poor"] as const)
      expect(Math.abs(shares[rating] - truth[rating]), `${metric} ${rating}`).toBeLessThan(0.01);
  });

  it("are all good, all poor, or none for an empty histogram", () => {
    expect(ratingShares("LCP", new Map([[bucketOf("LCP", 1000), 5]]))).toEqual({
      good: 1,
      "needs-improvement": 0,
      poor: 0,
    });
    expect(ratingShares("INP", new Map([[bucketOf("INP", 2000), 3]]))).toEqual({
      good: 0,
      "needs-improvement": 0,
      poor: 1,
    });
    expect(ratingShares("CLS", new Map())).toEqual({ good: 0, "needs-improvement": 0, poor: 0 });
  });
});
