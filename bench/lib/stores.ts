/**
 * The two stores the server benchmarks run against: the embedded SQLite in a fresh folder,
 * and PostgreSQL (BENCH_DATABASE_URL, default the local test database) in a fresh schema
 * selected by `search_path` in the URL, dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { tempDataDir } from "./server-process.ts";

export const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";

export interface BenchStore {
  kind: "sqlite" | "postgres";
  /** Environment for the server and for openStore(). */
  env: Record<string, string>;
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export function sqliteStore(): BenchStore {
  const dataDir = tempDataDir("sqlite");
  return {
    kind: "sqlite",
    env: { DATA_DIR: dataDir },
    dataDir,
    databaseUrl: undefined,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL schema, or undefined (with the reason printed) when the server is unreachable. */
export async function postgresStore(): Promise<BenchStore | undefined> {
  const schema = `bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    console.warn(`PostgreSQL unavailable at ${BENCH_POSTGRES_URL} (${(error as Error).message}): skipped`);
    return undefined;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(BENCH_POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const dataDir = tempDataDir("postgres");
  return {
    kind: "postgres",
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
