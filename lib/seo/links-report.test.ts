import { describe, expect, it } from "vitest";
import { assembleLinksReport, type LinkHolder, linkRows } from "./links-assemble.ts";
import { linkTarget, pageHrefs, textHrefs } from "./links-extract.ts";
import { orphanPages } from "./links-orphans.ts";
import { replaceHref } from "./links-replace.ts";
import { resolveInternal, type SiteAddresses } from "./links-resolve.ts";

const ORIGIN = "https://www.exemple.fr";
const site: SiteAddresses = {
  origin: ORIGIN,
  answers: (path) =>
    ["/", "/tarifs", "/contact", "/blog", "/blog/nouvelle", "/ressources/faq", "/logo.svg"].includes(path),
  aliases: { "/faq": "/ressources/faq", "/crmpro": "https://crmpro.example/" },
  redirects: new Map([
    ["/ancienne-offre", { to: "/offre-2025", status: 301 }],
    ["/offre-2025", { to: "/tarifs?x=1", status: 301 }],
    ["/retiree", { to: "", status: 410 }],
    ["/boucle-a", { to: "/boucle-b", status: 301 }],
    ["/boucle-b", { to: "/boucle-a", status: 301 }],
  ]),
  movedArticle: (path) => (path === "/blog/ancienne" ? "/blog/nouvelle" : undefined),
};

