import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { Db } from "./db.ts";

/**
 * SQLite in DATA_DIR/site.db. WAL with synchronous FULL: a committed transaction survives a
 * crash or power loss. One queue keeps a transaction's statements from interleaving with the
 * statements of other calls on the connection. Opened once per process, on the store's thread
 * (see sqlite-store.ts).
 */
export function openSqliteDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, "site.db"));
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  const statements = new Map<string, StatementSync>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  function prepare(sql: string): StatementSync {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  }

  const direct: Db = {
    dialect: "sqlite",
    async all<T>(sql: string, params: readonly unknown[] = []) {
      return prepare(sql).all(...(params as SQLInputValue[])) as T[];
    },
    async run(sql: string, params: readonly unknown[] = []) {
      return Number(prepare(sql).run(...(params as SQLInputValue[])).changes);
    },
    transaction: () => Promise.reject(new Error("nested transaction")),
    async lockKeys() {},
    async close() {},
  };

  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new Error("store closed"));
    const result = queue.then(fn);
    queue = result.catch(() => undefined);
    return result;
  }

  return {
    dialect: "sqlite",
    all: (sql, params) => exclusive(() => direct.all(sql, params)),
    run: (sql, params) => exclusive(() => direct.run(sql, params)),
    transaction: (fn) =>
      exclusive(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await fn(direct);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec("ROLLBACK");
          throw error;
        }
      }),
    async lockKeys() {},
    async close() {
      if (closed) return;
      await exclusive(async () => {
        closed = true;
        statements.clear();
        if (db.isOpen) db.close();
      });
    },
  };
}
