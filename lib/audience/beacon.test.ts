import { describe, expect, it } from "vitest";
import { AUDIENCE_LIMITS, METRIC_MAX, METRICS } from "../config/audience.ts";
import { cleanUtmValue, parseBeacon, utmOf } from "./beacon.ts";

const ENTRY = {
  id: "0f8c2b9e-6a43-4c1e-9d7b-2f5a8e1c3b4d",
  path: "/tarifs/crmpro",
  device: "phone",
  entry: true,
  source: "google",
  utm: { source: "newsletter", medium: "email", campaign: "rentree" },
  metrics: { LCP: 1234.5, INP: 96, CLS: 0.02, FCP: 800, TTFB: 120 },
};

const VIEW = { id: "AbCdEfGhIjKlMnOp_-12", path: "/", device: "computer", entry: false, metrics: {} };

const refused = (value: unknown) => expect(parseBeacon(value), JSON.stringify(value)).toBeUndefined();

describe("a beacon the server accepts", () => {
  it("is an entry with its source, campaign and metrics, read as sent", () => {
    expect(parseBeacon(ENTRY)).toEqual(ENTRY);
    expect(parseBeacon(JSON.parse(JSON.stringify(ENTRY)))).toEqual(ENTRY);
  });

  it("is a view inside the site, with no source nor campaign, and maybe no metric yet", () => {
    expect(parseBeacon(VIEW)).toEqual(VIEW);
    expect(parseBeacon({ ...VIEW, device: "tablet", metrics: { CLS: 0 } })).toEqual({
      ...VIEW,
      device: "tablet",
      metrics: { CLS: 0 },
    });
  });

  it("is an entry without a campaign, or with a campaign whose values are all empty (none then)", () => {
    const { utm: _utm, ...direct } = { ...ENTRY, source: "direct" };
    expect(parseBeacon(direct)).toEqual(direct);
    expect(parseBeacon({ ...direct, utm: { source: "", medium: "", campaign: "" } })).toEqual(direct);
    expect(parseBeacon({ ...direct, utm: {} })).toEqual(direct);
  });

  it("keeps a campaign's values trimmed, lowercased and without control characters", () => {
    const beacon = parseBeacon({
      ...ENTRY,
      utm: { source: "  NewsLetter ", medium: "e\u0000mail", campaign: "Rentrée" },
    });
    expect(beacon?.utm).toEqual({ source: "newsletter", medium: "email", campaign: "rentrée" });
    expect(parseBeacon({ ...ENTRY, utm: { source: "ads" } })?.utm).toEqual({ source: "ads", medium: "", campaign: "" });
  });

  it("accepts the limits themselves", () => {
    const longest = "x".repeat(AUDIENCE_LIMITS.utmMaxLength);
    expect(parseBeacon({ ...ENTRY, utm: { source: longest, medium: "", campaign: "" } })?.utm?.source).toBe(longest);
    expect(parseBeacon({ ...VIEW, id: "a".repeat(16) })).toBeDefined();
    expect(parseBeacon({ ...VIEW, id: "a".repeat(36) })).toBeDefined();
    expect(parseBeacon({ ...VIEW, path: `/${"a".repeat(199)}` })).toBeDefined();
    const max = Object.fromEntries(METRICS.map((metric) => [metric, METRIC_MAX[metric]]));
    expect(parseBeacon({ ...VIEW, metrics: max })?.metrics).toEqual(max);
    const zero = Object.fromEntries(METRICS.map((metric) => [metric, 0]));
    expect(parseBeacon({ ...VIEW, metrics: zero })?.metrics).toEqual(zero);
  });

  it("reduces the referring host the browser sends to the source it stores", () => {
    expect(parseBeacon({ ...ENTRY, source: "site:annuaire.exemple.fr" })?.source).toBe("site:annuaire.exemple.fr");
    expect(parseBeacon({ ...ENTRY, source: "site:www.annuaire.exemple.fr" })?.source).toBe("site:annuaire.exemple.fr");
    expect(parseBeacon({ ...ENTRY, source: "site:www.google.fr" })?.source).toBe("google");
    expect(parseBeacon({ ...ENTRY, source: "site:lnkd.in" })?.source).toBe("linkedin");
    // A host the server cannot read tells nothing of where the visit came from: a direct one.
    for (const source of ["site:*", "site:", "site:exemple.fr/page", "site:[2001:db8::1]"])
      expect(parseBeacon({ ...ENTRY, source })?.source, source).toBe("direct");
  });
});

