import pg from "pg";
import type { Store } from "./store.ts";

export function openPostgresStore(databaseUrl: string): Store {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return {
    kind: "postgres",
    async ping() {
      await pool.query("SELECT 1");
    },
    async close() {
      await pool.end();
    },
  };
}
