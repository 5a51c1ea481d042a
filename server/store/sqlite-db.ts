import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { Db } from "./db.ts";

interface Connection {
  db: DatabaseSync;
  statements: Map<string, StatementSync>;
  /** Serialises this process's use of the connection (see openSqliteDb). */
  queue: Promise<unknown>;
  users: number;
}

/**
 * One connection per database file and process. node:sqlite is synchronous: a second
 * connection of the same process waiting for the write lock would block the event loop while
 * the first one waits for it to turn, so every store of a process shares the connection.
 */
const connections = new Map<string, Connection>();

function connect(file: string): Connection {
  let connection = connections.get(file);
  if (!connection) {
    const db = new DatabaseSync(file);
    db.exec(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
    );
    connection = { db, statements: new Map(), queue: Promise.resolve(), users: 0 };
    connections.set(file, connection);
  }
  connection.users++;
  return connection;
}

/**
 * SQLite in DATA_DIR/site.db. WAL with synchronous FULL: a committed transaction survives a
 * crash or power loss. One in-process queue keeps a transaction's statements from interleaving
 * with other requests' statements on the shared connection.
 */
export function openSqliteDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(join(dataDir, "site.db"));
  const connection = connect(file);
  const { db, statements } = connection;
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
    const result = connection.queue.then(fn);
    connection.queue = result.catch(() => undefined);
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
        if (--connection.users > 0) return;
        connections.delete(file);
        statements.clear();
        if (db.isOpen) db.close();
      });
    },
  };
}
