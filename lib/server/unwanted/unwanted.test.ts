import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { contactSubmission, T0 } from "../../../tests/support/submissions.ts";
import { UNWANTED_RETENTION_MS } from "../../config/unwanted.ts";
import { listAudit } from "../audit/audit.ts";
import { FUNCTIONS } from "../functions/registry.ts";
import { openStore } from "../site-store/index.ts";
import { leadById } from "../staff/leads-desk.ts";
import type { Db } from "../store/db.ts";
import type { Store, UnwantedSubmission } from "../submissions/submission-store.ts";
import { listUnwanted, unwantedPerDay } from "./desk.ts";
import { PURGE_EVERY_MS, purgeUnwanted, unwantedPurger } from "./purge.ts";
import { releaseUnwanted } from "./release.ts";

const DAY = 86_400_000;

function unwanted(overrides: Partial<UnwantedSubmission> = {}): UnwantedSubmission {
  return {
    id: randomUUID(),
    type: "contact",
    email: "Robot@Exemple.fr",
    fields: { firstName: "Robot", email: "Robot@Exemple.fr", company: "Spam SARL", message: "Achetez maintenant" },
    pagePath: "/contact",
    entry: { landing: "/", source: "google" },
    reason: "challenge-missing",
    now: T0,
    ...overrides,
  };
}

