import { describe, expect, it } from "vitest";
import { parseBeacon } from "../../lib/audience/beacon.ts";
import { type AudienceResult, audienceTable, audienceVerdict } from "./audience.ts";
import { beaconRequest, benchBeacon, METRICS_PER_BEACON } from "./lib/beacons.ts";

const result = (extra: Partial<AudienceResult> = {}): AudienceResult => ({
  store: "sqlite",
  instances: 1,
  sent: 10_000,
  counted: 10_000,
  non2xx: 0,
  errors: 0,
  durationS: 10,
  requestsPerSecond: 1_000,
  cpuMsPerBeacon: 0.8,
  healthCpuMsPerRequest: 0.6,
  p50Ms: 2,
  p99Ms: 9,
  built: 10_000,
  entriesBuilt: 2_500,
  storedViews: 10_000,
  storedEntries: 2_500,
  storedMetrics: 30_000,
  storedRows: 900,
  writtenWithinMs: 4_200,
  afterShutdown: { views: 10_000, entries: 2_500, metrics: 30_000 },
  loadAverage1m: 1.2,
  ...extra,
});

describe("the audience bench's beacons", () => {
  it("are valid page views, each with its own view id and address, as sendBeacon sends them", () => {
    const ids = new Set<string>();
    const addresses = new Set<string>();
    for (let n = 0; n < 10_000; n++) {
      const { body, headers } = beaconRequest(n, "abc123", "http://127.0.0.1:4000");
      const beacon = parseBeacon(JSON.parse(body));
      expect(beacon, body).toEqual(benchBeacon(n, "abc123"));
      expect(Object.keys(beacon?.metrics ?? {})).toHaveLength(METRICS_PER_BEACON);
      ids.add(beacon?.id ?? "");
      addresses.add(headers["x-forwarded-for"] ?? "");
      expect(headers.origin).toBe("http://127.0.0.1:4000");
      expect(headers["content-type"]).toBe("text/plain;charset=UTF-8");
    }
    expect(ids.size).toBe(10_000);
    expect(addresses.size).toBe(10_000);
  });
});

describe("the audience bench's verdict", () => {
  it("passes a run whose every beacon was answered 204 and counted once, before and after the shutdown", () => {
    expect(audienceVerdict(result())).toEqual({ clean: true, countedAll: true, rateHeld: true, ok: true });
  });

  it("says when the rate was not held: the beacons took longer than asked to go out", () => {
    expect(audienceVerdict(result({ durationS: 11 })).rateHeld).toBe(true);
    expect(audienceVerdict(result({ durationS: 18.2, requestsPerSecond: 549 })).rateHeld).toBe(false);
  });

  it("fails a run with an error, a view missing or counted twice, or metrics lost", () => {
    expect(audienceVerdict(result({ non2xx: 1, counted: 9_999 })).ok).toBe(false);
    expect(audienceVerdict(result({ storedViews: 9_999 })).countedAll).toBe(false);
    expect(audienceVerdict(result({ afterShutdown: { views: 10_001, entries: 2_500, metrics: 30_000 } })).ok).toBe(
      false,
    );
    expect(audienceVerdict(result({ storedMetrics: 29_999 })).ok).toBe(false);
    expect(audienceVerdict(result({ storedEntries: 2_499 })).ok).toBe(false);
  });

  it("prints one row per store", () => {
    const table = audienceTable([result(), result({ store: "postgres" }), result({ store: "postgres", instances: 2 })]);
    expect(table.split("\n")).toHaveLength(5);
    expect(table).toContain("| postgres ×2 ");
    expect(table).toContain("| sqlite ");
    expect(table).toContain("2500 / 2500");
  });
});
