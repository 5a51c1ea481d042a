import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { DEFAULT_CONTENT } from "../../catalog/content/kinds.ts";
import { blogVersion } from "../articles/blog-version.ts";
import { contentVersion } from "../pages/content-version.ts";
import type { Db } from "../store/db.ts";
import {
  changedContentPages,
  contentItem,
  publishedContent,
  sendBackContent,
  writeContentItem,
} from "./content-store.ts";
import { CONTENT_VERSIONS_KEPT, contentVersionById, contentVersions } from "./content-versions.ts";

const T0 = Date.UTC(2026, 10, 27, 9);
const MINUTE = 60_000;
const cheaper = DEFAULT_CONTENT.plans.facturepro.map((plan) =>
  plan.title === "Pro" ? { ...plan, price: 7.49 } : plan,
);

describe.each(["sqlite", "postgres"] as const)("the content desk's items on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("are the catalog on a fresh store: nothing changed, the blog's version", async () => {
    expect(await publishedContent(db, T0)).toEqual(DEFAULT_CONTENT);
    expect(await changedContentPages(db, T0)).toEqual({});
    expect(await contentVersion(db, T0)).toBe(await blogVersion(db, T0));
    expect((await contentItem(db, "formules", "facturepro", T0)).original).toBe(true);
  });

  it("keep a draft away from visitors; a publication changes the pages, the version, then back to the origin", async () => {
    const empty = await contentVersion(db, T0);
    expect(
      await writeContentItem(db, "formules", "facturepro", { action: "draft", value: cheaper }, "staff-1", 0, T0),
    ).toEqual({ ok: true, revision: 1 });
    expect(await contentVersion(db, T0)).toBe(empty);
    expect((await publishedContent(db, T0)).plans.facturepro).toEqual(DEFAULT_CONTENT.plans.facturepro);
    const state = await contentItem(db, "formules", "facturepro", T0);
    expect(state.draft).toEqual({ value: cheaper, at: T0, by: "staff-1" });

    await writeContentItem(
      db,
      "formules",
      "facturepro",
      { action: "publish", value: cheaper },
      "staff-1",
      1,
      T0 + MINUTE,
    );
    expect((await publishedContent(db, T0 + MINUTE)).plans.facturepro).toEqual(cheaper);
    expect(await changedContentPages(db, T0 + MINUTE)).toEqual({
      "/tarifs": T0 + MINUTE,
      "/tarifs/facturepro": T0 + MINUTE,
    });
    const published = await contentVersion(db, T0 + MINUTE);
    expect(published).not.toBe(empty);
    expect((await contentItem(db, "formules", "facturepro", T0 + MINUTE)).draft).toBeUndefined();

    // The catalog's own value published again: the pages as built, the first version again.
    await writeContentItem(
      db,
      "formules",
      "facturepro",
      { action: "publish", value: DEFAULT_CONTENT.plans.facturepro },
      "staff-2",
      2,
      T0 + 2 * MINUTE,
    );
    expect(await changedContentPages(db, T0 + 2 * MINUTE)).toEqual({});
    expect(await contentVersion(db, T0 + 2 * MINUTE)).toBe(empty);
    expect((await contentItem(db, "formules", "facturepro", T0 + 2 * MINUTE)).original).toBe(true);
  });

  it("publish a scheduled value at its moment, with nobody there", async () => {
    const at = T0 + 10 * MINUTE;
    await writeContentItem(db, "formules", "facturepro", { action: "schedule", value: cheaper, at }, "staff-1", 0, T0);
    expect((await publishedContent(db, at - 1)).plans.facturepro).toEqual(DEFAULT_CONTENT.plans.facturepro);
    const before = await contentVersion(db, at - 1);
    expect((await publishedContent(db, at)).plans.facturepro).toEqual(cheaper);
    expect(await contentVersion(db, at)).not.toBe(before);
    expect(await changedContentPages(db, at)).toEqual({ "/tarifs": at, "/tarifs/facturepro": at });
    // A later write folds the passed schedule into the published value.
    await writeContentItem(
      db,
      "formules",
      "facturepro",
      { action: "draft", value: DEFAULT_CONTENT.plans.facturepro },
      "staff-1",
      1,
      at + 1,
    );
    expect((await publishedContent(db, at + 1)).plans.facturepro).toEqual(cheaper);
  });

  it("refuse a write from an out-of-date form, and let one of two writers of the same revision through", async () => {
    await writeContentItem(db, "faq", "questions", { action: "draft", value: DEFAULT_CONTENT.faq }, "staff-1", 0, T0);
    const stale = await writeContentItem(
      db,
      "faq",
      "questions",
      { action: "publish", value: DEFAULT_CONTENT.faq },
      "staff-2",
      0,
      T0,
    );
    expect(stale.ok).toBe(false);
    const both = await Promise.all(
      ["staff-1", "staff-2"].map((by) =>
        writeContentItem(
          db,
          "formules",
          "crmpro",
          { action: "publish", value: DEFAULT_CONTENT.plans.crmpro.slice(0, 2) },
          by,
          0,
          T0,
        ),
      ),
    );
    expect(both.filter((change) => change.ok)).toHaveLength(1);
  });
});

