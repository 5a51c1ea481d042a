import pg from "pg";
import type { Db } from "./db.ts";

const INT8_OID = 20;

/** Turns the `?` placeholders of the shared SQL into PostgreSQL's `$1, $2…`. */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function on(client: pg.Pool | pg.PoolClient, dialectDb: Omit<Db, "all" | "run">): Db {
  return {
    ...dialectDb,
    async all<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(numberPlaceholders(sql), params as unknown[]);
      return result.rows as T[];
    },
    async run(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(numberPlaceholders(sql), params as unknown[]);
      return result.rowCount ?? 0;
    },
  };
}

/**
 * PostgreSQL through a pool. The schema comes from the connection string (for example
 * `?options=-c%20search_path%3Dsite`), so several sites or test runs can share a database.
 */
export function openPostgresDb(databaseUrl: string): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // BIGINT columns hold millisecond timestamps and counts: safe as JavaScript numbers.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});

  const base = {
    dialect: "postgres" as const,
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const tx = on(client, {
          dialect: "postgres",
          transaction: () => Promise.reject(new Error("nested transaction")),
          async lockKeys(keys) {
            // Sorted, so that two transactions wanting the same keys cannot deadlock; one round trip
            // (PostgreSQL evaluates the select list from left to right).
            const sorted = [...new Set(keys)].sort();
            if (sorted.length === 0) return;
            const calls = sorted.map((_, i) => `pg_advisory_xact_lock(hashtextextended($${i + 1}, 0))`);
            await client.query(`SELECT ${calls.join(", ")}`, sorted);
          },
          async close() {},
        });
        const result = await fn(tx);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async lockKeys() {
      throw new Error("lockKeys needs a transaction");
    },
    async close() {
      await pool.end();
    },
  };
  return on(pool, base);
}
