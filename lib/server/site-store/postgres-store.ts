import { openPostgresDb } from "../store/postgres-db.ts";
import type { Store } from "../submissions/submission-store.ts";
import { createSqlStore } from "./sql-store.ts";

export async function openPostgresStore(databaseUrl: string): Promise<Store> {
  const db = openPostgresDb(databaseUrl);
  try {
    return await createSqlStore(db);
  } catch (error) {
    await db.close();
    throw error;
  }
}
