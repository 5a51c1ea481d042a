import { describe, expect, it } from "vitest";
import {
  checkRedirect,
  flattenedOnto,
  normalisePath,
  parseRedirects,
  REDIRECT_MESSAGES,
  type Redirect,
  type RedirectInput,
  type SiteFacts,
  targetAsStored,
} from "./redirect-rules.ts";

const site: SiteFacts = {
  origin: "https://www.exemple.fr",
  livePage: (path) => ["/", "/tarifs", "/contact", "/blog", "/ancienne-offre"].includes(path),
  noindexed: (path) => path === "/ancienne-offre",
  builtRedirects: { "/faq": "/ressources/faq", "/crmpro": "https://crmpro.exemple.fr" },
};

const list = (...redirects: Redirect[]) => new Map(redirects.map((redirect) => [redirect.from, redirect]));
const input = (from: string, to: string, more: Partial<RedirectInput> = {}): RedirectInput => ({
  from,
  to,
  status: "301",
  note: "",
  retire: false,
  ...more,
});

describe("a redirect's shape", () => {
  it("keeps a path as the middleware sees it: encoded, without a trailing slash", () => {
    expect(normalisePath(" /ancien-tarif/ ")).toBe("/ancien-tarif");
    expect(normalisePath("/café")).toBe("/caf%C3%A9");
    expect(normalisePath("/")).toBe("/");
    for (const bad of ["tarifs", "//ailleurs.fr", "/a?b=1", "/a#b", "/a b", ""])
      expect(normalisePath(bad)).toBeUndefined();
  });

  it("accepts a path of the site, its query kept, or an https address of another site", () => {
    expect(checkRedirect(input("/old", "/tarifs?offre=pro"), list(), site)).toEqual({
      ok: true,
      redirect: { from: "/old", to: "/tarifs?offre=pro", status: 301, note: "" },
    });
    const external = checkRedirect(
      input("/old", "https://partenaire.fr/page", { status: "308", note: " Lien  presse " }),
      list(),
      site,
    );
    expect(external).toEqual({
      ok: true,
      redirect: { from: "/old", to: "https://partenaire.fr/page", status: 308, note: "Lien presse" },
    });
    expect(checkRedirect(input("/old", "https://www.exemple.fr/contact"), list(), site)).toMatchObject({
      ok: true,
      redirect: { to: "/contact" },
    });
  });

  it("refuses in French an off-site address without https, a bad code, a long note, a bad source", () => {
    const check = checkRedirect(
      input("old", "http://partenaire.fr", { status: "302", note: "x".repeat(201) }),
      list(),
      site,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        from: REDIRECT_MESSAGES.fromShape,
        to: REDIRECT_MESSAGES.toHttps,
        status: REDIRECT_MESSAGES.status,
        note: REDIRECT_MESSAGES.noteTooLong(201),
      },
    });
    expect(checkRedirect(input("/old", "javascript:alert(1)"), list(), site)).toMatchObject({
      errors: { to: REDIRECT_MESSAGES.toShape },
    });
    expect(checkRedirect(input("/admin/seo", "/tarifs"), list(), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromReserved("/admin/seo") },
    });
  });
});

