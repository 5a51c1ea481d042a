import { describe, expect, it } from "vitest";
import { entryFromJson, entryOfLanding, isLanding, landingPath, type PageLoad, parseEntry } from "./entry.ts";
import { campaignLabel, missingEntryLabel, ORIGIN_LABELS } from "./entry-labels.ts";

const ENTRY = {
  landing: "/blog/gerer-sa-tva",
  source: "google",
  utm: { source: "newsletter", medium: "email", campaign: "rentree" },
};

describe("a visit's entry as the server accepts it", () => {
  it("keeps a well-formed entry, with or without its campaign, and cleans the UTM values", () => {
    expect(parseEntry(ENTRY)).toEqual(ENTRY);
    expect(parseEntry({ landing: "/", source: "direct" })).toEqual({ landing: "/", source: "direct" });
    expect(parseEntry({ landing: "/tarifs", source: "site:exemple.fr" })).toEqual({
      landing: "/tarifs",
      source: "site:exemple.fr",
    });
    expect(parseEntry({ ...ENTRY, utm: { source: "  NewsLetter ", medium: "", campaign: "Rentrée\u0007" } })).toEqual({
      ...ENTRY,
      utm: { source: "newsletter", medium: "", campaign: "rentrée" },
    });
    // UTM values all empty: no campaign.
    expect(parseEntry({ ...ENTRY, utm: { source: "", medium: "", campaign: "" } })).toEqual({
      landing: ENTRY.landing,
      source: "google",
    });
  });

  it("reduces the host the browser kept to its source; an unreadable host is a direct visit", () => {
    expect(parseEntry({ landing: "/", source: "site:www.qwant.com" })).toEqual({ landing: "/", source: "qwant" });
    expect(parseEntry({ landing: "/", source: "site:exemple fr" })).toEqual({ landing: "/", source: "direct" });
  });

  it("refuses anything else", () => {
    for (const bad of [
      null,
      "google",
      [ENTRY],
      { ...ENTRY, visitor: "abc" },
      { source: "google" },
      { landing: "/Tarifs", source: "google" },
      { landing: "/tarifs?utm_source=x", source: "google" },
      { landing: "/tarifs/", source: "google" },
      { landing: `/${"a".repeat(200)}`, source: "google" },
      { landing: "https://exemple.fr/", source: "google" },
      { landing: "/", source: "altavista" },
      { landing: "/", source: 42 },
      { ...ENTRY, utm: "rentree" },
      { ...ENTRY, utm: { campaign: "x".repeat(61) } },
      { ...ENTRY, utm: { campaign: 3 } },
    ])
      expect(parseEntry(bad), JSON.stringify(bad)).toBeUndefined();
    expect(entryFromJson(JSON.stringify(ENTRY))).toEqual(ENTRY);
    for (const text of [undefined, null, "", "{", "null", JSON.stringify({ ...ENTRY, source: "" })])
      expect(entryFromJson(text)).toBeUndefined();
  });
});

describe("the entry a page's load begins", () => {
  const page = (overrides: Partial<PageLoad> = {}): PageLoad => ({
    pathname: "/blog/gerer-sa-tva",
    search: "",
    referrer: "",
    host: "www.exemple-site.fr",
    navigationType: "navigate",
    ...overrides,
  });

  it("is the page, its referrer's host and its UTM values, for a page reached from elsewhere or typed", () => {
    const fromGoogle = entryOfLanding(
      page({
        referrer: "https://www.google.fr/search?q=tva",
        search: "?utm_source=Newsletter&utm_medium=email&utm_campaign=rentree&gclid=abc",
      }),
    );
    // The referrer's host only, never its path or query; the server reduces it to the source it stores.
    expect(fromGoogle?.source).toBe("site:www.google.fr");
    expect(parseEntry(fromGoogle)).toEqual(ENTRY);
    expect(entryOfLanding(page())).toEqual({ landing: "/blog/gerer-sa-tva", source: "direct" });
    expect(
      parseEntry(entryOfLanding(page({ referrer: "https://blog.partenaire.fr/article?id=7", pathname: "/" }))),
    ).toEqual({
      landing: "/",
      source: "site:blog.partenaire.fr",
    });
    expect(
      parseEntry(entryOfLanding(page({ referrer: "https://lnkd.in/abc", navigationType: undefined })))?.source,
    ).toBe("linkedin");
    expect(entryOfLanding(page({ referrer: "not a url" }))?.source).toBe("direct");
    expect(entryOfLanding(page({ pathname: "/tarifs/" }))?.landing).toBe("/tarifs");
  });

  it("is nothing for a page reached from the site itself, reloaded, from history, or not of the site's form", () => {
    expect(isLanding(page({ referrer: "https://www.exemple-site.fr/tarifs" }))).toBe(false);
    expect(entryOfLanding(page({ referrer: "https://www.exemple-site.fr/tarifs" }))).toBeUndefined();
    expect(entryOfLanding(page({ navigationType: "reload" }))).toBeUndefined();
    expect(entryOfLanding(page({ navigationType: "back_forward" }))).toBeUndefined();
    expect(entryOfLanding(page({ pathname: "/Blog/Gerer" }))).toBeUndefined();
    expect(entryOfLanding(page({ pathname: "/caf%C3%A9" }))).toBeUndefined();
    expect(isLanding(page({ referrer: "http://www.exemple-site.fr:8080/" }))).toBe(true);
    expect(landingPath("/")).toBe("/");
    expect(landingPath("//")).toBe("/");
  });
});

describe("the origin's words in the back office", () => {
  it("names a campaign by its name, then its source and medium", () => {
    expect(campaignLabel({ source: "newsletter", medium: "email", campaign: "rentree" })).toBe(
      "rentree (newsletter / email)",
    );
    expect(campaignLabel({ source: "linkedin", medium: "", campaign: "" })).toBe("Sans nom (linkedin)");
    expect(campaignLabel({ source: "", medium: "", campaign: "soldes" })).toBe("soldes");
  });

  it("says why the entry is unknown: no consent when the page is known, unknown otherwise", () => {
    expect(missingEntryLabel("/tarifs")).toBe(ORIGIN_LABELS.entryWithoutConsent);
    expect(missingEntryLabel(undefined)).toBe(ORIGIN_LABELS.unknown);
  });
});
