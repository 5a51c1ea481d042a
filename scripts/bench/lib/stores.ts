/**
 * The two stores the server benchmarks run against: the embedded SQLite in a fresh folder,
 * and PostgreSQL (BENCH_DATABASE_URL, default the local test database) in a fresh schema
 * selected by `search_path` in the URL, dropped afterwards.
 */
import { rmSync } from "node:fs";
import { createPostgresSchema } from "../../../tests/support/databases.ts";
import { tempDataDir } from "./next-server.ts";

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
  let schema: Awaited<ReturnType<typeof createPostgresSchema>>;
  try {
    schema = await createPostgresSchema(BENCH_POSTGRES_URL, "bench");
  } catch (error) {
    console.warn(`PostgreSQL unavailable at ${BENCH_POSTGRES_URL} (${(error as Error).message}): skipped`);
    return undefined;
  }
  const dataDir = tempDataDir("postgres");
  return {
    kind: "postgres",
    env: { DATA_DIR: dataDir, DATABASE_URL: schema.url },
    dataDir,
    databaseUrl: schema.url,
    async drop() {
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
