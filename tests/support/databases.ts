import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { migrate } from "../../lib/server/schema/migrations.ts";
import type { Db } from "../../lib/server/store/db.ts";
import { openPostgresDb } from "../../lib/server/store/postgres-db.ts";
import { openSqliteDb } from "../../lib/server/store/sqlite-db.ts";

/** The PostgreSQL of these machines (trust auth); TEST_DATABASE_URL overrides it. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";

/** Where a test's data lives: a fresh SQLite folder, or a fresh PostgreSQL schema dropped afterwards. */
export interface TestDatabase {
  kind: "sqlite" | "postgres";
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh schema in the PostgreSQL at `baseUrl`: the URL that selects it (`search_path` in
 * `options`), and its drop. Rejects when the server cannot be reached within 3 s.
 */
export async function createPostgresSchema(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query(sql);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  await query(`CREATE SCHEMA ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "sqlite") {
    return { kind, dataDir, databaseUrl: undefined, drop: async () => removeDir() };
  }
  const schema = await createPostgresSchema(TEST_POSTGRES_URL, "test");
  return {
    kind,
    dataDir,
    databaseUrl: schema.url,
    async drop() {
      await schema.drop();
      removeDir();
    },
  };
}

/** Runs SQL on a test database beside its store (tests that break a database on purpose). */
export async function executeSql(database: TestDatabase, sql: string): Promise<void> {
  if (!database.databaseUrl) {
    const db = new DatabaseSync(join(database.dataDir, "site.db"));
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: database.databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** SQL that makes every later write to the store fail, as on a read-only database. */
export function refuseWritesSql(kind: "sqlite" | "postgres"): string {
  return kind === "sqlite"
    ? "CREATE TRIGGER refuse_writes BEFORE INSERT ON limit_events BEGIN SELECT RAISE(ABORT, 'writes refused'); END;"
    : `CREATE FUNCTION refuse_writes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'writes refused'; END $$;
       CREATE TRIGGER refuse_writes BEFORE INSERT ON limit_events FOR EACH ROW EXECUTE FUNCTION refuse_writes();`;
}

/** A migrated `Db` on a test database (its own connection, closed by the caller). */
export async function openMigratedDb(database: TestDatabase): Promise<Db> {
  const db = database.databaseUrl ? openPostgresDb(database.databaseUrl) : openSqliteDb(database.dataDir);
  await migrate(db);
  return db;
}
