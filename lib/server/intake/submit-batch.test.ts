import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactSubmission as contact, T0 } from "../../../tests/support/submissions.ts";
import { migrate } from "../schema/migrations.ts";
import type { Db } from "../store/db.ts";
import { openSqliteDb } from "../store/sqlite-db.ts";
import type { NewSubmission } from "../submissions/submission-store.ts";
import { submitBatch } from "./submit-batch.ts";

// The batch alone, without the group commit's retry of a failed batch: a batch that breaks a
// unique index would fail here instead of being rescued input by input.
describe("submitBatch", () => {
  let dir: string;
  let db: Db;
  const write = (batch: NewSubmission[]) => db.transaction((tx) => submitBatch(tx, batch));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "site-batch-"));
    db = openSqliteDb(dir);
    await migrate(db);
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a retry inside the same batch with the first submission's id", async () => {
    const first = contact({ idempotencyKey: "essai-1" });
    expect(await write([first, { ...first, id: randomUUID() }])).toEqual([
      { kind: "stored", id: first.id },
      { kind: "replayed", id: first.id },
    ]);
  });

  it("stores a newsletter address once inside the same batch", async () => {
    const first = contact({ type: "newsletter", oncePerEmail: true, channels: ["brevo-newsletter"] });
    expect(await write([first, { ...first, id: randomUUID() }])).toEqual([
      { kind: "stored", id: first.id },
      { kind: "existing", id: first.id },
    ]);
  });

  it("counts the batch's own submissions against each limit, each with its own window", async () => {
    const rule = { key: "addr:a", max: 2, windowMs: 1000 };
    const outcomes = await write([
      contact({ limits: [rule], now: T0 }),
      contact({ limits: [rule], now: T0 + 10 }),
      contact({ limits: [rule], now: T0 + 20 }),
      contact({ limits: [rule], now: T0 + 1000 }),
    ]);
    expect(outcomes.map((o) => o.kind)).toEqual(["stored", "stored", "limited", "stored"]);
  });

  it("reads what earlier transactions stored", async () => {
    const rule = { key: "form:contact:b", max: 1, windowMs: 60_000 };
    const first = contact({ idempotencyKey: "essai-2", limits: [rule] });
    await write([first]);
    const outcomes = await write([
      { ...first, id: randomUUID(), now: T0 + 1 },
      contact({ limits: [rule], now: T0 + 2 }),
    ]);
    expect(outcomes).toEqual([{ kind: "replayed", id: first.id }, { kind: "limited" }]);
  });

  it("writes a batch larger than one statement's parameters allow", async () => {
    const batch = Array.from({ length: 6000 }, (_, i) =>
      contact({ email: `p${i}@exemple.fr`, limits: [{ key: `addr:${i}`, max: 1, windowMs: 1000 }] }),
    );
    const outcomes = await write(batch);
    expect(outcomes.every((o) => o.kind === "stored")).toBe(true);
    const [row] = await db.all<{ n: number }>("SELECT COUNT(*) AS n FROM outbox");
    expect(row?.n).toBe(6000);
  });
});
