// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Metric as Vital } from "web-vitals";
import { type Beacon, parseBeacon, VIEW_ID } from "../audience/beacon.ts";
import { AUDIENCE_BEACON_PATH, METRIC_MAX } from "../config/audience.ts";
import { type PageContext, reportedValue, sendReport, viewId, viewReport } from "./audience-report.ts";
import { STORAGE_KEYS } from "./storage.ts";

/** web-vitals stood in for: each metric's callback, as the beacon registered it, for the test to call. */
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: { name: string; value: number }) => void>() }));
vi.mock("web-vitals", () => {
  const on = (name: string) => (callback: (metric: { name: string; value: number }) => void) =>
    vitals.callbacks.set(name, callback);
  return { onLCP: on("LCP"), onINP: on("INP"), onCLS: on("CLS"), onFCP: on("FCP"), onTTFB: on("TTFB") };
});

const ID = "0123456789abcdef";

const page = (overrides: Partial<PageContext> = {}): PageContext => ({
  pathname: "/tarifs",
  search: "",
  referrer: "",
  host: "www.example.fr",
  viewportWidth: 1280,
  navigationType: "navigate",
  ...overrides,
});

describe("a view's report", () => {
  it("names the page by its path, without a trailing slash but for the home page", () => {
    expect(viewReport(ID, page({ pathname: "/" }), true).path).toBe("/");
    expect(viewReport(ID, page({ pathname: "/blog/" }), true).path).toBe("/blog");
    expect(viewReport(ID, page({ pathname: "/blog/mon-article" }), true).path).toBe("/blog/mon-article");
  });

  it("is an entry when the referrer is empty or another site, and the document was reached by a navigation", () => {
    const entry = (overrides: Partial<PageContext>) => viewReport(ID, page(overrides), true).entry;
    expect(entry({})).toBe(true);
    expect(entry({ referrer: "https://www.google.fr/" })).toBe(true);
    expect(entry({ referrer: "https://example.fr/" })).toBe(true);
    expect(entry({ referrer: "not an address" })).toBe(true);
    expect(entry({ navigationType: undefined })).toBe(true);
    expect(entry({ referrer: "https://www.example.fr/blog" })).toBe(false);
    expect(entry({ referrer: "https://www.google.fr/", navigationType: "reload" })).toBe(false);
    expect(entry({ referrer: "https://www.google.fr/", navigationType: "back_forward" })).toBe(false);
  });

  it("gives an entry its source and the landing address's UTM values", () => {
    const report = viewReport(
      "0123456789abcdef",
      page({
        pathname: "/blog/mon-article/",
        search: "?utm_source=Newsletter&utm_medium=email&utm_campaign=rentree&email=jean@example.fr",
        referrer: "https://www.google.fr/search?q=logiciel",
        viewportWidth: 375,
      }),
      true,
    );
    expect(report).toEqual({
      id: ID,
      path: "/blog/mon-article",
      device: "phone",
      entry: true,
      source: "site:www.google.fr",
      utm: { source: "Newsletter", medium: "email", campaign: "rentree" },
      metrics: {},
    });
    expect(parseBeacon(JSON.parse(JSON.stringify(report)))).toEqual({
      ...report,
      source: "google",
      utm: { source: "newsletter", medium: "email", campaign: "rentree" },
    });
  });

  it("sends the referrer's host only, which the server reduces to its source: direct, a named network, another site", () => {
    const source = (referrer: string) => viewReport(ID, page({ referrer }), true).source;
    const stored = (referrer: string) => parseBeacon(viewReport(ID, page({ referrer }), true))?.source;
    expect(source("")).toBe("direct");
    expect(source("https://www.linkedin.com/feed/")).toBe("site:www.linkedin.com");
    expect(stored("https://www.linkedin.com/feed/")).toBe("linkedin");
    expect(source("http://localhost:3000/page")).toBe("site:localhost");
    expect(stored("http://localhost:3000/page")).toBe("site:localhost");
    expect(source("https://www.partenaire.fr/annuaire?id=42")).toBe("site:www.partenaire.fr");
    expect(stored("https://www.partenaire.fr/annuaire?id=42")).toBe("site:partenaire.fr");
  });

  it("gives a view that did not enter the site neither source nor UTM", () => {
    const report = viewReport(ID, page({ search: "?utm_source=x", viewportWidth: 800 }), false);
    expect(report).toEqual({ id: ID, path: "/tarifs", device: "tablet", entry: false, metrics: {} });
    const internal = viewReport(ID, page({ search: "?utm_source=x", referrer: "https://www.example.fr/" }), true);
    expect(internal).toEqual({ id: ID, path: "/tarifs", device: "computer", entry: false, metrics: {} });
  });

  it("draws a new random id for each view, as the server accepts it", () => {
    const ids = new Set(Array.from({ length: 50 }, () => viewId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(VIEW_ID);
  });

  it("rounds the metrics and leaves out a value beyond its range", () => {
    expect(reportedValue({ name: "LCP", value: 1234.56 })).toBe(1235);
    expect(reportedValue({ name: "CLS", value: 0.123456 })).toBe(0.1235);
    expect(reportedValue({ name: "TTFB", value: METRIC_MAX.TTFB + 1 })).toBeUndefined();
    expect(reportedValue({ name: "INP", value: Number.NaN })).toBeUndefined();
    expect(reportedValue({ name: "FCP", value: -1 })).toBeUndefined();
  });
});

describe("sending a report", () => {
  const report: Beacon = { id: ID, path: "/", device: "computer", entry: false, metrics: {} };

  it("uses sendBeacon to the site's own path", () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.spyOn(globalThis, "fetch");
    sendReport(report, { sendBeacon } as unknown as Navigator);
    expect(sendBeacon).toHaveBeenCalledWith(AUDIENCE_BEACON_PATH, JSON.stringify(report));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back on a keepalive fetch where sendBeacon is missing or refuses", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    sendReport(report, {} as Navigator);
    sendReport(report, { sendBeacon: () => false } as unknown as Navigator);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(AUDIENCE_BEACON_PATH, {
      method: "POST",
      body: JSON.stringify(report),
      keepalive: true,
    });
    // A network failure is nobody's business on a page being left.
    fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(() => sendReport(report, {} as Navigator)).not.toThrow();
  });
});

describe("the page views of a document", () => {
  let sent: Beacon[];
  /** The listeners each test's beacon adds, taken away after it: one document, a fresh module each test. */
  let listeners: [string, EventListenerOrEventListenerObject][];

  const defineGlobal = (target: object, name: string, value: unknown) =>
    Object.defineProperty(target, name, { value, configurable: true, writable: true });

  async function freshBeacon() {
    vi.resetModules();
    return import("./audience-beacon.ts");
  }

  const hide = () => {
    defineGlobal(document, "visibilityState", "hidden");
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  };
  const show = () => defineGlobal(document, "visibilityState", "visible");
  const vital = (name: Vital["name"], value: number) => vitals.callbacks.get(name)?.({ name, value });

  beforeEach(() => {
    sent = [];
    listeners = [];
    const add = globalThis.addEventListener.bind(globalThis);
    vi.spyOn(globalThis, "addEventListener").mockImplementation((type, listener, options) => {
      if (listener) listeners.push([type, listener]);
      add(type, listener, options);
    });
    vitals.callbacks.clear();
    localStorage.clear();
    defineGlobal(navigator, "sendBeacon", (path: string, body: string) => {
      expect(path).toBe(AUDIENCE_BEACON_PATH);
      sent.push(JSON.parse(body) as Beacon);
      return true;
    });
    defineGlobal(navigator, "doNotTrack", null);
    defineGlobal(navigator, "globalPrivacyControl", undefined);
    defineGlobal(document, "referrer", "https://www.qwant.com/");
    defineGlobal(window, "innerWidth", 390);
    show();
    history.replaceState(null, "", "/tarifs/crmpro?utm_campaign=Rentree");
  });

  afterEach(() => {
    vi.restoreAllMocks();
    for (const [type, listener] of listeners) removeEventListener(type, listener);
  });

  it("sends one report, with its speed, when the page is first hidden", async () => {
    const { pageViewed } = await freshBeacon();
    pageViewed();
    pageViewed(); // the same path again (an effect run twice): the same view
    vital("TTFB", 120.4);
    vital("FCP", 800.2);
    vital("LCP", 1000);
    vital("LCP", 1500.7);
    vital("CLS", 0);
    expect(sent).toEqual([]);
    hide();
    hide();
    expect(sent).toHaveLength(1);
    const [report] = sent;
    expect(parseBeacon(report)).toEqual({
      ...report,
      source: "qwant",
      utm: { source: "", medium: "", campaign: "rentree" },
    });
    expect(report).toMatchObject({
      path: "/tarifs/crmpro",
      device: "phone",
      entry: true,
      source: "site:www.qwant.com",
      utm: { source: "", medium: "", campaign: "Rentree" },
      metrics: { TTFB: 120, FCP: 800, LCP: 1501, CLS: 0 },
    });
    expect(report?.id).toMatch(VIEW_ID);
    // A value measured after the report left is not sent again.
    vital("INP", 300);
    show();
    hide();
    expect(sent).toHaveLength(1);
  });

  it("keeps a metric's last value within its range when a later one is beyond it", async () => {
    const { pageViewed } = await freshBeacon();
    pageViewed();
    vital("LCP", 2000);
    vital("LCP", METRIC_MAX.LCP + 1);
    vital("CLS", Number.NaN);
    hide();
    expect(sent[0]?.metrics).toEqual({ LCP: 2000 });
  });

  it("sends the report once when the page is left: hidden first (as every browser does), then `pagehide`", async () => {
    const { pageViewed } = await freshBeacon();
    pageViewed();
    hide();
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
    expect(sent).toHaveLength(1);
  });

  it("is not an entry when the referrer is the site itself", async () => {
    defineGlobal(document, "referrer", `${location.origin}/blog`);
    const { pageViewed } = await freshBeacon();
    pageViewed();
    hide();
    expect(sent).toEqual([expect.objectContaining({ entry: false, path: "/tarifs/crmpro" })]);
    expect(sent[0]).not.toHaveProperty("source");
    expect(sent[0]).not.toHaveProperty("utm");
  });

  it("makes each client-side navigation a new view, the previous one sent at that moment", async () => {
    const { pageViewed } = await freshBeacon();
    pageViewed();
    vital("LCP", 900);
    history.pushState(null, "", "/blog/mon-article?utm_source=ignored");
    pageViewed();
    expect(sent).toEqual([expect.objectContaining({ path: "/tarifs/crmpro", entry: true, metrics: { LCP: 900 } })]);
    vital("CLS", 0.3); // the document's shifts after the navigation belong to no view
    history.pushState(null, "", "/contact");
    pageViewed();
    hide();
    expect(sent.slice(1)).toEqual([
      { id: expect.stringMatching(VIEW_ID), path: "/blog/mon-article", device: "phone", entry: false, metrics: {} },
      { id: expect.stringMatching(VIEW_ID), path: "/contact", device: "phone", entry: false, metrics: {} },
    ]);
    expect(new Set(sent.map((report) => report.id)).size).toBe(3);
  });

  it("counts the views it is told of late, each for its own path, the first one the document's", async () => {
    history.replaceState(null, "", "/contact");
    const { pageViewed } = await freshBeacon();
    pageViewed("/tarifs/crmpro");
    pageViewed("/contact");
    hide();
    expect(sent).toEqual([
      expect.objectContaining({ path: "/tarifs/crmpro", entry: true }),
      expect.objectContaining({ path: "/contact", entry: false }),
    ]);
  });

  it("never counts a back-office page, but sends the view left for it", async () => {
    history.replaceState(null, "", "/admin/audience");
    const { pageViewed } = await freshBeacon();
    pageViewed();
    hide();
    expect(sent).toEqual([]);
    show();
    history.pushState(null, "", "/tarifs");
    pageViewed();
    history.pushState(null, "", "/admin");
    pageViewed();
    hide();
    expect(sent).toEqual([expect.objectContaining({ path: "/tarifs", entry: false })]);
  });

  it("counts no view of an address that is no page of the site (the server would refuse it)", async () => {
    history.replaceState(null, "", "/Ancienne%20Page.html");
    const { pageViewed } = await freshBeacon();
    pageViewed();
    hide();
    expect(sent).toEqual([]);
  });

  it("counts a page restored from the back/forward cache as a new view that did not enter", async () => {
    const { pageViewed } = await freshBeacon();
    pageViewed();
    hide();
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    show();
    hide();
    expect(sent).toEqual([
      expect.objectContaining({ path: "/tarifs/crmpro", entry: true }),
      expect.objectContaining({ path: "/tarifs/crmpro", entry: false, metrics: {} }),
    ]);
  });

  it.each([
    ["the visitor objected", () => localStorage.setItem(STORAGE_KEYS.audienceOptOut, "true")],
    ["« Ne pas me suivre » is on", () => defineGlobal(navigator, "doNotTrack", "1")],
    ["Global Privacy Control is on", () => defineGlobal(navigator, "globalPrivacyControl", true)],
  ])("sends nothing once %s, even for a view started before", async (_, refuse) => {
    const { pageViewed } = await freshBeacon();
    pageViewed();
    refuse();
    hide();
    history.pushState(null, "", "/contact");
    pageViewed();
    show();
    hide();
    expect(sent).toEqual([]);
  });
});