describe("the rules between redirects", () => {
  it("refuses a loop, to itself or through the others", () => {
    expect(checkRedirect(input("/old", "/old/"), list(), site)).toMatchObject({
      errors: { to: REDIRECT_MESSAGES.loopSelf },
    });
    const others = list({ from: "/b", to: "/c", status: 301 }, { from: "/c", to: "/a", status: 301 });
    expect(checkRedirect(input("/a", "/b"), others, site)).toMatchObject({
      ok: false,
      errors: { to: REDIRECT_MESSAGES.loop("/b", "/a") },
    });
  });

  it("refuses a chain and offers the final target (A→B when B→C gives A→C)", () => {
    const others = list({ from: "/b", to: "/tarifs", status: 301 });
    expect(checkRedirect(input("/a", "/b"), others, site)).toEqual({
      ok: false,
      errors: { to: REDIRECT_MESSAGES.chain("/b", "/tarifs") },
      offer: "/tarifs",
    });
    expect(checkRedirect(input("/a", "/faq"), list(), site)).toMatchObject({ offer: "/ressources/faq" });
  });

  it("refuses a target that answers 404 and a source already redirected", () => {
    expect(checkRedirect(input("/a", "/nulle-part"), list(), site)).toMatchObject({
      errors: { to: REDIRECT_MESSAGES.notFound("/nulle-part") },
    });
    const others = list({ from: "/a", to: "/contact", status: 301 });
    expect(checkRedirect(input("/a", "/tarifs"), others, site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromExists("/a", "/contact") },
    });
    expect(checkRedirect(input("/crmpro", "/tarifs"), list(), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromExists("/crmpro", "https://crmpro.exemple.fr") },
    });
  });

  it("takes over a live page only once it is noindex and the staff member retires it", () => {
    expect(checkRedirect(input("/tarifs", "/contact", { retire: true }), list(), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromLivePage("/tarifs") },
    });
    expect(checkRedirect(input("/ancienne-offre", "/tarifs"), list(), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromRetire("/ancienne-offre") },
    });
    expect(checkRedirect(input("/ancienne-offre", "/tarifs", { retire: true }), list(), site)).toMatchObject({
      ok: true,
    });
  });

  it("points the redirects that ended at the new source to its target (no chain left behind)", () => {
    const others = [
      { from: "/x", to: "/a", status: 301 as const },
      { from: "/y", to: "/a?ref=1", status: 308 as const },
      { from: "/z", to: "/contact", status: 301 as const },
    ];
    expect(flattenedOnto("/a", "/tarifs", others)).toEqual([
      { from: "/x", to: "/tarifs", status: 301 },
      { from: "/y", to: "/tarifs", status: 308 },
    ]);
  });
});

describe("the served list read back", () => {
  it("keeps the well-formed redirects and drops the others", () => {
    expect(
      parseRedirects([
        { from: "/a", to: "/tarifs?x=1", status: 301 },
        { from: "/b", to: "https://partenaire.fr/", status: 308 },
        { from: "/c/", to: "/tarifs", status: 301 },
        { from: "/d", to: "http://partenaire.fr/", status: 301 },
        { from: "/e", to: "/tarifs", status: 302 },
        "nonsense",
      ]),
    ).toEqual([
      { from: "/a", to: "/tarifs?x=1", status: 301 },
      { from: "/b", to: "https://partenaire.fr/", status: 308 },
    ]);
    expect(parseRedirects({})).toEqual([]);
  });
});

describe("the stored shapes", () => {
  it("reads back exactly what the rules write", () => {
    const site: SiteFacts = {
      origin: "https://www.exemple.fr",
      livePage: () => true,
      noindexed: () => false,
      builtRedirects: {},
    };
    for (const [from, to] of [
      ["/café/", "/tarifs?offre=pro&x=é"],
      ["/a/b.html", "https://partenaire.fr/Offre?x=1#y"],
      ["/x", "/"],
    ] as const) {
      const check = checkRedirect({ from, to, status: "301", note: "", retire: false }, new Map(), {
        ...site,
        livePage: (path) => path !== from.replace(/\/$/, "") && path !== "/caf%C3%A9",
      });
      if (!check.ok) throw new Error(JSON.stringify(check.errors));
      expect(parseRedirects([{ ...check.redirect }])).toEqual([
        { from: check.redirect.from, to: check.redirect.to, status: 301 },
      ]);
    }
  });
});

describe("a target as stored", () => {
  it("writes a path of the site (query kept) or an https address, and nothing for a refused one", () => {
    const origin = "https://www.exemple.fr";
    expect(targetAsStored(" /tarifs/?offre=pro", origin)).toBe("/tarifs?offre=pro");
    expect(targetAsStored("https://www.exemple.fr/contact", origin)).toBe("/contact");
    expect(targetAsStored("https://partenaire.fr/page", origin)).toBe("https://partenaire.fr/page");
    for (const bad of ["javascript:alert(1)", "http://ailleurs.fr", "tarifs", `/${"x".repeat(2000)}`])
      expect(targetAsStored(bad, origin)).toBeUndefined();
  });
});
