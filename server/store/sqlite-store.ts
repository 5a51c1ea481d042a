import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Store } from "./store.ts";

export function openSqliteStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, "site.db"));
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  return {
    kind: "sqlite",
    async ping() {
      db.prepare("SELECT 1").get();
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