describe.each(["sqlite", "postgres"] as const)("the content desk's history on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("keeps every draft and publication, newest first, the newest CONTENT_VERSIONS_KEPT only", async () => {
    await writeContentItem(db, "formules", "facturepro", { action: "draft", value: cheaper }, "staff-1", 0, T0);
    await writeContentItem(
      db,
      "formules",
      "facturepro",
      { action: "publish", value: cheaper },
      "staff-2",
      1,
      T0 + MINUTE,
    );
    await writeContentItem(db, "formules", "facturepro", { action: "discard" }, "staff-2", 2, T0 + 2 * MINUTE);
    const versions = await contentVersions(db, "formules", "facturepro");
    expect(versions.map((version) => [version.action, version.by, version.at])).toEqual([
      ["publish", "staff-2", T0 + MINUTE],
      ["draft", "staff-1", T0],
    ]);
    expect(versions[0]?.value).toEqual(cheaper);
    expect(await contentVersionById(db, "formules", "facturepro", versions[1]?.id ?? "")).toEqual(versions[1]);
    expect(await contentVersions(db, "formules", "crmpro")).toEqual([]);

    for (let n = 0; n < CONTENT_VERSIONS_KEPT + 5; n++)
      await writeContentItem(
        db,
        "faq",
        "questions",
        { action: "draft", value: DEFAULT_CONTENT.faq },
        "staff-1",
        n,
        T0 + n,
      );
    const kept = await contentVersions(db, "faq", "questions", 1000);
    expect(kept).toHaveLength(CONTENT_VERSIONS_KEPT);
    expect(kept.at(-1)?.at).toBe(T0 + 5);
  });
});

describe.each(["sqlite", "postgres"] as const)("the content desk's reviews on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("asks for a review with the draft, sends it back with a comment once, and a publication ends it", async () => {
    await writeContentItem(db, "formules", "facturepro", { action: "review", value: cheaper }, "redac-1", 0, T0);
    let state = await contentItem(db, "formules", "facturepro", T0);
    expect(state.review).toEqual({ at: T0, by: "redac-1" });
    expect(state.draft?.value).toEqual(cheaper);
    expect(await sendBackContent(db, "formules", "facturepro", "Le prix annuel ?", "admin-1", 0, T0 + 1)).toBe(false);
    expect(await sendBackContent(db, "formules", "facturepro", "Vérifiez le prix annuel.", "admin-1", 1, T0 + 1)).toBe(
      true,
    );
    state = await contentItem(db, "formules", "facturepro", T0 + 1);
    expect(state.review).toBeUndefined();
    expect(state.sentBack).toEqual({ at: T0 + 1, by: "admin-1", note: "Vérifiez le prix annuel." });
    expect(state.draft?.value).toEqual(cheaper);
    // Sent back once: no review left to send back.
    expect(await sendBackContent(db, "formules", "facturepro", "Encore ?", "admin-1", 2, T0 + 2)).toBe(false);
    await writeContentItem(db, "formules", "facturepro", { action: "review", value: cheaper }, "redac-1", 2, T0 + 3);
    expect((await contentItem(db, "formules", "facturepro", T0 + 3)).sentBack).toBeUndefined();
    await writeContentItem(db, "formules", "facturepro", { action: "publish", value: cheaper }, "admin-1", 3, T0 + 4);
    state = await contentItem(db, "formules", "facturepro", T0 + 4);
    expect(state.review).toBeUndefined();
    expect(state.published.value).toEqual(cheaper);
  });
});
