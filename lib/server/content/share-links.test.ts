import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { DEFAULT_CONTENT } from "../../catalog/content/kinds.ts";
import type { Db } from "../store/db.ts";
import { writeContentItem } from "./content-store.ts";
import { createShareLink, openShareLink, revokeShareLink, shareIdOf, shareLinks, shareToken } from "./share-links.ts";

const T0 = Date.UTC(2026, 10, 27, 9);
const DAY = 86_400_000;
const SECRET = "un-secret-de-test-assez-long-pour-signer";
const draft = DEFAULT_CONTENT.faq.map((group, index) =>
  index === 0 ? { ...group, title: "Général (brouillon)" } : group,
);

describe("a share link's token", () => {
  it("holds only with its own signature", () => {
    const token = shareToken("abcdefghijklmnopqrstuvwx", SECRET);
    expect(shareIdOf(token, SECRET)).toBe("abcdefghijklmnopqrstuvwx");
    expect(shareIdOf(token, "un-autre-secret")).toBeUndefined();
    expect(shareIdOf(token.replace("abc", "abd"), SECRET)).toBeUndefined();
    expect(shareIdOf(`${token.slice(0, -1)}A`, SECRET)).toBeUndefined();
    expect(shareIdOf("n'importe quoi", SECRET)).toBeUndefined();
  });
});

describe.each(["sqlite", "postgres"] as const)("a draft shared by link on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("shows the draft until it expires (7 days at most), counts each visit, says why once not", async () => {
    await writeContentItem(db, "faq", "questions", { action: "draft", value: draft }, "staff-1", 0, T0);
    const link = await createShareLink(db, "faq", "questions", 30, "staff-1", SECRET, T0);
    expect(link.expiresAt).toBe(T0 + 7 * DAY);
    const opened = await openShareLink(db, link.token, SECRET, T0 + DAY);
    expect(opened).toMatchObject({ status: "ok", kind: "faq", item: "questions", value: draft });
    await openShareLink(db, link.token, SECRET, T0 + DAY);
    expect((await shareLinks(db, "faq", "questions", SECRET))[0]?.visits).toBe(2);
    expect(await openShareLink(db, link.token, SECRET, T0 + 7 * DAY)).toEqual({ status: "expired" });
    expect(await openShareLink(db, `${link.token}x`, SECRET, T0 + DAY)).toEqual({ status: "invalid" });
    expect(await openShareLink(db, link.token, "un-autre-secret", T0 + DAY)).toEqual({ status: "invalid" });
  });

  it("is refused once revoked, or once its draft is gone", async () => {
    await writeContentItem(db, "faq", "questions", { action: "draft", value: draft }, "staff-1", 0, T0);
    const revoked = await createShareLink(db, "faq", "questions", 1, "staff-1", SECRET, T0);
    expect(await revokeShareLink(db, "faq", "questions", revoked.id, T0 + 1)).toBe(true);
    expect(await revokeShareLink(db, "faq", "questions", revoked.id, T0 + 2)).toBe(false);
    expect(await openShareLink(db, revoked.token, SECRET, T0 + 3)).toEqual({ status: "revoked" });
    const other = await createShareLink(db, "faq", "questions", 3, "staff-1", SECRET, T0);
    await writeContentItem(db, "faq", "questions", { action: "publish", value: draft }, "staff-1", 1, T0 + 4);
    expect(await openShareLink(db, other.token, SECRET, T0 + 5)).toEqual({ status: "gone" });
  });
});
