import "server-only";
import type { Store } from "../submissions/submission-store.ts";
import { openPostgresStore } from "./postgres-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

export type * from "../submissions/submission-store.ts";
export { SUBMISSION_TYPES } from "../submissions/submission-store.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file in DATA_DIR. Migrates at opening. */
export async function openStore(options: { dataDir: string; databaseUrl: string | undefined }): Promise<Store> {
  return options.databaseUrl ? openPostgresStore(options.databaseUrl) : openSqliteStore(options.dataDir);
}
