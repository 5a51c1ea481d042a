import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** The PostgreSQL of these machines (trust auth); TEST_DATABASE_URL overrides it. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";

/** Where a test's data lives: a fresh SQLite folder, or a fresh PostgreSQL schema dropped afterwards. */
export interface TestDatabase {
  kind: "sqlite" | "postgres";
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "sqlite") {
    return { kind, dataDir, databaseUrl: undefined, drop: async () => removeDir() };
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      removeDir();
    },
  };
}
