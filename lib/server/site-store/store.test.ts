import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  executeSql,
  refuseWritesSql,
  type TestDatabase,
} from "../../../tests/support/databases.ts";
import { contactSubmission as contact, T0 } from "../../../tests/support/submissions.ts";
import { openPostgresDb } from "../store/postgres-db.ts";
import { openSqliteDb } from "../store/sqlite-db.ts";
import type { ClaimOptions, Store } from "../submissions/submission-store.ts";
import { openStore } from "./index.ts";

describe.each(["sqlite", "postgres"] as const)("store on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  const open = () => openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    store = await open();
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it("stores a submission with its outbox job and keeps both after reopening", async () => {
    const s = contact();
    expect(await store.submit(s)).toEqual({ kind: "stored", id: s.id });
    await store.close();
    store = await open();
    expect(store.kind).toBe(kind);
    const [stored] = await store.listSubmissions();
    expect(stored).toEqual({ id: s.id, type: "contact", createdAt: T0, fields: s.fields });
    const jobs = await store.listJobs(["pending"]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ submissionId: s.id, type: "contact", channel: "sales-email", attempts: 0 });
  });

  it("applies the migrations once, also when opened twice at the same time", async () => {
    const [a, b] = await Promise.all([open(), open()]);
    await a.close();
    await b.close();
    await store.submit(contact());
    expect(await store.listSubmissions()).toHaveLength(1);
  });

  it("filters the export by type", async () => {
    await store.submit(contact());
    await store.submit(
      contact({ type: "automation", email: null, fields: { firstName: "Li" }, channels: ["brevo-automation"] }),
    );
    expect((await store.listSubmissions({ type: "automation" })).map((s) => s.type)).toEqual(["automation"]);
    expect(await store.listSubmissions()).toHaveLength(2);
  });

  it("enforces a sliding-window limit and records nothing when it refuses", async () => {
    const rule = { key: "form:contact:abc", max: 1, windowMs: 60_000 };
    expect((await store.submit(contact({ limits: [rule] }))).kind).toBe("stored");
    expect(await store.submit(contact({ limits: [rule], now: T0 + 59_999 }))).toEqual({ kind: "limited" });
    expect(await store.listSubmissions()).toHaveLength(1);
    expect((await store.submit(contact({ limits: [rule], now: T0 + 60_000 }))).kind).toBe("stored");
  });

  it("counts the address limit across submissions and refuses the one over the maximum", async () => {
    const rule = { key: "addr:x", max: 3, windowMs: 60_000 };
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await store.submit(contact({ limits: [rule], now: T0 + i }))).kind);
    expect(outcomes).toEqual(["stored", "stored", "stored", "limited"]);
  });

  it("holds the limit under concurrent submissions", async () => {
    const rule = { key: "addr:y", max: 5, windowMs: 60_000 };
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => store.submit(contact({ limits: [rule] }))));
    expect(outcomes.filter((o) => o.kind === "stored")).toHaveLength(5);
  });

  it("fails only the submission that breaks, when several are written together", async () => {
    const twice = contact();
    const results = await Promise.allSettled([
      store.submit(contact()),
      store.submit(twice),
      store.submit(twice),
      store.submit(contact()),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(await store.listSubmissions()).toHaveLength(3);
    expect(await store.listJobs(["pending"])).toHaveLength(3);
  });

  it("gives submissions that arrive together the outcomes they would get one after another", async () => {
    const rule = { key: "form:contact:ensemble", max: 1, windowMs: 60_000 };
    const retry = contact({ idempotencyKey: "essai-ensemble" });
    const newsletter = contact({ type: "newsletter", oncePerEmail: true, channels: ["brevo-newsletter"] });
    const outcomes = await Promise.all([
      store.submit(contact({ limits: [rule] })),
      store.submit(contact({ limits: [rule] })),
      store.submit(retry),
      store.submit({ ...retry, id: randomUUID() }),
      store.submit(newsletter),
      store.submit({ ...newsletter, id: randomUUID() }),
    ]);
    expect(outcomes.map((o) => o.kind)).toEqual(["stored", "limited", "stored", "replayed", "stored", "existing"]);
    expect(outcomes[3]).toEqual({ kind: "replayed", id: retry.id });
    expect(outcomes[5]).toEqual({ kind: "existing", id: newsletter.id });
    expect(await store.listSubmissions()).toHaveLength(3);
    expect(await store.listJobs(["pending"])).toHaveLength(3);
  });

  it("stores a newsletter address once", async () => {
    const first = contact({ type: "newsletter", oncePerEmail: true, channels: ["brevo-newsletter"] });
    await store.submit(first);
    const again = await store.submit({ ...first, id: randomUUID(), now: T0 + 120_000 });
    expect(again).toEqual({ kind: "existing", id: first.id });
    expect(await store.listSubmissions()).toHaveLength(1);
    expect(await store.listJobs(["pending"])).toHaveLength(1);
  });

  it("replays an idempotent retry without storing twice or counting it against the limits", async () => {
    const rule = { key: "form:contact:k", max: 1, windowMs: 60_000 };
    const first = contact({ idempotencyKey: "essai-1", limits: [rule] });
    await store.submit(first);
    expect(await store.submit({ ...first, id: randomUUID(), now: T0 + 1 })).toEqual({ kind: "replayed", id: first.id });
    expect(await store.listSubmissions()).toHaveLength(1);
  });

  it("erases a person's submissions, jobs and limit state", async () => {
    const rule = { key: "form:contact:jeanne", max: 1, windowMs: 60_000 };
    await store.submit(contact({ limits: [rule] }));
    await store.submit(contact({ type: "newsletter", channels: ["brevo-newsletter"], oncePerEmail: true }));
    await store.submit(contact({ email: "autre@exemple.fr" }));
    expect(await store.deleteByEmail(" Jeanne@Exemple.fr ", [rule.key])).toBe(2);
    expect(await store.listSubmissions()).toHaveLength(1);
    expect(await store.listJobs(["pending", "done", "failed"])).toHaveLength(1);
    expect((await store.submit(contact({ limits: [rule], now: T0 + 1 }))).kind).toBe("stored");
  });

  describe("a lead's origin", () => {
    const entry = {
      landing: "/blog/gerer-sa-tva",
      source: "site:partenaire.fr",
      utm: { source: "partenaire", medium: "lien", campaign: "printemps" },
    };
    /** The origin columns as stored, read beside the store (what an erasure must leave nothing of). */
    async function originRows(): Promise<{ page_path: string | null; entry: string | null }[]> {
      const db = database.databaseUrl ? openPostgresDb(database.databaseUrl) : openSqliteDb(database.dataDir);
      try {
        return await db.all("SELECT page_path, entry FROM submissions ORDER BY created_at, id");
      } finally {
        await db.close();
      }
    }

    it("stores the page and the visit's entry in their own columns, read back after reopening", async () => {
      const withBoth = contact({ pagePath: "/tarifs/crmpro", entry, now: T0 });
      const pageOnly = contact({ pagePath: "/contact", now: T0 + 1 });
      const without = contact({ now: T0 + 2 });
      for (const s of [withBoth, pageOnly, without]) expect((await store.submit(s)).kind).toBe("stored");
      await store.close();
      store = await open();
      const [first, second, third] = await store.listSubmissions();
      expect(first).toEqual({
        id: withBoth.id,
        type: "contact",
        createdAt: T0,
        fields: withBoth.fields,
        pagePath: "/tarifs/crmpro",
        entry,
      });
      expect(first?.fields).not.toHaveProperty("pagePath");
      expect(second).toEqual({
        id: pageOnly.id,
        type: "contact",
        createdAt: T0 + 1,
        fields: pageOnly.fields,
        pagePath: "/contact",
      });
      expect(third).not.toHaveProperty("pagePath");
      expect(third).not.toHaveProperty("entry");
      expect(await originRows()).toEqual([
        { page_path: "/tarifs/crmpro", entry: JSON.stringify(entry) },
        { page_path: "/contact", entry: null },
        { page_path: null, entry: null },
      ]);
    });

    it("is erased with the lead, by address and by id", async () => {
      const jeanne = contact({ pagePath: "/tarifs", entry });
      const signUp = contact({
        type: "automation",
        email: null,
        channels: ["brevo-automation"],
        pagePath: "/automatisation",
        entry,
      });
      const other = contact({ email: "autre@exemple.fr", pagePath: "/contact" });
      for (const s of [jeanne, signUp, other]) await store.submit(s);
      expect(await store.deleteByEmail("jeanne@exemple.fr", [])).toBe(1);
      expect(await store.deleteById(signUp.id)).toBe(1);
      expect(await originRows()).toEqual([{ page_path: "/contact", entry: null }]);
    });
  });

  it("erases one submission by its id", async () => {
    const automation = contact({ type: "automation", email: null, channels: ["brevo-automation"] });
    await store.submit(automation);
    await store.submit(contact());
    expect(await store.deleteById(automation.id)).toBe(1);
    expect(await store.deleteById(automation.id)).toBe(0);
    expect((await store.listSubmissions()).map((s) => s.type)).toEqual(["contact"]);
    expect(await store.listJobs(["pending"])).toHaveLength(1);
  });

  describe("outbox", () => {
    /** A claim of sales e-mails for one second, one job unless told otherwise. */
    const claim = (workerId: string, options: Partial<ClaimOptions> = {}) =>
      store.claimJobs({ workerId, channels: ["sales-email"], now: T0, lockMs: 1000, limit: 1, ...options });

    it("claims due jobs of the asked channels only, once, with the submission", async () => {
      const s = contact();
      await store.submit(s);
      await store.submit(contact({ type: "automation", email: null, channels: ["brevo-automation"] }));
      const claimed = await claim("a", { limit: 10 });
      expect(claimed).toHaveLength(1);
      expect(claimed[0]).toMatchObject({
        channel: "sales-email",
        attempts: 1,
        submission: { id: s.id, fields: s.fields },
      });
      expect(await claim("b", { limit: 10 })).toEqual([]);
    });

    it("completes a job only for the worker holding it", async () => {
      await store.submit(contact());
      const [job] = await claim("a");
      expect(await store.completeJob(job!.id, "b", T0)).toBe(false);
      expect(await store.completeJob(job!.id, "a", T0)).toBe(true);
      expect(await store.listJobs(["pending"])).toEqual([]);
      expect(await store.listJobs(["done"])).toHaveLength(1);
    });

    it("takes a job again when its worker crashed and the lock expired", async () => {
      await store.submit(contact());
      const [job] = await claim("a");
      expect(await claim("b", { now: T0 + 999 })).toEqual([]);
      const [again] = await claim("b", { now: T0 + 1000 });
      expect(again).toMatchObject({ id: job!.id, attempts: 2 });
      expect(await store.completeJob(job!.id, "a", T0 + 1001)).toBe(false);
      expect(await store.completeJob(job!.id, "b", T0 + 1001)).toBe(true);
    });

    it("reschedules a failed attempt and marks the job failed when told to", async () => {
      await store.submit(contact());
      const [job] = await claim("a");
      await store.rescheduleJob(job!.id, "a", { now: T0, nextAttemptAt: T0 + 5000, error: "HTTP 503", failed: false });
      expect(await claim("a", { now: T0 + 4999 })).toEqual([]);
      const [retry] = await claim("a", { now: T0 + 5000 });
      await store.rescheduleJob(retry!.id, "a", { now: T0, nextAttemptAt: T0, error: "HTTP 400", failed: true });
      const [failed] = await store.listJobs(["failed"]);
      expect(failed).toMatchObject({ attempts: 2, lastError: "HTTP 400", status: "failed" });
      expect(await claim("a", { now: T0 + 99_999 })).toEqual([]);
    });

    it("lets concurrent workers share the outbox without taking a job twice", async () => {
      for (let i = 0; i < 20; i++) await store.submit(contact({ now: T0 + i }));
      const other = await open();
      try {
        const claims = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            (i % 2 ? other : store).claimJobs({
              workerId: `w${i}`,
              channels: ["sales-email"],
              now: T0 + 100,
              lockMs: 60_000,
              limit: 3,
            }),
          ),
        );
        const ids = claims.flat().map((job) => job.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toHaveLength(20);
      } finally {
        await other.close();
      }
    });
  });

  it("purges old limit events", async () => {
    const rule = { key: "addr:z", max: 1, windowMs: 3_600_000 };
    await store.submit(contact({ limits: [rule] }));
    await store.purgeLimitEvents(T0 + 1);
    expect((await store.submit(contact({ limits: [rule], now: T0 + 2 }))).kind).toBe("stored");
  });

  it("checks that it can be written, leaving nothing behind", async () => {
    await store.checkWritable();
    const rule = { key: "store-write-check", max: 1, windowMs: T0 + 1 };
    expect((await store.submit(contact({ limits: [rule] }))).kind).toBe("stored");
  });

  it("fails the write check when the database refuses writes", async () => {
    await executeSql(database, refuseWritesSql(kind));
    await expect(store.checkWritable()).rejects.toThrow(/writes refused/);
  });
});
