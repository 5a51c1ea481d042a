import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  isEmptyOverride,
  isSitePath,
  parseSeoOverrides,
  SEO_OVERRIDE_MESSAGES,
} from "./seo-overrides.ts";

const SITE = "https://www.gestio.fr";

describe("the SEO desk's stored values read back", () => {
  it("keeps what is valid, folded, and drops the rest field by field", () => {
    const read = parseSeoOverrides({
      "/tarifs": {
        title: "  Tarifs\n des applications  ",
        description: "x".repeat(321),
        socialTitle: 42,
        canonical: "/contact",
        noindex: true,
        changedAt: "2026-11-25T10:00:00Z",
      },
      "/blog": { title: "Blog", changedAt: "hier" },
      "//ailleurs.fr": { title: "X", changedAt: "2026-11-25T10:00:00Z" },
      "/a-propos": { canonical: "https://ailleurs.fr/", noindex: "oui", changedAt: "2026-11-25T10:00:00Z" },
    });
    expect(read).toEqual({
      "/tarifs": {
        title: "Tarifs des applications",
        canonical: "/contact",
        noindex: true,
        changedAt: "2026-11-25T10:00:00.000Z",
      },
      "/a-propos": { changedAt: "2026-11-25T10:00:00.000Z" },
    });
  });

  it("is empty when what is stored is not an object", () => {
    expect(parseSeoOverrides(undefined)).toEqual({});
    expect(parseSeoOverrides([{ title: "X" }])).toEqual({});
    expect(parseSeoOverrides("texte")).toEqual({});
  });
});

describe("a canonical typed in the desk", () => {
  it("is a path of this site, typed as a path or as one of its URLs", () => {
    expect(canonicalPath("/tarifs", SITE)).toBe("/tarifs");
    expect(canonicalPath(" /tarifs/ ", SITE)).toBe("/tarifs");
    expect(canonicalPath(`${SITE}/contact`, SITE)).toBe("/contact");
    expect(canonicalPath(`${SITE}/`, SITE)).toBe("/");
  });

  it("is refused off this site, with a query or fragment, or when it is not an address", () => {
    expect(canonicalPath("https://ailleurs.fr/tarifs", SITE)).toBeUndefined();
    expect(canonicalPath("http://www.gestio.fr/tarifs", SITE)).toBeUndefined();
    expect(canonicalPath(`${SITE}/tarifs?x=1`, SITE)).toBeUndefined();
    expect(canonicalPath("//ailleurs.fr/x", SITE)).toBeUndefined();
    expect(canonicalPath("tarifs", SITE)).toBeUndefined();
    expect(isSitePath("/a b")).toBe(false);
  });

  it("is refused in French", () => {
    expect(SEO_OVERRIDE_MESSAGES.canonicalShape(SITE)).toBe(
      "L'URL canonique doit être une adresse de ce site : un chemin comme /tarifs, ou https://www.gestio.fr/tarifs.",
    );
    expect(SEO_OVERRIDE_MESSAGES.tooLong("title", 121)).toBe("Titre SEO : 120 caractères au plus (121 saisis).");
  });
});

it("an override that sets nothing is empty", () => {
  expect(isEmptyOverride({})).toBe(true);
  expect(isEmptyOverride({ noindex: true })).toBe(false);
});
