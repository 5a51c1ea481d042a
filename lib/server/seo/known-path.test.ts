import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../store/db.ts";
import { knownPaths } from "./known-path.ts";
import { importRedirects } from "./redirects-store.ts";

describe.each(["sqlite", "postgres"] as const)("the paths the 404 log leaves out, on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = await openMigratedDb(database);
    const saved = ["/ancienne-offre", "/autre-offre"].map((from) => ({
      from,
      to: "/tarifs",
      status: 301 as const,
      note: "",
    }));
    await importRedirects(db, () => saved, "test", Date.now());
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  it("are the redirects saved among those reported and the files of public/", async () => {
    const known = await knownPaths(db, ["/ancienne-offre", "/page-perdue", "/favicon.svg"]);
    expect(known("/ancienne-offre")).toBe(true);
    expect(known("/favicon.svg")).toBe(true);
    expect(known("/page-perdue")).toBe(false);
    expect(known("/../package.json")).toBe(false);
    // Only the reported paths are looked up among the redirects.
    expect(known("/autre-offre")).toBe(false);
  });

  it("needs no query for a report without unknown paths", async () => {
    const known = await knownPaths(db, []);
    expect(known("/ancienne-offre")).toBe(false);
  });
});
