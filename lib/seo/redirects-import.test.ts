import { describe, expect, it } from "vitest";
import { type NotedRedirect, REDIRECT_MESSAGES, type SiteFacts } from "../config/redirect-rules.ts";
import { IMPORT_MESSAGES, planImport } from "./redirects-import.ts";

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
  it("says what is added, changed, unchanged and refused, and merges (what the file omits stays)", () => {
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
    expect(plan.added).toEqual([{ from: "/nouvelle", to: "/blog", status: 308, note: "campagne" }]);
    expect(plan.changed).toEqual([
      {
        before: { from: "/a", to: "/tarifs", status: 301, note: "" },
        after: { from: "/a", to: "/contact", status: 301, note: "" },
      },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.refused).toEqual([
      { line: 5, from: "/boucle", to: "/boucle", reasons: [REDIRECT_MESSAGES.loopSelf] },
      { line: 6, from: "/chaine", to: "/a", reasons: [REDIRECT_MESSAGES.chain("/a", "/contact")], offer: "/contact" },
      { line: 7, from: "/nouvelle", to: "/tarifs", reasons: [IMPORT_MESSAGES.duplicate(2)] },
      { line: 8, from: "/perdue", to: "http://ailleurs.fr", reasons: [REDIRECT_MESSAGES.toHttps] },
    ]);
    // /b is unchanged and brings no note: nothing to write.
    expect(plan.writes.map((write) => write.from).sort()).toEqual(["/a", "/nouvelle"]);
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
