import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { checkRedirect, type SiteFacts } from "../../config/redirect-rules.ts";
import type { Db } from "../store/db.ts";
import {
  countRedirectHits,
  deleteRedirect,
  importRedirects,
  listRedirects,
  redirectAt,
  redirectsPage,
  saveRedirect,
  servedRedirects,
} from "./redirects-store.ts";

const site: SiteFacts = {
  origin: "https://www.exemple.fr",
  livePage: (path) => ["/tarifs", "/contact"].includes(path),
  noindexed: () => false,
  builtRedirects: {},
};
const form = (from: string, to: string, note = "") => ({ from, to, status: "301", note, retire: false });

describe.each(["sqlite", "postgres"] as const)("the redirects on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("are added, changed (renamed too) and deleted, checked inside the transaction", async () => {
    expect(await listRedirects(db)).toEqual([]);
    const added = await saveRedirect(
      db,
      undefined,
      (others) => checkRedirect(form("/a", "/tarifs", "presse"), others, site),
      "s1",
      1000,
    );
    expect(added).toMatchObject({ ok: true, flattened: 0 });
    expect(await listRedirects(db)).toEqual([
      { from: "/a", to: "/tarifs", status: 301, note: "presse", hits: 0, lastHitAt: null, updatedAt: 1000 },
    ]);
    const again = await saveRedirect(
      db,
      undefined,
      (others) => checkRedirect(form("/a", "/contact"), others, site),
      "s1",
      2000,
    );
    expect(again).toMatchObject({ ok: false, errors: { from: expect.stringContaining("déjà redirigée") } });
    await saveRedirect(db, "/a", (others) => checkRedirect(form("/b", "/contact"), others, site), "s1", 3000);
    expect(await servedRedirects(db)).toEqual([{ from: "/b", to: "/contact", status: 301 }]);
    expect(await deleteRedirect(db, "/b")).toBe(true);
    expect(await deleteRedirect(db, "/b")).toBe(false);
    expect(await listRedirects(db)).toEqual([]);
  });

  it("points the redirects that ended at a new source to its target", async () => {
    const save = (from: string, to: string) =>
      saveRedirect(db, undefined, (others) => checkRedirect(form(from, to), others, site), "s1", 1000);
    // /old-page answers 404 here, so /x → /old-page is written directly to test the flattening.
    await importRedirects(db, () => [{ from: "/x", to: "/old-page", status: 308, note: "" }], "s1", 500);
    expect(await save("/old-page", "/tarifs")).toMatchObject({ ok: true, flattened: 1 });
    expect(await servedRedirects(db)).toEqual([
      { from: "/old-page", to: "/tarifs", status: 301 },
      { from: "/x", to: "/tarifs", status: 308 },
    ]);
  });

  it("merges an import: hits kept, an empty note keeps the one there, the others stay", async () => {
    await importRedirects(
      db,
      () => [
        { from: "/a", to: "/tarifs", status: 301, note: "campagne" },
        { from: "/b", to: "/tarifs", status: 301, note: "" },
      ],
      "s1",
      1000,
    );
    await countRedirectHits(
      db,
      new Map([
        ["/a", 3],
        ["/absente", 9],
      ]),
      1500,
    );
    const seen = await importRedirects(
      db,
      (current) => {
        expect([...current.keys()]).toEqual(["/a", "/b"]);
        return [{ from: "/a", to: "/contact", status: 308, note: "" }];
      },
      "s2",
      2000,
    );
    expect(seen).toEqual([{ from: "/a", to: "/contact", status: 308, note: "" }]);
    expect(await listRedirects(db)).toEqual([
      { from: "/a", to: "/contact", status: 308, note: "campagne", hits: 3, lastHitAt: 1500, updatedAt: 2000 },
      { from: "/b", to: "/tarifs", status: 301, note: "", hits: 0, lastHitAt: null, updatedAt: 1000 },
    ]);
  });

  it("counts the hits of the redirects that exist, the last hit never going back in time", async () => {
    await importRedirects(db, () => [{ from: "/a", to: "/tarifs", status: 301, note: "" }], "s1", 1000);
    await countRedirectHits(db, new Map([["/a", 2]]), 5000);
    await countRedirectHits(db, new Map([["/a", 1]]), 4000);
    expect(await listRedirects(db)).toMatchObject([{ from: "/a", hits: 3, lastHitAt: 5000 }]);
  });

  it("lists a page at a time, searched in the source (as typed or stored), the target and the note", async () => {
    const saved = [
      { from: "/caf%C3%A9", to: "/tarifs", status: 301 as const, note: "" },
      { from: "/offre-2024", to: "/contact", status: 301 as const, note: "Campagne ÉTÉ" },
      ...Array.from({ length: 5 }, (_, n) => ({ from: `/page-${n}`, to: "/tarifs", status: 308 as const, note: "" })),
    ];
    await importRedirects(db, () => saved, "test", 1000);
    const first = await redirectsPage(db, { pageSize: 3 });
    expect([first.total, first.matching, first.page, first.pageCount]).toEqual([7, 7, 1, 3]);
    expect(first.rows.map((one) => one.from)).toEqual(["/caf%C3%A9", "/offre-2024", "/page-0"]);
    expect((await redirectsPage(db, { pageSize: 3, page: 9 })).rows.map((one) => one.from)).toEqual(["/page-4"]);
    const found = async (search: string) => (await redirectsPage(db, { search })).rows.map((one) => one.from);
    expect(await found("café")).toEqual(["/caf%C3%A9"]);
    expect(await found("été")).toEqual(["/offre-2024"]);
    expect(await found("CONTACT")).toEqual(["/offre-2024"]);
    expect(await found("%")).toEqual(["/caf%C3%A9"]);
    expect(await found("_")).toEqual([]);
    const none = await redirectsPage(db, { search: "introuvable" });
    expect([none.rows, none.matching, none.total, none.pageCount]).toEqual([[], 0, 7, 1]);
    expect(await redirectAt(db, "/page-2")).toMatchObject({ to: "/tarifs", status: 308 });
    expect(await redirectAt(db, "/page-9")).toBeUndefined();
  });
});
