import { describe, expect, it } from "vitest";
import {
  checkRedirect,
  flattenedOnto,
  GONE_STATUS,
  isGone,
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

describe("an address removed on purpose (410)", () => {
  const gone = (from: string, more: Partial<RedirectInput> = {}) => input(from, "", { status: "410", ...more });

  it("is saved without a target, under the same rules of source", () => {
    expect(GONE_STATUS).toBe(410);
    expect(checkRedirect(gone(" /offre-retiree/", { note: "Offre arrêtée" }), list(), site)).toEqual({
      ok: true,
      redirect: { from: "/offre-retiree", to: "", status: 410, note: "Offre arrêtée" },
    });
    expect(checkRedirect(input("/offre-retiree", "  ", { status: "410" }), list(), site)).toMatchObject({
      ok: true,
      redirect: { to: "" },
    });
    expect(checkRedirect(gone("/tarifs", { retire: true }), list(), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromLivePage("/tarifs") },
    });
    expect(checkRedirect(gone("/ancienne-offre"), list(), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromRetire("/ancienne-offre") },
    });
    expect(checkRedirect(gone("/ancienne-offre", { retire: true }), list(), site)).toMatchObject({ ok: true });
    expect(checkRedirect(gone("/admin/seo"), list(), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromReserved("/admin/seo") },
    });
    expect(checkRedirect(gone("/a"), list({ from: "/a", to: "/contact", status: 301 }), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromExists("/a", "/contact") },
    });
    expect(checkRedirect(gone("/a"), list({ from: "/a", to: "", status: 410 }), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromGone("/a") },
    });
    expect(checkRedirect(input("/a", "/tarifs"), list({ from: "/a", to: "", status: 410 }), site)).toMatchObject({
      errors: { from: REDIRECT_MESSAGES.fromGone("/a") },
    });
  });

  it("refuses a target, and a redirect without one still", () => {
    expect(checkRedirect(gone("/offre-retiree", { to: "/tarifs" }), list(), site)).toEqual({
      ok: false,
      errors: { to: REDIRECT_MESSAGES.goneTarget },
    });
    expect(checkRedirect(input("/offre-retiree", ""), list(), site)).toMatchObject({
      errors: { to: REDIRECT_MESSAGES.toShape },
    });
    expect(checkRedirect(input("/offre-retiree", "", { status: "308" }), list(), site)).toMatchObject({
      errors: { to: REDIRECT_MESSAGES.toShape },
    });
  });

  it("is a dead end: a redirect to it, or through a chain ending at it, is refused like a 404, nothing offered", () => {
    const others = list({ from: "/retiree", to: "", status: 410 }, { from: "/b", to: "/retiree", status: 301 });
    expect(checkRedirect(input("/a", "/retiree"), others, site)).toEqual({
      ok: false,
      errors: { to: REDIRECT_MESSAGES.gone("/retiree") },
    });
    expect(checkRedirect(input("/a", "/retiree?x=1"), others, site)).toMatchObject({
      errors: { to: REDIRECT_MESSAGES.gone("/retiree") },
    });
    expect(checkRedirect(input("/a", "/b"), others, site)).toEqual({
      ok: false,
      errors: { to: REDIRECT_MESSAGES.gone("/retiree") },
    });
    // Even when the removed address was a live page (retired by its 410).
    const retired = list({ from: "/tarifs", to: "", status: 410 });
    expect(checkRedirect(input("/a", "/tarifs"), retired, site)).toMatchObject({
      errors: { to: REDIRECT_MESSAGES.gone("/tarifs") },
    });
  });

  it("points nothing at it: the redirects that ended at its source are left as they were", () => {
    const others = [{ from: "/x", to: "/a", status: 301 as const }];
    expect(flattenedOnto("/a", "", others)).toEqual([]);
    expect(isGone({ status: 410 })).toBe(true);
    expect(isGone({ status: 301 })).toBe(false);
  });

  it("says the three codes in French", () => {
    for (const code of ["301", "308", "410"]) expect(REDIRECT_MESSAGES.status).toContain(code);
    expect(REDIRECT_MESSAGES.goneTarget).toBe(
      "Une adresse supprimée (410) ne mène nulle part\u00a0: laissez «\u00a0Nouvelle adresse\u00a0» vide.",
    );
    expect(REDIRECT_MESSAGES.gone("/x")).toBe(
      "La page «\u00a0/x\u00a0» a été supprimée (410)\u00a0: choisissez une autre page.",
    );
  });
});

describe("the served list read back", () => {
  it("keeps a removed address (410) without a target, and drops one with a target", () => {
    expect(
      parseRedirects([
        { from: "/retiree", to: "", status: 410 },
        { from: "/retiree-2", to: "/tarifs", status: 410 },
        { from: "/sans-cible", to: "", status: 301 },
        { from: "/retiree-3", status: 410 },
      ]),
    ).toEqual([{ from: "/retiree", to: "", status: 410 }]);
  });

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
