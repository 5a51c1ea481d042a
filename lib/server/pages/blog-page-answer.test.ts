import { beforeEach, describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { sampleArticle } from "../../../tests/support/sample-article.ts";
import { DEFAULT_CONTENT } from "../../catalog/content/kinds.ts";
import { createArticle, saveArticle, setPublication } from "../articles/articles-store.ts";
import { blogVersion } from "../articles/blog-version.ts";
import { writeContentItem } from "../content/content-store.ts";
import type { Db } from "../store/db.ts";
import {
  blogPageAnswer,
  forgetRenderedPages,
  type Render,
  SEARCH_RENDERS_AT_ONCE,
  SEARCHES_KEPT,
  SearchesBusy,
} from "./blog-page-answer.ts";
import { contentVersion } from "./content-version.ts";

const T0 = Date.UTC(2026, 10, 2, 9);
const MINUTE = 60_000;
const content = sampleArticle;

/** A page with one of Next's async chunks and an inline script, as the rendering route answers. */
const PAGE = (text: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>${text}</p><script>self.x=1</script></body></html>`;

describe.each(["sqlite", "postgres"] as const)("the public blog from the store on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  beforeEach(forgetRenderedPages);

  const renders: string[] = [];
  const render: Render = async (pathname, query) => {
    renders.push(`${pathname}?${query}`);
    return { status: 200, body: PAGE(`${pathname} ${query}`) };
  };

  async function published(slug = "preparer-sa-declaration-de-tva", at = T0) {
    const created = await createArticle(db, content({ slug }), "staff-1", at);
    if (!created.ok) throw new Error("not created");
    const out = await setPublication(db, created.article.id, 1, { publish: "now" }, "staff-1", at);
    if (!out.ok) throw new Error("not published");
    return out.article;
  }

  it("has a version that changes with what visitors see, not with a draft", async () => {
    const empty = await blogVersion(db, T0);
    const article = await published();
    const one = await blogVersion(db, T0);
    expect(one).not.toBe(empty);
    await createArticle(db, content({ slug: "un-brouillon" }), "staff-1", T0);
    expect(await blogVersion(db, T0)).toBe(one);
    const saved = await saveArticle(
      db,
      article.id,
      article.version,
      content({ title: "Déclarer sa TVA sans stress" }),
      "staff-1",
      T0 + MINUTE,
    );
    expect(saved.ok).toBe(true);
    const two = await blogVersion(db, T0 + MINUTE);
    expect(two).not.toBe(one);
    await setPublication(db, article.id, article.version + 1, { unpublish: true }, "staff-1", T0 + 2 * MINUTE);
    expect(await blogVersion(db, T0 + 2 * MINUTE)).toBe(empty);
  });

  it("changes when a scheduled article's moment passes, with nobody doing anything", async () => {
    const created = await createArticle(db, content(), "staff-1", T0);
    if (!created.ok) throw new Error("not created");
    await setPublication(db, created.article.id, 1, { scheduleAt: T0 + 10 * MINUTE }, "staff-1", T0);
    const before = await blogVersion(db, T0 + 10 * MINUTE - 1);
    expect(await blogVersion(db, T0)).toBe(before);
    expect(await blogVersion(db, T0 + 10 * MINUTE)).not.toBe(before);
    expect(await blogPageAnswer(db, "/blog/preparer-sa-declaration-de-tva", "", render, T0 + 10 * MINUTE - 1)).toEqual({
      version: before,
      status: 404,
    });
    expect(
      (await blogPageAnswer(db, "/blog/preparer-sa-declaration-de-tva", "", render, T0 + 10 * MINUTE))?.status,
    ).toBe(200);
  });

  it("renders a page once per version, keeps it for every instance, with its framework on demand and their hashes", async () => {
    renders.length = 0;
    await published();
    const path = "/blog/preparer-sa-declaration-de-tva";
    const first = await blogPageAnswer(db, path, "", render, T0);
    if (first?.status !== 200) throw new Error("no page");
    expect(first.body).not.toContain('async=""');
    expect(first.body).toContain("/_next/static/chunks/");
    expect(first.scriptHashes).toHaveLength(2); // the page's own inline script and the loader on demand
    for (const hash of first.scriptHashes) expect(hash).toMatch(/^'sha256-[\w+/=]+'$/);
    // The same instance answers from what it rendered; another one (the same store) from the snapshot.
    expect(await blogPageAnswer(db, path, "", render, T0 + 1)).toBe(first);
    forgetRenderedPages();
    expect(await blogPageAnswer(db, path, "", render, T0 + 1)).toEqual(first);
    expect(renders).toEqual([`${path}?`]);
    // A new version: rendered again, the snapshot replaced.
    await published("un-autre-article", T0 + MINUTE);
    const second = await blogPageAnswer(db, path, "", render, T0 + MINUTE);
    expect(second?.status === 200 && second.version).not.toBe(first.version);
    expect(renders).toHaveLength(2);
    const [{ n }] = (await db.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM page_snapshots")) as [
      { n: number },
    ];
    expect(Number(n)).toBe(1);
  });

  it("renders a page the content desk changed once for 300 visitors arriving together at its publication", async () => {
    renders.length = 0;
    const plans = DEFAULT_CONTENT.plans.facturepro.map((plan) => ({
      ...plan,
      price: plan.price === 6.9 ? 7.49 : plan.price,
    }));
    await writeContentItem(db, "formules", "facturepro", { action: "publish", value: plans }, "staff-1", 0, T0);
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => blogPageAnswer(db, "/tarifs/facturepro", "", render, T0 + 1)),
    );
    expect(renders).toEqual(["/tarifs/facturepro?"]);
    expect(new Set(answers.map((answer) => answer?.version)).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, version: await contentVersion(db, T0 + 1) });
    // Its version is no longer the blog's alone: an article's publication and this one both count.
    expect(answers[0]?.version).not.toBe(await blogVersion(db, T0 + 1));
  });

  it("renders once for a visitor whose store read missed the snapshot just before it was written", async () => {
    renders.length = 0;
    await published();
    const path = "/blog/preparer-sa-declaration-de-tva";
    // The late visitor's read of the snapshots answers only after the first visitor's page is done.
    let firstDone: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      firstDone = resolve;
    });
    let reads = 0;
    const lateRead: Db = {
      ...db,
      all: async <T>(sql: string, params?: readonly unknown[]) => {
        const rows = await db.all<T>(sql, params);
        if (sql.includes("FROM page_snapshots") && ++reads === 1) await done;
        return rows;
      },
    };
    const late = blogPageAnswer(lateRead, path, "", render, T0);
    await expect.poll(() => reads).toBe(1);
    const first = await blogPageAnswer(db, path, "", render, T0);
    firstDone();
    expect(await late).toEqual(first);
    expect(renders).toEqual([`${path}?`]);
  });

  it("answers a search without keeping it in the store, a moved article with its new address and a missing one with nothing", async () => {
    renders.length = 0;
    const article = await published();
    const search = await blogPageAnswer(db, "/blog", "  échéance ", render, T0);
    expect(search?.status).toBe(200);
    // The same words again: answered from this process's latest searches, not rendered again.
    expect(await blogPageAnswer(db, "/blog", "échéance", render, T0)).toBe(search);
    await blogPageAnswer(db, "/blog", "Échéance", render, T0);
    expect(renders).toEqual(["/blog?échéance", "/blog?Échéance"]);
    expect(await db.all("SELECT path FROM page_snapshots")).toEqual([]);
    await saveArticle(db, article.id, article.version, content({ slug: "declarer-sa-tva" }), "staff-1", T0 + MINUTE);
    expect(await blogPageAnswer(db, "/blog/preparer-sa-declaration-de-tva", "", render, T0 + MINUTE)).toEqual({
      version: await blogVersion(db, T0 + MINUTE),
      status: 301,
      location: "/blog/declarer-sa-tva",
    });
    expect(await blogPageAnswer(db, "/blog/inconnu", "", render, T0)).toEqual({
      version: await blogVersion(db, T0),
      status: 404,
    });
    expect(await blogPageAnswer(db, "/contact", "", render, T0)).toBeUndefined();
    const feed = await blogPageAnswer(db, "/rss.xml", "", async () => ({ status: 200, body: "<rss/>" }), T0 + MINUTE);
    expect(feed).toMatchObject({ status: 200, body: "<rss/>", scriptHashes: [] });
  });

  it("renders a few searches at once and refuses more, keeps the latest ones, and renders again for a new version", async () => {
    await published();
    const waiting: (() => void)[] = [];
    const slow: Render = (pathname, query) =>
      new Promise((resolve) => {
        renders.push(`${pathname}?${query}`);
        waiting.push(() => resolve({ status: 200, body: PAGE(query) }));
      });
    renders.length = 0;
    const underWay = Array.from({ length: SEARCH_RENDERS_AT_ONCE }, (_, i) =>
      blogPageAnswer(db, "/blog", `mot${i}`, slow, T0),
    );
    await expect.poll(() => waiting.length).toBe(SEARCH_RENDERS_AT_ONCE);
    await expect(blogPageAnswer(db, "/blog", "encore un mot", slow, T0)).rejects.toBeInstanceOf(SearchesBusy);
    // One already under way is shared, not refused.
    const shared = blogPageAnswer(db, "/blog", "mot0", slow, T0);
    for (const done of waiting) done();
    expect(await shared).toBe(await underWay[0]);
    await Promise.all(underWay);
    expect(await blogPageAnswer(db, "/blog", "encore un mot", render, T0)).toMatchObject({ status: 200 });
    // The oldest searches go first once more are kept.
    for (let i = 0; i < SEARCHES_KEPT; i++) await blogPageAnswer(db, "/blog", `autre${i}`, render, T0);
    renders.length = 0;
    await blogPageAnswer(db, "/blog", `autre${SEARCHES_KEPT - 1}`, render, T0);
    await blogPageAnswer(db, "/blog", "mot0", render, T0);
    expect(renders).toEqual(["/blog?mot0"]);
    // A publication: the same words render the new list.
    await published("un-autre-article", T0 + MINUTE);
    await blogPageAnswer(db, "/blog", `autre${SEARCHES_KEPT - 1}`, render, T0 + MINUTE);
    expect(renders).toEqual(["/blog?mot0", `/blog?autre${SEARCHES_KEPT - 1}`]);
  });

  it("refuses to keep a page its rendering could not make", async () => {
    await published();
    await expect(blogPageAnswer(db, "/blog", "", async () => ({ status: 500, body: "" }), T0)).rejects.toThrow(
      "answered 500",
    );
    expect(await db.all("SELECT path FROM page_snapshots")).toEqual([]);
  });
});
