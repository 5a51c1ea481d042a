import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { LOCK_STALE_MS } from "../../config/content-lock.ts";
import type { Db } from "../store/db.ts";
import { claimLock, heldByOther } from "./content-locks.ts";

const T0 = Date.UTC(2026, 10, 27, 9);

describe.each(["sqlite", "postgres"] as const)("who is editing a content item, on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("is the first to open it; the second is told who and since when; renewals keep it; a take-over moves it", async () => {
    expect(await claimLock(db, "faq", "questions", "anne", T0)).toEqual({ held: true, since: T0 });
    expect(await claimLock(db, "faq", "questions", "bruno", T0 + 1000)).toEqual({
      held: false,
      holder: "anne",
      since: T0,
    });
    // Anne's page renews (her autosave among them): still hers, from the start.
    expect(await claimLock(db, "faq", "questions", "anne", T0 + LOCK_STALE_MS - 1)).toEqual({ held: true, since: T0 });
    expect(await heldByOther(db, "faq", "questions", "bruno", T0 + LOCK_STALE_MS)).toEqual({
      holder: "anne",
      since: T0,
    });
    expect(await heldByOther(db, "faq", "questions", "anne", T0 + LOCK_STALE_MS)).toBeUndefined();
    // « Prendre la main »: Bruno holds it; Anne's next renewal hears it.
    expect(await claimLock(db, "faq", "questions", "bruno", T0 + LOCK_STALE_MS, true)).toEqual({
      held: true,
      since: T0 + LOCK_STALE_MS,
    });
    expect(await claimLock(db, "faq", "questions", "anne", T0 + LOCK_STALE_MS + 1)).toEqual({
      held: false,
      holder: "bruno",
      since: T0 + LOCK_STALE_MS,
    });
    // Another item is another lock.
    expect(await claimLock(db, "faq", "questions", "bruno", T0 + LOCK_STALE_MS + 2)).toMatchObject({ held: true });
    expect(await claimLock(db, "formules", "crmpro", "anne", T0)).toMatchObject({ held: true });
  });

  it("is free again when its holder's page stopped renewing it (a tab closed)", async () => {
    await claimLock(db, "faq", "questions", "anne", T0);
    expect(await claimLock(db, "faq", "questions", "bruno", T0 + LOCK_STALE_MS)).toEqual({
      held: true,
      since: T0 + LOCK_STALE_MS,
    });
  });

  it("goes to one of two people opening it at the same moment", async () => {
    const both = await Promise.all(["anne", "bruno"].map((who) => claimLock(db, "faq", "questions", who, T0)));
    expect(both.filter((lock) => lock.held)).toHaveLength(1);
  });
});