describe.each(["sqlite", "postgres"] as const)("« Indésirables » on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let db: Db;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    store = await openStore(database);
    db = await openMigratedDb(database);
  });
  afterEach(async () => {
    await db.close();
    await store.close();
    await database.drop();
  });

  const unwantedIds = async () =>
    (await db.all<{ id: string }>("SELECT id FROM unwanted_submissions ORDER BY created_at, id")).map((r) => r.id);

  it("keeps an unwanted submission durably, as sent, never as a lead nor with a delivery", async () => {
    const item = unwanted();
    expect(await store.keepUnwanted(item)).toBe("kept");
    // Read through another connection: the row was committed before keepUnwanted resolved.
    const list = await listUnwanted(db);
    expect(list).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(list.rows).toEqual([
      {
        id: item.id,
        type: "contact",
        email: "robot@exemple.fr",
        fields: item.fields,
        pagePath: "/contact",
        entry: { landing: "/", source: "google" },
        reason: "challenge-missing",
        createdAt: T0,
      },
    ]);
    expect(await store.listSubmissions()).toEqual([]);
    expect(await store.listJobs(["pending", "done", "failed"])).toEqual([]);
  });

  it("keeps at most a limit's worth from one key, and counts what it keeps against it", async () => {
    const limits = [{ key: "addr:robot", max: 2, windowMs: 60_000 }];
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => store.keepUnwanted(unwanted({ limits, now: T0 + i }))),
    );
    expect(outcomes.filter((o) => o === "kept")).toHaveLength(2);
    expect(outcomes.filter((o) => o === "limited")).toHaveLength(3);
    expect((await listUnwanted(db)).total).toBe(2);
    // What is kept uses the same key as the submissions: a lead from that address is throttled too.
    expect(await store.submit(contactSubmission({ limits, now: T0 + 10 }))).toEqual({ kind: "limited" });
    // A minute later, the window has moved on.
    expect(await store.keepUnwanted(unwanted({ limits, now: T0 + 60_001 }))).toBe("kept");
  });

  it("lists the newest first, by reason when asked, one page at a time", async () => {
    for (let i = 0; i < 5; i += 1)
      await store.keepUnwanted(unwanted({ id: `u${i}`, now: T0 + i, reason: i % 2 ? "too-fast" : "honeypot" }));
    const page1 = await listUnwanted(db, { pageSize: 2 });
    expect(page1).toMatchObject({ total: 5, page: 1, pageCount: 3 });
    expect(page1.rows.map((r) => r.id)).toEqual(["u4", "u3"]);
    expect((await listUnwanted(db, { pageSize: 2, page: 9 })).rows.map((r) => r.id)).toEqual(["u0"]);
    const fast = await listUnwanted(db, { reason: "too-fast" });
    expect(fast.rows.map((r) => r.id)).toEqual(["u3", "u1"]);
  });

  it("counts per Paris day over the last 30 days, summer time included, by reason", async () => {
    // 10 April 2027, 10:00 in Paris; summer time began on 28 March.
    const now = Date.UTC(2027, 3, 10, 8);
    const at = [
      [Date.UTC(2027, 3, 10, 7), "honeypot"], // today
      [Date.UTC(2027, 3, 9, 22, 30), "too-fast"], // 00:30 on 10 April in Paris (UTC+2)
      [Date.UTC(2027, 3, 9, 21, 30), "too-fast"], // 23:30 on 9 April in Paris
      [Date.UTC(2027, 2, 11, 23, 30), "honeypot"], // 00:30 on 12 March in Paris (UTC+1): the first day
      [Date.UTC(2027, 2, 11, 22, 30), "honeypot"], // 23:30 on 11 March: 31 days ago, left out
    ] as const;
    for (const [when, reason] of at) await store.keepUnwanted(unwanted({ now: when, reason }));
    const days = await unwantedPerDay(db, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2027-04-10", total: 2, byReason: { honeypot: 1, "too-fast": 1 } });
    expect(days[1]).toEqual({ day: "2027-04-09", total: 1, byReason: { "too-fast": 1 } });
    expect(days[29]).toEqual({ day: "2027-03-12", total: 1, byReason: { honeypot: 1 } });
    expect(days.filter((d) => d.total > 0).map((d) => d.day)).toEqual(["2027-04-10", "2027-04-09", "2027-03-12"]);
    expect(days.reduce((sum, d) => sum + d.total, 0)).toBe(4);
  });

  it("« Ce n'est pas un indésirable » stores a lead delivered as the function would, once, journaled", async () => {
    await db.run(
      `INSERT INTO webhook_endpoints (id, url, events, secret, enabled, created_at, updated_at)
       VALUES ('ep1', 'https://crm.exemple.fr/webhooks', '["lead.created"]', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 1, ?, ?)`,
      [T0, T0],
    );
    const item = unwanted({ reason: "too-fast" });
    await store.keepUnwanted(item);
    const outcome = await releaseUnwanted(db, item.id, "anne", T0 + DAY);
    expect(outcome.kind).toBe("released");
    const id = outcome.kind === "released" ? outcome.id : "";

    const found = await leadById(db, id);
    expect(found?.lead).toMatchObject({
      id,
      type: "contact",
      createdAt: T0 + DAY,
      fields: item.fields,
      pagePath: "/contact",
      entry: { landing: "/", source: "google" },
      proof: "released",
    });
    expect(found?.jobs.map((job) => job.channel).sort()).toEqual([...FUNCTIONS["submit-contact"].channels].sort());
    expect(found?.jobs.every((job) => job.status === "pending" && job.nextAttemptAt === T0 + DAY)).toBe(true);
    const [email] = await db.all<{ email: string }>("SELECT email FROM submissions WHERE id = ?", [id]);
    expect(email?.email).toBe("robot@exemple.fr");
    // Its arrival, as any lead's: the CRM's lead.created.
    const deliveries = await db.all<{ submission_id: string }>(
      "SELECT submission_id FROM webhook_deliveries WHERE event = 'lead.created'",
    );
    expect(deliveries.map((d) => d.submission_id)).toEqual([id]);
    expect(await unwantedIds()).toEqual([]);
    const [entry] = await listAudit(db);
    expect(entry).toMatchObject({
      actorId: "anne",
      action: "unwanted-released",
      submissionId: id,
      detail: `indésirable ${item.id}`,
    });

    // Twice (a second tab, a double click): nothing more.
    expect(await releaseUnwanted(db, item.id, "anne", T0 + DAY + 1)).toEqual({ kind: "gone" });
    expect(await store.listSubmissions()).toHaveLength(1);
    expect((await listAudit(db)).filter((e) => e.action === "unwanted-released")).toHaveLength(1);
  });

  it("releases once when two members press at the same time", async () => {
    const item = unwanted();
    await store.keepUnwanted(item);
    // PostgreSQL: two connections, as two instances have. SQLite has one writer per process.
    const other = kind === "postgres" ? await openMigratedDb(database) : db;
    try {
      const outcomes = await Promise.all([
        releaseUnwanted(db, item.id, "anne", T0 + 1),
        releaseUnwanted(other, item.id, "paul", T0 + 1),
      ]);
      expect(outcomes.map((o) => o.kind).sort()).toEqual(["gone", "released"]);
    } finally {
      if (other !== db) await other.close();
    }
    expect(await store.listSubmissions()).toHaveLength(1);
  });

  it("releases a newsletter sign-up through the newsletter's own function", async () => {
    const fields = { email: "lea@exemple.fr" };
    const item = unwanted({ type: "newsletter", email: "lea@exemple.fr", fields, entry: null, reason: "honeypot" });
    await store.keepUnwanted(item);
    const outcome = await releaseUnwanted(db, item.id, "anne", T0 + 1);
    const id = outcome.kind === "gone" ? "" : outcome.id;
    const found = await leadById(db, id);
    expect(found?.lead).toMatchObject({ type: "newsletter", fields, proof: "released" });
    expect(found?.jobs.map((job) => job.channel).sort()).toEqual([...FUNCTIONS["newsletter-signup"].channels].sort());
    expect(await unwantedIds()).toEqual([]);
  });

  it("purges what is older than 30 days, at most once an hour from the worker's loop", async () => {
    const now = T0 + 40 * DAY;
    await store.keepUnwanted(unwanted({ id: "old", now: now - UNWANTED_RETENTION_MS - 1 }));
    await store.keepUnwanted(unwanted({ id: "kept", now: now - UNWANTED_RETENTION_MS }));
    await store.keepUnwanted(unwanted({ id: "new", now }));
    expect(await purgeUnwanted(db, now)).toBe(1);
    expect(await unwantedIds()).toEqual(["kept", "new"]);

    let clock = now + 1;
    const purge = unwantedPurger(
      async () => db,
      () => clock,
    );
    expect(await purge()).toBe(1);
    expect(await unwantedIds()).toEqual(["new"]);
    await store.keepUnwanted(unwanted({ id: "later", now: now - UNWANTED_RETENTION_MS }));
    clock += PURGE_EVERY_MS - 1;
    expect(await purge()).toBe(0);
    expect(await unwantedIds()).toEqual(["later", "new"]);
    clock += 1;
    expect(await purge()).toBe(1);
  });

  it("erases an address's unwanted submissions with its leads, and counts them", async () => {
    await store.submit(contactSubmission({ email: "robot@exemple.fr" }));
    await store.keepUnwanted(unwanted({ id: "a" }));
    await store.keepUnwanted(unwanted({ id: "b", email: "ROBOT@exemple.fr" }));
    await store.keepUnwanted(unwanted({ id: "other", email: "autre@exemple.fr" }));
    expect(await store.deleteByEmail("Robot@Exemple.fr", [])).toBe(3);
    expect(await unwantedIds()).toEqual(["other"]);
    expect(await store.listSubmissions()).toEqual([]);
    // Only unwanted submissions: the erasure still reports them.
    expect(await store.deleteByEmail("autre@exemple.fr", [])).toBe(1);
  });
});
