import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import type { Db } from "../store/db.ts";
import { readHomeTexts, saveHomeTexts } from "./home-texts-setting.ts";

describe.each(["sqlite", "postgres"] as const)("the home texts on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("are none until saved, then read back as saved, replaced by the next save", async () => {
    expect(await readHomeTexts(db)).toEqual({});
    await saveHomeTexts(db, { "main-title": "Votre gestion, sereine", "cta-button": "Essayer" }, "staff-1", 1000);
    expect(await readHomeTexts(db)).toEqual({ "main-title": "Votre gestion, sereine", "cta-button": "Essayer" });
    await saveHomeTexts(db, { "cta-button": "Essayer" }, "staff-2", 2000);
    expect(await readHomeTexts(db)).toEqual({ "cta-button": "Essayer" });
  });
});