describe("a beacon the server refuses", () => {
  it("is not an object", () => {
    for (const value of [null, undefined, "beacon", 42, true, [ENTRY]]) refused(value);
  });

  it("has a key the beacon does not have, at its top or in its campaign", () => {
    refused({ ...ENTRY, userAgent: "Mozilla/5.0" });
    refused({ ...VIEW, ip: "203.0.113.7" });
    refused(JSON.parse(`{"__proto__": {}, ${JSON.stringify(VIEW).slice(1)}`));
    refused({ ...ENTRY, utm: { ...ENTRY.utm, term: "crm" } });
    refused({ ...ENTRY, utm: { ...ENTRY.utm, content: "bouton" } });
  });

  it("lacks a key it must have", () => {
    for (const key of ["id", "path", "device", "entry", "metrics"] as const) {
      const { [key]: _dropped, ...rest } = VIEW;
      refused(rest);
    }
    const { source: _source, ...noSource } = ENTRY;
    refused(noSource);
  });

  it("has an id that is no view's random id", () => {
    for (const id of [
      "",
      "a".repeat(15),
      "a".repeat(37),
      "0f8c2b9e 6a43 4c1e 9d7b",
      "0f8c2b9e/6a43+4c1e=9d7b2f5a",
      "ïdentifiant-de-vue",
      1234567890123456,
    ])
      refused({ ...VIEW, id });
  });

  it("has a path that is not a page's: a query, a fragment, capitals, a trailing slash, too long, not from the root", () => {
    for (const path of [
      "/?utm_source=x",
      "/tarifs?plan=pro",
      "/tarifs#prix",
      "/Tarifs",
      "/TARIFS/CRMPRO",
      "/tarifs/",
      "//tarifs",
      "/tarifs//crmpro",
      "/blog/../admin",
      "/blog/article.html",
      "/café",
      "/tarifs%2Fcrmpro",
      "tarifs",
      "",
      "https://exemple.fr/tarifs",
      `/${"a".repeat(200)}`,
      42,
      null,
    ])
      refused({ ...VIEW, path });
  });

  it("names another device", () => {
    for (const device of ["desktop", "mobile", "Phone", "", null, 1]) refused({ ...VIEW, device });
  });

  it("says whether it entered the site with anything but a boolean", () => {
    for (const entry of ["true", 1, 0, null]) refused({ ...VIEW, entry });
  });

  it("gives a source or a campaign to a view inside the site", () => {
    refused({ ...VIEW, source: "google" });
    refused({ ...VIEW, source: "direct" });
    refused({ ...VIEW, utm: ENTRY.utm });
  });

  it("gives an entry a source out of the set", () => {
    for (const source of ["", "Google", "bingo", "https://google.fr", 3, null]) refused({ ...ENTRY, source });
  });

  it("has a campaign that is not three short strings", () => {
    for (const utm of [
      "newsletter",
      ["newsletter", "email", "rentree"],
      null,
      { source: 42 },
      { source: ["a"] },
      { medium: { value: "email" } },
      { campaign: "x".repeat(AUDIENCE_LIMITS.utmMaxLength + 1) },
    ])
      refused({ ...ENTRY, utm });
  });

  it("has metrics that are not an object of known metrics", () => {
    for (const metrics of [null, [], "LCP=1200", { lcp: 1200 }, { FID: 12 }, { LCP: 1200, TBT: 40 }])
      refused({ ...VIEW, metrics });
  });

  it.each(METRICS)("has a value of %s that is not a finite number in its range", (metric) => {
    for (const value of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -1,
      -0.0001,
      METRIC_MAX[metric] + 1,
      METRIC_MAX[metric] * 10,
      Number.MAX_VALUE,
      "1200",
      null,
      true,
      { value: 1 },
    ])
      refused({ ...VIEW, metrics: { [metric]: value } });
  });

  it("refuses JSON's own large numbers too (1e400 parses as Infinity)", () => {
    refused(JSON.parse(`{"id":"${VIEW.id}","path":"/","device":"phone","entry":false,"metrics":{"LCP":1e400}}`));
  });
});

describe("the campaign of a landing address", () => {
  const kept = (search: string) => parseBeacon({ ...ENTRY, utm: utmOf(search) })?.utm;

  it("is its three UTM values as the browser reads them, cut, or none", () => {
    expect(utmOf("?utm_source=Newsletter&utm_medium=email&utm_campaign=rentr%C3%A9e&fbclid=abc")).toEqual({
      source: "Newsletter",
      medium: "email",
      campaign: "rentrée",
    });
    expect(utmOf("?utm_campaign=soldes")).toEqual({ source: "", medium: "", campaign: "soldes" });
    expect(utmOf("")).toBeUndefined();
    expect(utmOf("?gclid=abc&utm_term=crm")).toBeUndefined();
    expect(utmOf(`?utm_source=${"a".repeat(100)}`)?.source).toHaveLength(AUDIENCE_LIMITS.utmMaxLength);
  });

  it("is cleaned by the server, which keeps none when all are blank", () => {
    expect(kept("?utm_source=Newsletter&utm_medium=email&utm_campaign=rentr%C3%A9e")).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "rentrée",
    });
    expect(kept(`?utm_source=${"É".repeat(100)}&utm_medium=%0Aemail%09`)).toEqual({
      source: "é".repeat(AUDIENCE_LIMITS.utmMaxLength),
      medium: "email",
      campaign: "",
    });
    expect(kept("?utm_source=%20%20")).toBeUndefined();
    expect(cleanUtmValue(undefined)).toBe("");
  });
});
