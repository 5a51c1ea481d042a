import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openStore } from "../../../lib/server/site-store/index.ts";
import {
  createTestDatabase,
  executeSql,
  refuseWritesSql,
  TEST_POSTGRES_URL,
} from "../../../tests/support/databases.ts";
import { freePort } from "../../free-port.ts";
import { checkStore, postgresTarget } from "./store.ts";

const timeoutMs = 5000;

describe.each(["sqlite", "postgres"] as const)("doctor: the store on %s", (kind) => {
  it("passes a store that opens, migrates and takes a write, leaving nothing behind", async () => {
    const database = await createTestDatabase(kind);
    try {
      const result = await checkStore(database, { timeoutMs });
      expect(result).toMatchObject({ check: "store", status: "ok" });
      expect(result.detail).toMatch(/: reachable, migrated, writable$/);
      const store = await openStore(database);
      expect(await store.listSubmissions()).toEqual([]);
      await store.close();
    } finally {
      await database.drop();
    }
  });

  it("fails a store that refuses writes", async () => {
    const database = await createTestDatabase(kind);
    try {
      await (await openStore(database)).close();
      await executeSql(database, refuseWritesSql(kind));
      const result = await checkStore(database, { timeoutMs });
      expect(result).toMatchObject({ status: "fail", detail: expect.stringContaining("writes refused") });
    } finally {
      await database.drop();
    }
  });
});

describe("doctor: a store out of reach", () => {
  it("fails a DATA_DIR that cannot be created", async () => {
    const dir = mkdtempSync(join(tmpdir(), "doctor-store-"));
    try {
      writeFileSync(join(dir, "file"), "");
      const result = await checkStore({ dataDir: join(dir, "file", "data"), databaseUrl: undefined }, { timeoutMs });
      expect(result).toMatchObject({ status: "fail", fix: expect.stringContaining("DATA_DIR must be a folder") });
      expect(result.detail).toContain("ENOTDIR");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails a PostgreSQL that does not answer, naming it without its password", async () => {
    const url = `postgres://site:pg-s3cret@127.0.0.1:${await freePort()}/site`;
    const result = await checkStore({ dataDir: "unused", databaseUrl: url }, { timeoutMs });
    expect(result.status).toBe("fail");
    expect(result.detail).toMatch(/^PostgreSQL postgres:\/\/127\.0\.0\.1:\d+\/site: .*ECONNREFUSED/);
    expect(JSON.stringify(result)).not.toContain("pg-s3cret");
  });

  it("gives up after the timeout", async () => {
    const result = await checkStore(
      { dataDir: "unused", databaseUrl: TEST_POSTGRES_URL },
      { timeoutMs: 50, open: () => new Promise(() => {}) },
    );
    expect(result).toMatchObject({ status: "fail", detail: expect.stringContaining("did not answer within 0.05 s") });
  });

  it("names a PostgreSQL by host, port and database only", () => {
    expect(postgresTarget("postgres://u:p@db.exemple.fr:5433/site?sslmode=require")).toBe(
      "postgres://db.exemple.fr:5433/site",
    );
  });
});
