import "server-only";
import { openPostgresStore } from "./postgres-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";
import type { Store } from "./store.ts";

export type * from "./store.ts";
export { SUBMISSION_TYPES } from "./store.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file in DATA_DIR. Migrates at opening. */
export async function openStore(options: { dataDir: string; databaseUrl: string | undefined }): Promise<Store> {
  return options.databaseUrl ? openPostgresStore(options.databaseUrl) : openSqliteStore(options.dataDir);
}
