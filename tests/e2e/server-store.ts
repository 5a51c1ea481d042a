import type { Db } from "../../lib/server/store/db.ts";
import { openMigratedDb } from "../support/databases.ts";

/** A test server's store: its SQLite folder, or its PostgreSQL database. */
export type ServerStore = string | { dataDir: string; databaseUrl: string };

/**
 * Runs `work` on a test server's store, as the server itself or another member's action would,
 * then closes it: how a spec seeds data, or changes it behind a page's back.
 */
export async function inServerStore<T>(store: ServerStore, work: (db: Db) => Promise<T>): Promise<T> {
  const where = typeof store === "string" ? { dataDir: store, databaseUrl: undefined } : store;
  const db = await openMigratedDb({
    kind: where.databaseUrl ? "postgres" : "sqlite",
    ...where,
    drop: async () => {},
  });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
