import { openPostgresDb } from "./postgres-db.ts";
import { createSqlStore } from "./sql-store.ts";
import type { Store } from "./store.ts";

export async function openPostgresStore(databaseUrl: string): Promise<Store> {
  const db = openPostgresDb(databaseUrl);
  try {
    return await createSqlStore(db);
  } catch (error) {
    await db.close();
    throw error;
  }
}
