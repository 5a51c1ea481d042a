import { describe, expect, it } from "vitest";
import { type NotedRedirect, REDIRECT_MESSAGES, type SiteFacts } from "../config/redirect-rules.ts";
import { flattenStoredChains, IMPORT_MESSAGES, importAllowed, planImport } from "./redirects-import.ts";

const site: SiteFacts = {
  origin: "https://www.exemple.fr",
  livePage: (path) => ["/tarifs", "/contact", "/blog"].includes(path),
  noindexed: () => false,
  builtRedirects: {},
};
const row = (line: number, from: string, to: string, status = "", note = "") => ({ line, from, to, status, note });
const current = new Map<string, NotedRedirect>([
  ["/a", { from: "/a", to: "/tarifs", status: 301, note: "" }],
  ["/b", { from: "/b", to: "/contact", status: 301, note: "salon" }],
  ["/x", { from: "/x", to: "/retiree", status: 301, note: "" }],
]);

describe("a CSV import's plan", () => {
  it("says what is added, changed, unchanged, flattened and refused, and merges (what the file omits stays)", () => {
    const plan = planImport(
      [
        row(2, "/nouvelle", "/blog", "308", "campagne"),
        row(3, "/a", "/contact"),
        row(4, "/b", "/contact", "301"),
        row(5, "/boucle", "/boucle"),
        row(6, "/chaine", "/a"),
        row(7, "/nouvelle", "/tarifs"),
        row(8, "/perdue", "http://ailleurs.fr"),
      ],
      current,
      site,
    );
    // /chaine → /a, which the file itself sends to /contact: written straight to /contact (was refused as a chain).
    expect(plan.added).toEqual([
      { from: "/nouvelle", to: "/blog", status: 308, note: "campagne" },
      { from: "/chaine", to: "/contact", status: 301, note: "" },
    ]);
    expect(plan.flattened).toEqual([{ line: 6, from: "/chaine", to: "/a", final: "/contact" }]);
    expect(plan.changed).toEqual([
      {
        before: { from: "/a", to: "/tarifs", status: 301, note: "" },
        after: { from: "/a", to: "/contact", status: 301, note: "" },
      },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.refused).toEqual([
      { line: 5, from: "/boucle", to: "/boucle", reasons: [REDIRECT_MESSAGES.loopSelf] },
      { line: 7, from: "/nouvelle", to: "/tarifs", reasons: [IMPORT_MESSAGES.duplicate(2)] },
      { line: 8, from: "/perdue", to: "http://ailleurs.fr", reasons: [REDIRECT_MESSAGES.toHttps] },
    ]);
    // /b is unchanged and brings no note: nothing to write.
    expect(plan.writes.map((write) => write.from).sort()).toEqual(["/a", "/chaine", "/nouvelle"]);
  });

  it("sees the file's own lines: a loop between two lines is refused on both", () => {
    const plan = planImport([row(2, "/p", "/q"), row(3, "/q", "/p")], new Map(), {
      ...site,
      livePage: (path) => (path === "/p" || path === "/q" ? false : site.livePage(path)),
    });
    expect(plan.refused.map((one) => one.line)).toEqual([2, 3]);
    expect(plan.writes).toEqual([]);
  });

  it("points a redirect that ended at a new source to that source's target", () => {
    const plan = planImport([row(2, "/retiree", "/blog")], current, site);
    expect(plan.added).toEqual([{ from: "/retiree", to: "/blog", status: 301, note: "" }]);
    expect(plan.changed).toEqual([
      {
        before: { from: "/x", to: "/retiree", status: 301, note: "" },
        after: { from: "/x", to: "/blog", status: 301, note: "" },
      },
    ]);
  });

  it("changes a note alone (a line with the same target and code), and leaves alone a note given again or left empty", () => {
    const plan = planImport(
      [row(2, "/a", "/tarifs", "301", "presse"), row(3, "/b", "/contact", "301", "salon")],
      current,
      site,
    );
    expect(plan.changed).toEqual([
      {
        before: { from: "/a", to: "/tarifs", status: 301, note: "" },
        after: { from: "/a", to: "/tarifs", status: 301, note: "presse" },
      },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.writes).toEqual([{ from: "/a", to: "/tarifs", status: 301, note: "presse" }]);
    const empty = planImport([row(2, "/b", "/contact")], current, site);
    expect([empty.changed, empty.unchanged, empty.writes]).toEqual([[], 1, []]);
  });

  it("keeps a retired page's redirect (an export read back), and refuses a new one from a live page set to noindex", () => {
    const retiring: SiteFacts = {
      ...site,
      livePage: (path) => path === "/cgv" || path === "/cgu" || site.livePage(path),
      noindexed: (path) => path === "/cgv" || path === "/cgu",
    };
    const standing = new Map([...current, ["/cgv", { from: "/cgv", to: "/tarifs", status: 301 as const, note: "" }]]);
    const plan = planImport(
      [row(2, "/cgv", "/tarifs", "301", "retirée"), row(3, "/cgu", "/tarifs")],
      standing,
      retiring,
    );
    expect(plan.changed.map((one) => one.after)).toEqual([
      { from: "/cgv", to: "/tarifs", status: 301, note: "retirée" },
    ]);
    expect(plan.refused).toEqual([
      { line: 3, from: "/cgu", to: "/tarifs", reasons: [REDIRECT_MESSAGES.fromRetire("/cgu")] },
    ]);
  });
});

describe("chains and loops in an import", () => {
  const built: SiteFacts = {
    ...site,
    livePage: (path) => path === "/ressources/faq" || site.livePage(path),
    builtRedirects: { "/faq": "/ressources/faq" },
  };

  it("writes a line whose target is redirected (the list, another line, the code, any hops) straight to the final target", () => {
    const plan = planImport(
      [
        row(2, "/m1", "/m2"),
        row(3, "/m2", "/m3"),
        row(4, "/m3", "/a"),
        row(5, "/m4", "/faq"),
        row(6, "/q1", "/q2"),
        row(7, "/q2", "/tarifs?offre=pro"),
        row(8, "/e1", "/e2"),
        row(9, "/e2", "https://partenaire.fr/page"),
      ],
      current,
      built,
    );
    expect(plan.refused).toEqual([]);
    expect(plan.flattened).toEqual([
      { line: 2, from: "/m1", to: "/m2", final: "/tarifs" },
      { line: 3, from: "/m2", to: "/m3", final: "/tarifs" },
      { line: 4, from: "/m3", to: "/a", final: "/tarifs" },
      { line: 5, from: "/m4", to: "/faq", final: "/ressources/faq" },
      { line: 6, from: "/q1", to: "/q2", final: "/tarifs?offre=pro" },
      { line: 8, from: "/e1", to: "/e2", final: "https://partenaire.fr/page" },
    ]);
    expect(plan.added.map((one) => [one.from, one.to])).toEqual([
      ["/m1", "/tarifs"],
      ["/m2", "/tarifs"],
      ["/m3", "/tarifs"],
      ["/m4", "/ressources/faq"],
      ["/q1", "/tarifs?offre=pro"],
      ["/q2", "/tarifs?offre=pro"],
      ["/e1", "https://partenaire.fr/page"],
      ["/e2", "https://partenaire.fr/page"],
    ]);
    expect(IMPORT_MESSAGES.flattened("/m2", "/tarifs")).toBe(
      "«\u00a0/m2\u00a0» est déjà redirigée vers «\u00a0/tarifs\u00a0»\u00a0: redirection enregistrée directement vers «\u00a0/tarifs\u00a0».",
    );
  });

  it("refuses a chain whose final target answers 404, on the final target", () => {
    const plan = planImport([row(2, "/y1", "/y2"), row(3, "/y2", "/x"), row(4, "/y3", "/absente")], current, site);
    // /x → /retiree (the current list), a page that does not exist.
    expect(plan.refused).toEqual([
      { line: 2, from: "/y1", to: "/y2", reasons: [REDIRECT_MESSAGES.notFound("/retiree")] },
      { line: 3, from: "/y2", to: "/x", reasons: [REDIRECT_MESSAGES.notFound("/retiree")] },
      { line: 4, from: "/y3", to: "/absente", reasons: [REDIRECT_MESSAGES.notFound("/absente")] },
    ]);
    expect([plan.flattened, plan.writes]).toEqual([[], []]);
  });

  it("refuses every line of a loop, over any hops, in the file and through the list, and a line leading into one", () => {
    const looping = new Map([...current, ["/c", { from: "/c", to: "/l1", status: 301 as const, note: "" }]]);
    const plan = planImport(
      [
        row(2, "/l1", "/l2"),
        row(3, "/l2", "/c"),
        row(4, "/t1", "/t2"),
        row(5, "/t2", "/t3"),
        row(6, "/t3", "/t1"),
        row(7, "/vers-boucle", "/t2"),
        row(8, "/soi", "/soi/"),
        row(9, "/bien", "/blog"),
      ],
      looping,
      site,
    );
    expect(plan.refused).toEqual([
      { line: 2, from: "/l1", to: "/l2", reasons: [REDIRECT_MESSAGES.loop("/l2", "/l1")] },
      { line: 3, from: "/l2", to: "/c", reasons: [REDIRECT_MESSAGES.loop("/c", "/l2")] },
      { line: 4, from: "/t1", to: "/t2", reasons: [REDIRECT_MESSAGES.loop("/t2", "/t1")] },
      { line: 5, from: "/t2", to: "/t3", reasons: [REDIRECT_MESSAGES.loop("/t3", "/t2")] },
      { line: 6, from: "/t3", to: "/t1", reasons: [REDIRECT_MESSAGES.loop("/t1", "/t3")] },
      { line: 7, from: "/vers-boucle", to: "/t2", reasons: [IMPORT_MESSAGES.leadsToLoop("/t2")] },
      { line: 8, from: "/soi", to: "/soi/", reasons: [REDIRECT_MESSAGES.loopSelf] },
    ]);
    expect(plan.writes).toEqual([{ from: "/bien", to: "/blog", status: 301, note: "" }]);
  });

  it("refuses a javascript: target, a path of 2,000 characters and a duplicate, each with its reason in French", () => {
    const long = `/${"x".repeat(1999)}`;
    const plan = planImport(
      [
        row(2, "/js", "javascript:alert(1)"),
        row(3, long, "/blog"),
        row(4, "/vers-long", long),
        row(5, "/js/", "/blog"),
      ],
      current,
      site,
    );
    expect(plan.refused).toEqual([
      { line: 2, from: "/js", to: "javascript:alert(1)", reasons: [REDIRECT_MESSAGES.toShape] },
      { line: 3, from: long, to: "/blog", reasons: [IMPORT_MESSAGES.pathTooLong(2000)] },
      { line: 4, from: "/vers-long", to: long, reasons: [IMPORT_MESSAGES.pathTooLong(2000)] },
      { line: 5, from: "/js/", to: "/blog", reasons: [IMPORT_MESSAGES.duplicate(2)] },
    ]);
    expect(REDIRECT_MESSAGES.toShape).toBe(
      "Indiquez un chemin de ce site (/tarifs) ou une adresse complète commençant par https://.",
    );
    expect(IMPORT_MESSAGES.pathTooLong(2000)).toBe("Adresse de 2\u202f000 caractères\u00a0: 300 au plus.");
    // A line refused stays out of the chains: nothing is flattened through it.
    const through = planImport([row(2, "/tarifs", "/blog"), row(3, "/vers-tarifs", "/tarifs")], new Map(), site);
    expect(through.refused.map((one) => one.line)).toEqual([2]);
    expect(through.added).toEqual([{ from: "/vers-tarifs", to: "/tarifs", status: 301, note: "" }]);
  });

  it("plans 10,000 lines against 2,000 redirects with the right counts", () => {
    const standing = new Map<string, NotedRedirect>();
    for (let i = 0; i < 2000; i++)
      standing.set(`/ancien-${i}`, { from: `/ancien-${i}`, to: "/tarifs", status: 301, note: "" });
    const lines: [string, string][] = [];
    for (let i = 0; i < 4000; i++) lines.push([`/neuf-${i}`, "/blog"]);
    for (let i = 0; i < 1000; i++) lines.push([`/ancien-${i}`, "/contact"]);
    for (let i = 0; i < 1000; i++) lines.push([`/vers-ancien-${i}`, `/ancien-${1000 + i}`]);
    for (let k = 0; k < 200; k++)
      for (let h = 0; h < 5; h++) lines.push([`/fc-${k}-${h}`, h < 4 ? `/fc-${k}-${h + 1}` : "/blog"]);
    for (let k = 0; k < 500; k++) for (let h = 0; h < 3; h++) lines.push([`/lp-${k}-${h}`, `/lp-${k}-${(h + 1) % 3}`]);
    for (let i = 0; i < 500; i++) lines.push([`/neuf-${i}`, "/contact"]);
    for (let i = 0; i < 500; i++) lines.push([`/js-${i}`, `javascript:alert(${i})`]);
    for (let i = 0; i < 500; i++) lines.push([`/long-${i}-${"x".repeat(2000)}`, "/blog"]);
    // A fixed shuffle of all but the duplicates and the refused shapes (kept last).
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const head = lines.slice(0, 8500);
    for (let i = head.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [head[i], head[j]] = [head[j] as [string, string], head[i] as [string, string]];
    }
    const rows = [...head, ...lines.slice(8500)].map(([from, to], index) => row(index + 2, from, to));
    const plan = planImport(rows, standing, site);
    expect(plan.added).toHaveLength(6000);
    expect(plan.changed).toHaveLength(1000);
    expect(plan.unchanged).toBe(0);
    expect(plan.flattened).toHaveLength(1800);
    expect(plan.writes).toHaveLength(7000);
    expect(plan.refused).toHaveLength(3000);
    const reasons = new Map<string, number>();
    for (const one of plan.refused) {
      const kind = one.from.startsWith("/lp-")
        ? "loop"
        : one.from.startsWith("/js-")
          ? "js"
          : one.from.startsWith("/long-")
            ? "long"
            : "duplicate";
      reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
    }
    expect(Object.fromEntries(reasons)).toEqual({ loop: 1500, duplicate: 500, js: 500, long: 500 });
    expect(plan.added.find((one) => one.from === "/fc-7-0")?.to).toBe("/blog");
    expect(plan.added.find((one) => one.from === "/vers-ancien-3")?.to).toBe("/tarifs");
  });
});

describe("addresses removed on purpose (410) in an import", () => {
  const withGone = new Map<string, NotedRedirect>([
    ...current,
    ["/supprimee", { from: "/supprimee", to: "", status: 410, note: "arrêtée" }],
  ]);

  it("adds a 410 line without a target, and changes a redirect into one", () => {
    const plan = planImport(
      [row(2, "/retiree", "", "410", "offre arrêtée"), row(3, "/a", "", "410"), row(4, "/supprimee", "", "410")],
      withGone,
      site,
    );
    expect(plan.refused).toEqual([]);
    expect(plan.added).toEqual([{ from: "/retiree", to: "", status: 410, note: "offre arrêtée" }]);
    expect(plan.changed).toEqual([
      {
        before: { from: "/a", to: "/tarifs", status: 301, note: "" },
        after: { from: "/a", to: "", status: 410, note: "" },
      },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.writes.map((write) => write.from).sort()).toEqual(["/a", "/retiree"]);
  });

  it("refuses a 410 line with a target, and an empty target without the code 410", () => {
    const plan = planImport([row(2, "/retiree", "/tarifs", "410"), row(3, "/vide", "")], withGone, site);
    expect(plan.refused).toEqual([
      { line: 2, from: "/retiree", to: "/tarifs", reasons: [REDIRECT_MESSAGES.goneTarget] },
      { line: 3, from: "/vide", to: "", reasons: [REDIRECT_MESSAGES.toShape] },
    ]);
    expect(plan.writes).toEqual([]);
  });

  it("refuses a line leading to a removed address (the list's or the file's, over any hops), like a 404", () => {
    const plan = planImport(
      [
        row(2, "/vers-supprimee", "/supprimee"),
        row(3, "/nouvelle-410", "", "410"),
        row(4, "/vers-nouvelle", "/nouvelle-410?x=1"),
        row(5, "/etape", "/supprimee"),
        row(6, "/par-etape", "/b"),
        row(7, "/b", "/nouvelle-410"),
      ],
      withGone,
      site,
    );
    expect(plan.refused).toEqual([
      { line: 2, from: "/vers-supprimee", to: "/supprimee", reasons: [REDIRECT_MESSAGES.gone("/supprimee")] },
      { line: 4, from: "/vers-nouvelle", to: "/nouvelle-410?x=1", reasons: [REDIRECT_MESSAGES.gone("/nouvelle-410")] },
      { line: 5, from: "/etape", to: "/supprimee", reasons: [REDIRECT_MESSAGES.gone("/supprimee")] },
      { line: 6, from: "/par-etape", to: "/b", reasons: [REDIRECT_MESSAGES.gone("/nouvelle-410")] },
      { line: 7, from: "/b", to: "/nouvelle-410", reasons: [REDIRECT_MESSAGES.gone("/nouvelle-410")] },
    ]);
    expect(plan.added).toEqual([{ from: "/nouvelle-410", to: "", status: 410, note: "" }]);
    expect(plan.flattened).toEqual([]);
  });

  it("follows a redirect the file turns a removed address back into, and points nothing at a new 410", () => {
    // /supprimee becomes a redirect to /blog again: a line to it goes straight to /blog.
    const back = planImport([row(2, "/supprimee", "/blog", "301"), row(3, "/vers", "/supprimee")], withGone, site);
    expect(back.refused).toEqual([]);
    expect(back.flattened).toEqual([{ line: 3, from: "/vers", to: "/supprimee", final: "/blog" }]);
    // /retiree → 410 while /x (in the list) ends at it: /x is left as it was, never pointed at an empty target.
    const gone = planImport([row(2, "/retiree", "", "410")], withGone, site);
    expect(gone.refused).toEqual([]);
    expect(gone.changed).toEqual([]);
    expect(gone.writes).toEqual([{ from: "/retiree", to: "", status: 410, note: "" }]);
  });
});

describe("a stored list with removed addresses (410)", () => {
  it("treats them as dead ends: nothing pointed at an empty target", () => {
    const stored = new Map<string, NotedRedirect>([
      ["/supprimee", { from: "/supprimee", to: "", status: 410, note: "" }],
      ["/vers", { from: "/vers", to: "/supprimee", status: 301, note: "" }],
      ["/c", { from: "/c", to: "/d", status: 301, note: "" }],
      ["/d", { from: "/d", to: "/tarifs", status: 301, note: "" }],
    ]);
    const { changed, loops } = flattenStoredChains(stored, site);
    expect(loops).toEqual([]);
    expect(changed.map(({ after }) => [after.from, after.to])).toEqual([["/c", "/tarifs"]]);
  });
});

describe("an import with refused lines", () => {
  it("is written only when every line is accepted or the staff member asks for a partial import", () => {
    const clean = planImport([row(2, "/n", "/blog")], current, site);
    const refused = planImport([row(2, "/n", "/absente"), row(3, "/m", "/blog")], current, site);
    expect(importAllowed(clean, { partial: false })).toBe(true);
    expect(importAllowed(refused, { partial: false })).toBe(false);
    expect(importAllowed(refused, { partial: true })).toBe(true);
  });

  it("says how many lines are refused, singular and plural", () => {
    expect(IMPORT_MESSAGES.partialNeeded(1)).toBe(
      "1 ligne est refusée\u00a0: corrigez le fichier, ou cochez «\u00a0Importer sans les lignes refusées\u00a0».",
    );
    expect(IMPORT_MESSAGES.partialNeeded(3)).toBe(
      "3 lignes sont refusées\u00a0: corrigez le fichier, ou cochez «\u00a0Importer sans les lignes refusées\u00a0».",
    );
  });
});

describe("a stored list's chains flattened", () => {
  const noted = (from: string, to: string, note = ""): [string, NotedRedirect] => [
    from,
    { from, to, status: 301, note },
  ];

  it("points every redirect at the final target, any hops, the code's redirects included, a last hop's query kept", () => {
    const stored = new Map([
      noted("/a", "/b", "presse"),
      noted("/b", "/c"),
      noted("/c", "/d"),
      noted("/d", "/tarifs"),
      noted("/q", "/r?x=1"),
      noted("/r", "/tarifs?offre=pro"),
      noted("/f", "/faq"),
      noted("/e", "/e2"),
      noted("/e2", "https://partenaire.fr/page"),
      noted("/seule", "/blog"),
    ]);
    const { changed, loops } = flattenStoredChains(stored, {
      ...site,
      builtRedirects: { "/faq": "/ressources/faq" },
    });
    expect(changed.map(({ before, after }) => [before.from, before.to, after.to])).toEqual([
      ["/a", "/b", "/tarifs"],
      ["/b", "/c", "/tarifs"],
      ["/c", "/d", "/tarifs"],
      ["/q", "/r?x=1", "/tarifs?offre=pro"],
      ["/f", "/faq", "/ressources/faq"],
      ["/e", "/e2", "https://partenaire.fr/page"],
    ]);
    expect(changed[0]?.after).toEqual({ from: "/a", to: "/tarifs", status: 301, note: "presse" });
    expect(loops).toEqual([]);
  });

  it("leaves a loop's members as they are and lists them", () => {
    const stored = new Map([
      noted("/a", "/b"),
      noted("/b", "/c"),
      noted("/c", "/a"),
      noted("/vers", "/a"),
      noted("/d", "/e"),
      noted("/e", "/tarifs"),
    ]);
    const { changed, loops } = flattenStoredChains(stored, site);
    expect(loops).toEqual(["/a", "/b", "/c"]);
    expect(changed.map(({ after }) => [after.from, after.to])).toEqual([["/d", "/tarifs"]]);
  });
});
