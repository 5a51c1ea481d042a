import { describe, expect, it } from "vitest";
import { retryAfterMs, retryDelay } from "./backoff.ts";

describe("retryDelay", () => {
  const options = { baseMs: 1000, maxMs: 60_000 };

  it("doubles with each attempt, between half and all of the exponential step", () => {
    expect(retryDelay(1, options, () => 0)).toBe(500);
    expect(retryDelay(1, options, () => 1)).toBe(1000);
    expect(retryDelay(4, options, () => 0)).toBe(4000);
    expect(retryDelay(4, options, () => 0.999_999)).toBe(8000);
  });

  it("is capped and spreads retries with jitter", () => {
    expect(retryDelay(30, options, () => 1)).toBe(60_000);
    const delays = new Set(Array.from({ length: 20 }, () => retryDelay(3, options)));
    expect(delays.size).toBeGreaterThan(1);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(2000);
  });

  it("never retries before the delay the service asked for", () => {
    expect(retryDelay(1, { ...options, retryAfterMs: 30_000 }, () => 0)).toBe(30_000);
  });
});

describe("retryAfterMs", () => {
  const now = Date.UTC(2026, 10, 28, 9, 0, 0);

  it("reads seconds and HTTP dates, a date past as no wait, anything else as none", () => {
    expect(retryAfterMs(" 120 ", now)).toBe(120_000);
    expect(retryAfterMs("Sat, 28 Nov 2026 09:01:30 GMT", now)).toBe(90_000);
    expect(retryAfterMs("Sat, 28 Nov 2026 08:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("bientôt", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
