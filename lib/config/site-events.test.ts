import { describe, expect, it } from "vitest";
import { parseSiteEvents, SITE_EVENTS_LIMITS } from "./site-events.ts";

describe("a middleware's report read back", () => {
  it("keeps the well-formed redirect counts, bounded", () => {
    expect(parseSiteEvents({ redirectHits: { "/a": 3, "/b": 0, c: 2, "/d": 1.5, "/e": "2", "/f": 1e9 } })).toEqual({
      redirectHits: { "/a": 3, "/f": SITE_EVENTS_LIMITS.countPerKey },
      notFound: {},
    });
    const many = Object.fromEntries(Array.from({ length: SITE_EVENTS_LIMITS.keys + 5 }, (_, n) => [`/p${n}`, 1]));
    expect(Object.keys(parseSiteEvents({ redirectHits: many })?.redirectHits ?? {})).toHaveLength(
      SITE_EVENTS_LIMITS.keys,
    );
  });

  it("keeps the unknown addresses with a referrer that is a host, nothing else", () => {
    expect(
      parseSiteEvents({
        notFound: {
          "/vieux-lien": { count: 2, referrer: "www.google.fr" },
          "/autre": { count: 1, referrer: "https://www.google.fr/search?q=nom" },
          "/sans": { count: 1 },
          "/zero": { count: 0 },
          pas: { count: 1 },
          [`/${"x".repeat(400)}`]: { count: 1 },
        },
      }),
    ).toEqual({
      redirectHits: {},
      notFound: {
        "/vieux-lien": { count: 2, referrer: "www.google.fr" },
        "/autre": { count: 1 },
        "/sans": { count: 1 },
      },
    });
  });

  it("refuses what is not a report", () => {
    for (const bad of [null, "x", [], {}, { redirectHits: [] }, { redirectHits: "x" }, { notFound: [] }])
      expect(parseSiteEvents(bad)).toBeUndefined();
  });
});
