import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactSubmission } from "../../../tests/support/submissions.ts";
import { openSqliteStore, sqliteThreadId } from "./sqlite-store.ts";

describe("SQLite store thread", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "site-thread-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("fails to open with the thread's own error when the database cannot be created, then opens once it can", async () => {
    const notAFolder = join(dir, "fichier");
    writeFileSync(notAFolder, "");
    await expect(openSqliteStore(join(notAFolder, "data"))).rejects.toThrow(/ENOTDIR|not a directory/);
    const thread = sqliteThreadId();
    const store = await openSqliteStore(join(dir, "data"));
    await store.ping();
    await store.close();
    expect(sqliteThreadId()).toBe(thread);
  });

  it("serves every database of the process from one thread, kept once their stores are closed", async () => {
    const first = await openSqliteStore(join(dir, "a"));
    await first.submit(contactSubmission());
    const thread = sqliteThreadId();
    expect(thread).toEqual(expect.any(Number));
    await first.close();
    const second = await openSqliteStore(join(dir, "b"));
    expect(await second.listSubmissions()).toEqual([]);
    expect(sqliteThreadId()).toBe(thread);
    await second.close();
    const again = await openSqliteStore(join(dir, "a"));
    expect(await again.listSubmissions()).toHaveLength(1);
    await again.close();
    expect(sqliteThreadId()).toBe(thread);
  });

  it("lets a process whose stores are closed end by itself, the thread idle", () => {
    const script = [
      `import { openSqliteStore } from ${JSON.stringify(new URL("./sqlite-store.ts", import.meta.url).href)};`,
      `const store = await openSqliteStore(${JSON.stringify(join(dir, "c"))});`,
      "await store.ping();",
      "await store.close();",
      'console.log("fermé");',
    ].join("\n");
    const file = join(dir, "ouvre-et-ferme.mjs");
    writeFileSync(file, script);
    // The timeout only tells a hang from an end: the process has nothing left to do once closed.
    const ended = spawnSync(process.execPath, [file], { encoding: "utf8", timeout: 60_000 });
    expect(ended.signal, ended.stderr).toBeNull();
    expect(ended.status, ended.stderr).toBe(0);
    expect(ended.stdout.trim()).toBe("fermé");
  }, 90_000);

  it("serves the stores of one file from one thread: closing one leaves the other answering", async () => {
    const [a, b] = await Promise.all([openSqliteStore(dir), openSqliteStore(dir)]);
    await a.submit(contactSubmission());
    await a.close();
    expect(await b.listSubmissions()).toHaveLength(1);
    await expect(a.listSubmissions()).rejects.toThrow("store closed");
    await b.close();
    const again = await openSqliteStore(dir);
    expect(await again.listSubmissions()).toHaveLength(1);
    await again.close();
  });
});
