import { afterEach, beforeEach } from "vitest";
import type { Db } from "../../lib/server/store/db.ts";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "./databases.ts";

/**
 * Inside a `describe` of a store's unit tests: a fresh, migrated database of `kind` for each test
 * (a new SQLite folder or PostgreSQL schema), handed to `use` before the test, closed and dropped
 * after it. Vitest only (tests/e2e import test-databases.ts, not this).
 */
export function freshDatabaseEachTest(
  kind: "sqlite" | "postgres",
  use: (opened: { database: TestDatabase; db: Db }) => void,
): void {
  let opened: { database: TestDatabase; db: Db } | undefined;
  beforeEach(async () => {
    const database = await createTestDatabase(kind);
    opened = { database, db: await openMigratedDb(database) };
    use(opened);
  });
  afterEach(async () => {
    await opened?.db.close();
    await opened?.database.drop();
    opened = undefined;
  });
}
