import { createSqlStore } from "./sql-store.ts";
import { openSqliteDb } from "./sqlite-db.ts";
import type { Store } from "./store.ts";

export function openSqliteStore(dataDir: string): Promise<Store> {
  return createSqlStore(openSqliteDb(dataDir));
}
