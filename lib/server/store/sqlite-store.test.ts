import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactSubmission } from "../../../tests/support/submissions.ts";
import { openSqliteStore } from "./sqlite-store.ts";

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
    const store = await openSqliteStore(join(dir, "data"));
    await store.ping();
    await store.close();
  });

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
