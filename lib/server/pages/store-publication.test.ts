import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { DEFAULT_CONTENT } from "../../catalog/content/kinds.ts";
import { writeContentItem } from "../content/content-store.ts";
import { saveHomeTexts } from "../settings/home-texts-setting.ts";
import type { Db } from "../store/db.ts";
import { storePublication } from "./store-publication.ts";

const T0 = Date.UTC(2026, 10, 27, 9);

describe.each(["sqlite", "postgres"] as const)("what the middleware answers from the store, on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("is no page on a fresh store; the home page once its texts are saved; the pages of a publication", async () => {
    const fresh = await storePublication(db, T0);
    expect(fresh.contentPages).toEqual([]);
    await saveHomeTexts(db, { "main-title": "Votre gestion, enfin sereine" }, "staff-1", T0);
    const texts = await storePublication(db, T0);
    expect(texts).toEqual({ version: fresh.version, contentPages: ["/"] });
    const boosters = DEFAULT_CONTENT.boosters.map(({ id, title, description }) => ({
      id,
      title: `${title}\u00a0!`,
      description,
    }));
    await writeContentItem(db, "boosters", "liste", { action: "publish", value: boosters }, "staff-1", 0, T0);
    const published = await storePublication(db, T0);
    expect(published.contentPages.sort()).toEqual(["/", "/boosters"]);
    expect(published.version).not.toBe(fresh.version);
  });
});
