import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../../tests/support/memory-storage.ts";
import { STORAGE_KEYS } from "./storage.ts";

/*
 * The visit's entry in sessionStorage, with and without the analytics consent: each test is a fresh
 * document (fresh modules: the gate's "once per document" and the consent's listeners), whose
 * address and referrer are set before its code starts.
 */

type Gate = typeof import("./visit-entry-gate.ts");
type Entry = typeof import("./visit-entry.ts");
type Consent = typeof import("./consent.ts");

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", session);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HOST = "www.exemple-site.fr";
const GOOGLE = {
  landing: "/blog/gerer-sa-tva",
  source: "google",
  utm: { source: "ads", medium: "cpc", campaign: "tva" },
};

/** A new page of the visit, in the same tab (its storage kept): its modules, its address, the gate started. */
async function openPage(path: string, { referrer = "", search = "" } = {}) {
  vi.resetModules();
  vi.stubGlobal("window", { location: { pathname: path, search, host: HOST } });
  vi.stubGlobal("document", { referrer });
  const gate: Gate = await import("./visit-entry-gate.ts");
  const entry: Entry = await import("./visit-entry.ts");
  const consent: Consent = await import("./consent.ts");
  const loads: Promise<unknown>[] = [];
  gate.followVisitEntry(() => {
    const loaded = Promise.resolve(entry);
    loads.push(loaded);
    return loaded;
  });
  /** Waits for the entry's code the gate asked for, if it did. */
  const settled = async () => {
    await Promise.all(loads);
    await Promise.resolve();
  };
  return { entry, consent, loads, settled };
}

const stored = () => JSON.parse(session.getItem(STORAGE_KEYS.audienceEntry) ?? "null");

describe("without the analytics consent", () => {
  it("keeps nothing and sends the page only, whatever the landing said", async () => {
    const page = await openPage("/blog/gerer-sa-tva", {
      referrer: "https://www.google.fr/",
      search: "?utm_source=ads&utm_medium=cpc&utm_campaign=tva",
    });
    await page.settled();
    expect(page.loads).toHaveLength(0); // the entry's code is not even fetched
    expect(stored()).toBeNull();
    expect(page.entry.leadOriginHere()).toEqual({ pagePath: "/blog/gerer-sa-tva" });

    page.consent.saveConsent("essential");
    await page.settled();
    expect(page.loads).toHaveLength(0);
    expect(stored()).toBeNull();
  });

  it("does not send an entry left in the tab once the consent is no longer valid", async () => {
    session.setItem(STORAGE_KEYS.audienceEntry, JSON.stringify(GOOGLE));
    const page = await openPage("/contact");
    expect(page.entry.leadOriginHere()).toEqual({ pagePath: "/contact" });
  });
});

describe("with the analytics consent", () => {
  it("keeps the landing page's entry at once for a visitor who consented earlier, and sends it with a lead", async () => {
    const first = await openPage("/", {});
    first.consent.saveConsent("all");
    await first.settled();
    session.clear(); // a new visit in a new tab, the consent kept on the device

    const page = await openPage("/blog/gerer-sa-tva", {
      referrer: "https://www.google.fr/search?q=tva",
      search: "?utm_source=ads&utm_medium=cpc&utm_campaign=tva",
    });
    await page.settled();
    expect(stored()).toEqual(GOOGLE);
    expect(page.entry.leadOriginHere()).toEqual({ pagePath: "/blog/gerer-sa-tva", entry: GOOGLE });

    // The next page of the visit (from the site itself): the same entry, sent with a lead made there.
    const next = await openPage("/tarifs/crmpro", { referrer: `https://${HOST}/blog/gerer-sa-tva` });
    await next.settled();
    expect(stored()).toEqual(GOOGLE);
    expect(next.entry.leadOriginHere()).toEqual({ pagePath: "/tarifs/crmpro", entry: GOOGLE });
  });

  it("keeps it when the banner is answered on the landing page, after the page loaded", async () => {
    const page = await openPage("/tarifs", { referrer: "https://www.linkedin.com/feed/" });
    await page.settled();
    expect(stored()).toBeNull();
    page.consent.saveConsent("all");
    await page.settled();
    expect(stored()).toEqual({ landing: "/tarifs", source: "linkedin" });
  });

  it("never overwrites it during the visit, even from a page another site linked to", async () => {
    const page = await openPage("/", {});
    page.consent.saveConsent("all");
    await page.settled();
    expect(stored()).toEqual({ landing: "/", source: "direct" });
    const later = await openPage("/blog/gerer-sa-tva", { referrer: "https://www.bing.com/", search: "?utm_source=x" });
    await later.settled();
    expect(stored()).toEqual({ landing: "/", source: "direct" });
  });

  it("keeps nothing when the consent comes on a page the visitor reached from the site (the landing is past)", async () => {
    const page = await openPage("/contact", { referrer: `https://${HOST}/` });
    page.consent.saveConsent("all");
    await page.settled();
    expect(stored()).toBeNull();
    expect(page.entry.leadOriginHere()).toEqual({ pagePath: "/contact" });
  });

  it("removes it when the consent is withdrawn, and sends the page only from then on", async () => {
    const page = await openPage("/", { referrer: "https://duckduckgo.com/" });
    page.consent.saveConsent("all");
    await page.settled();
    expect(stored()).toEqual({ landing: "/", source: "duckduckgo" });
    page.consent.saveConsent("essential");
    expect(stored()).toBeNull();
    expect(page.entry.leadOriginHere()).toEqual({ pagePath: "/" });
  });

  it("removes it when another tab withdraws the consent (the banner forwards the storage event)", async () => {
    const page = await openPage("/", {});
    page.consent.saveConsent("all");
    await page.settled();
    expect(stored()).not.toBeNull();
    local.clear();
    page.consent.notifyConsentChange();
    expect(stored()).toBeNull();
  });

  it("keeps and sends nothing for a visitor who objected to audience measurement", async () => {
    local.setItem(STORAGE_KEYS.audienceOptOut, "true");
    const page = await openPage("/", { referrer: "https://www.qwant.com/" });
    page.consent.saveConsent("all");
    await page.settled();
    expect(stored()).toBeNull();
    session.setItem(STORAGE_KEYS.audienceEntry, JSON.stringify(GOOGLE));
    expect(page.entry.leadOriginHere()).toEqual({ pagePath: "/" });
  });

  it("ignores a malformed stored entry, and replaces it on a landing page", async () => {
    session.setItem(STORAGE_KEYS.audienceEntry, '{"landing":"/x","source":"inconnu"}');
    const page = await openPage("/contact", { referrer: `https://${HOST}/` });
    page.consent.saveConsent("all");
    await page.settled();
    expect(page.entry.leadOriginHere()).toEqual({ pagePath: "/contact" });
    expect(console.warn).toHaveBeenCalledWith(
      `[storage] "${STORAGE_KEYS.audienceEntry}" has an unexpected shape and is ignored`,
    );
    const landing = await openPage("/", {});
    await landing.settled();
    expect(stored()).toEqual({ landing: "/", source: "direct" });
  });

  it("starts once per document, and never on a back-office page", async () => {
    const page = await openPage("/", {});
    page.consent.saveConsent("all");
    const gate: Gate = await import("./visit-entry-gate.ts");
    gate.followVisitEntry(() => Promise.reject(new Error("a second follower")));
    await page.settled();
    expect(page.loads).toHaveLength(1);

    session.clear();
    const admin = await openPage("/admin", {});
    await admin.settled();
    expect(stored()).toBeNull();
  });
});