describe("the links report's rules", () => {
  it("sorts a page's links into this site's paths and other sites' addresses, the rest left out", () => {
    expect(linkTarget("/tarifs?utm=1#haut", "/blog/x", ORIGIN)).toEqual({ kind: "internal", path: "/tarifs" });
    expect(linkTarget("../contact", "/blog/x", ORIGIN)).toEqual({ kind: "internal", path: "/contact" });
    expect(linkTarget(`${ORIGIN}/blog`, "/", ORIGIN)).toEqual({ kind: "internal", path: "/blog" });
    expect(linkTarget("https://partenaire.example/page#section", "/", ORIGIN)).toEqual({
      kind: "external",
      url: "https://partenaire.example/page",
    });
    for (const href of ["#haut", "mailto:contact@exemple.fr", "tel:+33100000000", "javascript:void(0)", ""])
      expect(linkTarget(href, "/", ORIGIN)).toBeUndefined();
    expect(pageHrefs('<a href="/a">A</a><p><a class="x" href="/b">B</a><a href="/a">A</a><a>sans</a></p>')).toEqual([
      "/a",
      "/b",
    ]);
    expect(
      textHrefs([
        'Voir [nos tarifs](/tarifs "Tarifs") et <a href="/contact">le contact</a>, ou https://partenaire.example/x.',
        { target: "/essai-gratuit", label: "Essai" },
      ]).sort(),
    ).toEqual(["/contact", "/essai-gratuit", "/tarifs", "https://partenaire.example/x"].sort());
  });

  it("follows an internal link as a browser would: aliases, redirects over several hops, 410, loops, moved articles", () => {
    expect(resolveInternal("/tarifs", site)).toEqual({ kind: "ok" });
    expect(resolveInternal("/tarifs/", site)).toEqual({ kind: "redirect", final: "/tarifs" });
    expect(resolveInternal("/faq", site)).toEqual({ kind: "redirect", final: "/ressources/faq" });
    expect(resolveInternal("/ancienne-offre", site)).toEqual({ kind: "redirect", final: "/tarifs" });
    expect(resolveInternal("/crmpro", site)).toEqual({ kind: "redirect", final: "https://crmpro.example/" });
    expect(resolveInternal("/retiree", site)).toEqual({ kind: "gone" });
    expect(resolveInternal("/boucle-a", site)).toEqual({ kind: "loop" });
    expect(resolveInternal("/blog/ancienne", site)).toEqual({ kind: "redirect", final: "/blog/nouvelle" });
    expect(resolveInternal("/page-disparue", site)).toEqual({ kind: "missing" });
  });

  it("finds the sitemap's pages no other page links to (a link through a redirect counts)", () => {
    const links = new Map([
      ["/", ["/tarifs", "/", "/blog"]],
      ["/tarifs", ["/contact"]],
      ["/hors-plan", ["/seule"]],
    ]);
    expect(orphanPages(["/", "/tarifs", "/contact", "/blog", "/seule", "/oubliee"], links)).toEqual([
      "/",
      "/oubliee",
      "/seule",
    ]);
  });

  it("replaces a link's address where the Markdown writes it as a link, and only there", () => {
    const markdown =
      'Voir [l\'offre](/ancienne-offre) et [encore](</ancienne-offre> "Titre"), <a href="/ancienne-offre">ici</a>.\nLe texte /ancienne-offre reste.';
    expect(replaceHref(markdown, "/ancienne-offre", "/tarifs")).toEqual({
      text: 'Voir [l\'offre](/tarifs) et [encore](</tarifs> "Titre"), <a href="/tarifs">ici</a>.\nLe texte /ancienne-offre reste.',
      count: 3,
    });
    expect(replaceHref(markdown, "/absente", "/tarifs").count).toBe(0);
  });

  it("assembles orphans, internal problems with their holder and final address, and the failing external links", () => {
    const article = { kind: "article" as const, id: "a1", title: "Relancer", path: "/blog/nouvelle", version: 3 };
    const report = assembleLinksReport({
      held: [
        { holder: { kind: "page", path: "/" }, page: "/", hrefs: ["/tarifs", "/blog", "/faq", "https://ok.example/"] },
        { holder: { kind: "page", path: "/tarifs" }, page: "/tarifs", hrefs: ["/", "/page-disparue"] },
        { holder: article, page: "/blog/nouvelle", hrefs: ["/ancienne-offre", "https://casse.example/x"] },
      ],
      site,
      sitemap: ["/", "/tarifs", "/blog", "/blog/nouvelle", "/contact", "/ressources/faq"],
      extraEdges: [["/blog", "/blog/nouvelle"]],
      failures: new Map([["https://casse.example/x", { status: 404, error: null, checkedAt: 1000 }]]),
    });
    expect(report.orphans).toEqual(["/contact"]);
    expect(report.internal).toEqual([
      {
        holder: { kind: "page", path: "/" },
        href: "/faq",
        path: "/faq",
        answer: { kind: "redirect", final: "/ressources/faq" },
      },
      {
        holder: { kind: "page", path: "/tarifs" },
        href: "/page-disparue",
        path: "/page-disparue",
        answer: { kind: "missing" },
      },
      {
        holder: article,
        href: "/ancienne-offre",
        path: "/ancienne-offre",
        answer: { kind: "redirect", final: "/tarifs" },
      },
    ]);
    expect(report.external).toEqual([
      { holder: article, url: "https://casse.example/x", failure: { status: 404, error: null, checkedAt: 1000 } },
    ]);
    expect(report.externalUrls).toEqual(["https://casse.example/x", "https://ok.example/"]);
  });
});

describe("the links report's rows", () => {
  it("groups the pages' links by address, and keeps each article's link on its own row", () => {
    const article = { kind: "article" as const, id: "a1", title: "Relancer", path: "/blog/nouvelle", version: 3 };
    const problem = (holder: LinkHolder, href: string) => ({ holder, href });
    const rows = linkRows(
      [
        problem({ kind: "page", path: "/" }, "/ressources/blog"),
        problem(article, "/ressources/blog"),
        problem({ kind: "page", path: "/tarifs" }, "/ressources/blog"),
        problem({ kind: "page", path: "/tarifs" }, "/page-disparue"),
      ],
      (one) => one.href,
    );
    expect(rows.map((row) => [row.problem.href, row.problem.holder.kind, row.pages])).toEqual([
      ["/ressources/blog", "page", ["/", "/tarifs"]],
      ["/ressources/blog", "article", []],
      ["/page-disparue", "page", ["/tarifs"]],
    ]);
  });
});
