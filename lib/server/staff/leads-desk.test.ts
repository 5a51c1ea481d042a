import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { contactSubmission, T0 } from "../../../tests/support/submissions.ts";
import { CSV_BOM } from "../../format/csv.ts";
import { parisDayStart } from "../../format/paris-time.ts";
import { listAudit } from "../audit/audit.ts";
import { openStore } from "../site-store/index.ts";
import type { Db } from "../store/db.ts";
import { openPostgresDb } from "../store/postgres-db.ts";
import { openSqliteDb } from "../store/sqlite-db.ts";
import type { NewSubmission, Store } from "../submissions/submission-store.ts";
import { toCsv, toExcelCsv, toJsonLines } from "./lead-export.ts";
import {
  deliveryState,
  exportLeads,
  findDelivery,
  type LeadFilters,
  leadById,
  leadFilterQuery,
  leadOriginChoices,
  listDeliveries,
  listLeads,
  parseLeadFilters,
  recordLeadExport,
  retryDelivery,
  submissionEmail,
} from "./leads-desk.ts";

/** An instant given as Paris wall-clock time, with Paris's offset that day (+1 winter, +2 summer). */
const paris = (y: number, m: number, d: number, h: number, min: number, offsetHours: number) =>
  Date.UTC(y, m - 1, d, h - offsetHours, min);

describe("Paris days", () => {
  it("starts a day at midnight in Paris, in winter, in summer and on both DST change days", () => {
    expect(parisDayStart("2025-01-15")).toBe(Date.UTC(2025, 0, 14, 23));
    expect(parisDayStart("2025-07-14")).toBe(Date.UTC(2025, 6, 13, 22));
    expect(parisDayStart("2025-03-30")).toBe(Date.UTC(2025, 2, 29, 23));
    expect(parisDayStart("2025-03-30", 1)).toBe(Date.UTC(2025, 2, 30, 22));
    expect(parisDayStart("2025-10-26")).toBe(Date.UTC(2025, 9, 25, 22));
    expect(parisDayStart("2025-10-26", 1)).toBe(Date.UTC(2025, 9, 26, 23));
    expect(parisDayStart("2024-12-31", 1)).toBe(Date.UTC(2024, 11, 31, 23));
    expect(() => parisDayStart("2025-02-30")).toThrow(RangeError);
  });
});

describe("lead filters from the query string", () => {
  it("reads every filter and the page, from URLSearchParams or Next.js searchParams", () => {
    const expected = {
      filters: { type: "demo", from: "2025-01-01", to: "2025-01-31", text: "Lumière" },
      page: 3,
      errors: [],
    };
    expect(
      parseLeadFilters(new URLSearchParams("type=demo&du=2025-01-01&au=2025-01-31&q=+Lumi%C3%A8re+&page=3")),
    ).toEqual(expected);
    expect(
      parseLeadFilters({ type: ["demo", "contact"], du: "2025-01-01", au: "2025-01-31", q: "Lumière", page: "3" }),
    ).toEqual(expected);
    expect(parseLeadFilters({})).toEqual({ filters: {}, page: 1, errors: [] });
    expect(parseLeadFilters({ q: "  ", type: "" })).toEqual({ filters: {}, page: 1, errors: [] });
  });

  it("leaves bad values out and says why in French", () => {
    expect(parseLeadFilters({ type: "x", du: "2025-02-30", au: "demain", page: "0" })).toEqual({
      filters: {},
      page: 1,
      errors: [
        "Le type « x » n'existe pas.",
        "La date de début n'est pas une date valide.",
        "La date de fin n'est pas une date valide.",
        "La page « 0 » n'existe pas.",
      ],
    });
    expect(parseLeadFilters({ type: "contact", du: "2025-02-01", au: "2025-01-31", page: "-2" })).toEqual({
      filters: { type: "contact" },
      page: 1,
      errors: ["La date de début est postérieure à la date de fin.", "La page « -2 » n'existe pas."],
    });
    expect(parseLeadFilters({ q: "a".repeat(201) }).errors).toEqual(["La recherche est limitée à 200 caractères."]);
    expect(parseLeadFilters({ du: "2025-03-01", au: "2025-03-01" }).filters).toEqual({
      from: "2025-03-01",
      to: "2025-03-01",
    });
  });

  it("reads the page and the provenance, and says in French what it cannot use", () => {
    expect(parseLeadFilters({ envoi: "/tarifs/crmpro", provenance: "google" })).toEqual({
      filters: { page: "/tarifs/crmpro", source: "google" },
      page: 1,
      errors: [],
    });
    for (const provenance of ["inconnue", "autres-sites", "direct", "site:partenaire.fr", "linkedin"])
      expect(parseLeadFilters({ provenance }).filters).toEqual({ source: provenance });
    expect(parseLeadFilters({ envoi: "/Tarifs?x=1", provenance: "altavista" })).toEqual({
      filters: {},
      page: 1,
      errors: [
        "La page d'envoi «\u00a0/Tarifs?x=1\u00a0» n'est pas une adresse de page du site.",
        "La provenance «\u00a0altavista\u00a0» n'existe pas.",
      ],
    });
  });

  it("writes the filters back as a link's query string, which reads back the same", () => {
    const filters: LeadFilters = {
      type: "contact",
      from: "2025-01-01",
      to: "2025-01-31",
      text: "a&b %",
      page: "/tarifs",
      source: "site:partenaire.fr",
    };
    expect(leadFilterQuery({})).toBe("");
    expect(leadFilterQuery({}, 2)).toBe("page=2");
    expect(leadFilterQuery({ type: "demo" }, 1)).toBe("type=demo");
    const query = leadFilterQuery(filters, 4);
    expect(query).toBe(
      "type=contact&du=2025-01-01&au=2025-01-31&q=a%26b+%25&envoi=%2Ftarifs&provenance=site%3Apartenaire.fr&page=4",
    );
    expect(parseLeadFilters(new URLSearchParams(query))).toEqual({ filters, page: 4, errors: [] });
  });
});

describe("delivery state", () => {
  it("is none without jobs", () => {
    expect(deliveryState([])).toEqual({ state: "none", reason: null, attempts: 0 });
  });
});

describe.each(["sqlite", "postgres"] as const)("leads desk on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let db: Db;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    store = await openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    db = database.databaseUrl ? openPostgresDb(database.databaseUrl) : openSqliteDb(database.dataDir);
  });
  afterEach(async () => {
    await db.close();
    await store.close();
    await database.drop();
  });

  /** Stores a submission and returns its id. */
  async function lead(overrides: Partial<NewSubmission> = {}): Promise<string> {
    const s = contactSubmission(overrides);
    expect(await store.submit(s)).toEqual({ kind: "stored", id: s.id });
    return s.id;
  }
  const ids = async (filters: LeadFilters) => (await listLeads(db, filters, { pageSize: 100 })).rows.map((r) => r.id);

  it("pages the leads newest first (ties by id), with the total and the page count", async () => {
    const made: string[] = [];
    for (let i = 0; i < 25; i++) made.push(await lead({ now: T0 + i * 1000 }));
    const tie: string[] = [randomUUID(), randomUUID()].sort();
    for (const id of tie) await lead({ id, now: T0 + 30_000 });
    const newestFirst = [...tie].reverse().concat([...made].reverse());

    const first = await listLeads(db, {}, { page: 1, pageSize: 10 });
    expect([first.total, first.page, first.pageCount]).toEqual([27, 1, 3]);
    expect(first.rows.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.rows[2]).toEqual({
      id: made[24],
      type: "contact",
      createdAt: T0 + 24_000,
      fields: contactSubmission().fields,
      delivery: { state: "pending", reason: null, attempts: 0 },
      follow: { timed: true, status: "nouvelle", ownerId: null, followUpAt: null, firstContactAt: null },
    });
    const second = await listLeads(db, {}, { page: 2, pageSize: 10 });
    expect(second.rows.map((r) => r.id)).toEqual(newestFirst.slice(10, 20));
    const beyond = await listLeads(db, {}, { page: 99, pageSize: 10 });
    expect([beyond.page, beyond.rows.length]).toEqual([3, 7]);
    expect(beyond.rows.map((r) => r.id)).toEqual(newestFirst.slice(20));
    expect((await listLeads(db, {})).rows).toHaveLength(25);
    expect(await listLeads(db, { type: "demo" })).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("filters by type, by Paris day range and by text, alone and combined", async () => {
    const winterContact = await lead({ now: paris(2025, 1, 15, 10, 0, 1) });
    const winterDemo = await lead({
      type: "demo",
      email: "marc@exemple.fr",
      fields: { firstName: "Marc", company: "Boulangerie Dupont", email: "marc@exemple.fr" },
      now: paris(2025, 1, 20, 9, 0, 1),
    });
    const summerDemo = await lead({
      type: "demo",
      email: "lea@exemple.fr",
      fields: { firstName: "Léa", company: "Garage Dupont", email: "lea@exemple.fr" },
      now: paris(2025, 7, 14, 12, 0, 2),
    });
    const newsletter = await lead({
      type: "newsletter",
      email: "news@exemple.fr",
      fields: { email: "news@exemple.fr" },
      now: paris(2025, 7, 20, 8, 0, 2),
    });

    expect(await ids({})).toEqual([newsletter, summerDemo, winterDemo, winterContact]);
    expect(await ids({ type: "demo" })).toEqual([summerDemo, winterDemo]);
    expect(await ids({ type: "newsletter" })).toEqual([newsletter]);
    expect(await ids({ from: "2025-07-01" })).toEqual([newsletter, summerDemo]);
    expect(await ids({ to: "2025-01-31" })).toEqual([winterDemo, winterContact]);
    expect(await ids({ from: "2025-01-16", to: "2025-07-14" })).toEqual([summerDemo, winterDemo]);
    expect(await ids({ text: "dupont" })).toEqual([summerDemo, winterDemo]);
    expect(await ids({ text: "dupont", from: "2025-02-01" })).toEqual([summerDemo]);
    expect(await ids({ text: "dupont", type: "demo", to: "2025-01-31" })).toEqual([winterDemo]);
    expect(await ids({ text: "Jeanne", type: "demo" })).toEqual([]);
    expect(await ids({ text: "news@", type: "newsletter", from: "2025-07-20", to: "2025-07-20" })).toEqual([
      newsletter,
    ]);
    const page = await listLeads(db, { type: "demo" }, { page: 2, pageSize: 1 });
    expect([page.total, page.pageCount, page.rows.map((r) => r.id)]).toEqual([2, 2, [winterDemo]]);
  });

  it("filters by the page a lead was sent from and by the provenance of its visit, and lists the choices", async () => {
    const google = {
      landing: "/blog/gerer-sa-tva",
      source: "google",
      utm: { source: "ads", medium: "cpc", campaign: "tva" },
    };
    const partner = { landing: "/", source: "site:partenaire.fr" };
    const fromGoogle = await lead({ pagePath: "/tarifs/crmpro", entry: google, now: T0 + 1 });
    const fromPartner = await lead({ pagePath: "/contact", entry: partner, now: T0 + 2 });
    const fromBlog = await lead({
      pagePath: "/tarifs/crmpro",
      entry: { landing: "/", source: "site:blog.exemple.org" },
      now: T0 + 3,
    });
    const direct = await lead({ pagePath: "/", entry: { landing: "/", source: "direct" }, now: T0 + 4 });
    const noConsent = await lead({ pagePath: "/tarifs/crmpro", now: T0 + 5 });
    const before = await lead({ now: T0 + 6 });

    expect(await ids({ page: "/tarifs/crmpro" })).toEqual([noConsent, fromBlog, fromGoogle]);
    expect(await ids({ page: "/tarifs" })).toEqual([]);
    expect(await ids({ source: "google" })).toEqual([fromGoogle]);
    expect(await ids({ source: "direct" })).toEqual([direct]);
    expect(await ids({ source: "site:partenaire.fr" })).toEqual([fromPartner]);
    expect(await ids({ source: "autres-sites" })).toEqual([fromBlog, fromPartner]);
    expect(await ids({ source: "inconnue" })).toEqual([before, noConsent]);
    expect(await ids({ source: "bing" })).toEqual([]);
    expect(await ids({ page: "/tarifs/crmpro", source: "autres-sites" })).toEqual([fromBlog]);
    expect(await ids({ page: "/tarifs/crmpro", source: "inconnue", type: "contact" })).toEqual([noConsent]);
    expect((await exportLeads(db, { source: "google" })).map((s) => [s.id, s.pagePath, s.entry])).toEqual([
      [fromGoogle, "/tarifs/crmpro", google],
    ]);

    const detail = await leadById(db, fromGoogle);
    expect(detail?.lead).toMatchObject({ pagePath: "/tarifs/crmpro", entry: google });
    expect(await leadOriginChoices(db)).toEqual({
      pages: ["/", "/contact", "/tarifs/crmpro"],
      sites: ["site:blog.exemple.org", "site:partenaire.fr"],
    });
  });

  it("includes the whole `to` day in Paris time and nothing of the next, in summer and in winter", async () => {
    const summerLate = await lead({ now: paris(2025, 7, 14, 23, 30, 2) });
    const summerNext = await lead({ now: paris(2025, 7, 15, 0, 10, 2) });
    const winterLate = await lead({ now: paris(2025, 1, 15, 23, 30, 1) });
    const winterNext = await lead({ now: paris(2025, 1, 16, 0, 10, 1) });
    const winterEarly = await lead({ now: paris(2025, 1, 15, 0, 0, 1) });

    expect(await ids({ from: "2025-07-14", to: "2025-07-14" })).toEqual([summerLate]);
    expect(await ids({ from: "2025-07-15", to: "2025-07-15" })).toEqual([summerNext]);
    expect(await ids({ from: "2025-01-15", to: "2025-01-15" })).toEqual([winterLate, winterEarly]);
    expect(await ids({ from: "2025-01-16", to: "2025-01-16" })).toEqual([winterNext]);
    expect(await ids({ to: "2025-01-14" })).toEqual([]);
  });

  it("searches the fields and the address case-insensitively, accents included, % _ \\ and quotes literally", async () => {
    const eloise = await lead({
      email: "eloise@exemple.fr",
      fields: { firstName: "Éloïse", lastName: "ŒUVRARD", message: "Remise de 100% sur tout" },
    });
    const percentLess = await lead({ email: null, fields: { message: "Remise de 1000 sur tout" } });
    const underscore = await lead({ email: null, fields: { company: "Atelier_Bois", quote: 'dit "oui"' } });
    const noUnderscore = await lead({ email: null, fields: { company: "AtelierXBois", path: "C:\\Dossier" } });
    const byAddress = await lead({ email: "zoe.martin@exemple.fr", fields: { firstName: "Zoé" } });

    expect(await ids({ text: "éloïse" })).toEqual([eloise]);
    expect(await ids({ text: "ÉLOÏSE" })).toEqual([eloise]);
    expect(await ids({ text: "œuvrard" })).toEqual([eloise]);
    expect(await ids({ text: "ELOISE@" })).toEqual([eloise]);
    expect(await ids({ text: "100%" })).toEqual([eloise]);
    expect(await ids({ text: "1000" })).toEqual([percentLess]);
    expect(await ids({ text: "de 1%0" })).toEqual([]);
    expect(await ids({ text: "atelier_bois" })).toEqual([underscore]);
    expect(await ids({ text: "atelierxbois" })).toEqual([noUnderscore]);
    expect(await ids({ text: "c:\\dossier" })).toEqual([noUnderscore]);
    expect(await ids({ text: "c:\\\\dossier" })).toEqual([]);
    expect(await ids({ text: 'dit "OUI"' })).toEqual([underscore]);
    expect(await ids({ text: "zoe.martin" })).toEqual([byAddress]);
    expect(await ids({ text: "personne" })).toEqual([]);
  });

  it("tells each lead's delivery: none, pending, retrying, sent, failed with the reason", async () => {
    const none = await lead({ channels: [], now: T0 + 1 });
    const pending = await lead({ now: T0 + 2 });
    const retrying = await lead({ channels: ["brevo-automation"], now: T0 + 3 });
    const sent = await lead({ channels: ["sales-email", "brevo-automation"], now: T0 + 4 });
    const failed = await lead({ channels: ["sales-email", "brevo-automation"], now: T0 + 5 });

    const claim = (channel: "sales-email" | "brevo-automation", now: number) =>
      store.claimJobs({ workerId: "w", channels: [channel], now, lockMs: 60_000, limit: 10 });
    const later = T0 + 1000;
    for (const job of await claim("sales-email", later)) {
      if (job.submission.id === sent || job.submission.id === failed) await store.completeJob(job.id, "w", later);
      else
        await store.rescheduleJob(job.id, "w", {
          now: later,
          nextAttemptAt: later + 1,
          error: "HTTP 500",
          failed: false,
        });
    }
    for (const job of await claim("brevo-automation", later)) {
      if (job.submission.id === sent) await store.completeJob(job.id, "w", later);
      const error = job.submission.id === failed ? "Brevo HTTP 401" : "Brevo HTTP 429";
      if (job.submission.id !== sent)
        await store.rescheduleJob(job.id, "w", {
          now: later,
          nextAttemptAt: later + 5000,
          error,
          failed: job.submission.id === failed,
        });
    }

    const rows = (await listLeads(db, {})).rows;
    expect(Object.fromEntries(rows.map((r) => [r.id, r.delivery]))).toEqual({
      [none]: { state: "none", reason: null, attempts: 0 },
      [pending]: { state: "pending", reason: "HTTP 500", attempts: 1 },
      [retrying]: { state: "pending", reason: "Brevo HTTP 429", attempts: 1 },
      [sent]: { state: "sent", reason: null, attempts: 1 },
      [failed]: { state: "failed", reason: "Brevo HTTP 401", attempts: 1 },
    });
    const fresh = await lead({ now: T0 + 6 });
    expect((await leadById(db, fresh))?.lead.delivery).toEqual({ state: "pending", reason: null, attempts: 0 });

    const detail = await leadById(db, failed);
    expect(detail?.lead).toMatchObject({ id: failed, type: "contact", createdAt: T0 + 5 });
    expect(detail?.lead.delivery.state).toBe("failed");
    // Jobs of one submission share its time; their ids (time-ordered) break the tie.
    const jobs = detail?.jobs.map((j) => [j.channel, j.status, j.lastError, j.submissionId]);
    expect(jobs?.sort()).toEqual([
      ["brevo-automation", "failed", "Brevo HTTP 401", failed],
      ["sales-email", "done", null, failed],
    ]);
    expect(await leadById(db, none)).toEqual({
      lead: expect.objectContaining({ id: none, delivery: { state: "none", reason: null, attempts: 0 } }),
      jobs: [],
    });
    expect(await leadById(db, "inconnu")).toBeNull();
    expect(await submissionEmail(db, failed)).toBe("jeanne@exemple.fr");
    expect(await submissionEmail(db, await lead({ email: null, fields: { firstName: "Li" } }))).toBeNull();
    expect(await submissionEmail(db, "inconnu")).toBeNull();
  });

  it("exports every match in the command line's order, equal to listSubmissions, and as Excel CSV", async () => {
    await lead({ now: T0 + 5 });
    await lead({ type: "demo", email: null, fields: { company: "Dupont; fils", firstName: "Ana" }, now: T0 + 1 });
    for (const id of [randomUUID(), randomUUID(), randomUUID()]) await lead({ id, now: T0 + 3 });
    await lead({ type: "demo", email: null, fields: { company: "Martin" }, now: T0 + 3 });
    for (let i = 0; i < 30; i++) await lead({ now: T0 + 10 + i });

    const all = await exportLeads(db, {});
    expect(all).toHaveLength(36);
    expect(toJsonLines(all)).toBe(toJsonLines(await store.listSubmissions()));
    const demos = await exportLeads(db, { type: "demo" });
    expect(demos.map((s) => s.fields.company)).toEqual(["Dupont; fils", "Martin"]);
    expect(toJsonLines(demos)).toBe(toJsonLines(await store.listSubmissions({ type: "demo" })));
    expect(await exportLeads(db, { text: "dupont" })).toEqual([demos[0]]);

    const csv = toExcelCsv(demos);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(CSV_BOM).toBe("\uFEFF");
    expect(csv).toBe(`\uFEFF${toCsv(demos, ";")}`);
    const [header, first] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      "id;type;createdAt;firstName;lastName;company;email;phone;message;interestedIn;formSource;Page d'envoi;Page d'arrivée;Provenance;Campagne",
    );
    expect(first).toBe(`${demos[0]?.id};demo;${new Date(T0 + 1).toISOString()};Ana;;"Dupont; fils";;;;;;;;Non connue;`);
    expect(toCsv(demos).split("\r\n")[1]).toBe(
      `${demos[0]?.id},demo,${new Date(T0 + 1).toISOString()},Ana,,Dupont; fils,,,,,,,,Non connue,`,
    );
  });

  it("lists the failed deliveries then the pending ones, newest first, and not the done", async () => {
    const subs: string[] = [];
    for (let i = 0; i < 4; i++) subs.push(await lead({ now: T0 + i * 10 }));
    const at = T0 + 1000;
    const claimed = await store.claimJobs({
      workerId: "w",
      channels: ["sales-email"],
      now: at,
      lockMs: 60_000,
      limit: 10,
    });
    const jobOf = (submissionId: string | undefined) => claimed.find((j) => j.submission.id === submissionId)!.id;
    const fail = { now: at, nextAttemptAt: at, error: "HTTP 400", failed: true };
    await store.rescheduleJob(jobOf(subs[0]), "w", fail);
    await store.rescheduleJob(jobOf(subs[2]), "w", fail);
    await store.completeJob(jobOf(subs[3]), "w", at);
    await store.rescheduleJob(jobOf(subs[1]), "w", { ...fail, failed: false, nextAttemptAt: at + 10 });
    const pendingLater = await lead({ now: T0 + 100 });

    const deliveries = await listDeliveries(db);
    expect(deliveries.map((j) => [j.submissionId, j.status])).toEqual([
      [subs[2], "failed"],
      [subs[0], "failed"],
      [pendingLater, "pending"],
      [subs[1], "pending"],
    ]);
    expect(deliveries[0]).toEqual({
      id: jobOf(subs[2]),
      submissionId: subs[2],
      type: "contact",
      channel: "sales-email",
      status: "failed",
      attempts: 1,
      nextAttemptAt: at,
      lockedUntil: null,
      lastError: "HTTP 400",
      createdAt: T0 + 20,
      updatedAt: at,
    });
    expect(await listDeliveries(db, 1)).toHaveLength(1);
    const fromStore = await store.listJobs(["pending", "failed"]);
    expect(new Set(fromStore.map((j) => JSON.stringify(j)))).toEqual(new Set(deliveries.map((j) => JSON.stringify(j))));
  });

  it("retries a failed job or an unclaimed pending one once, not a done, locked or unknown one", async () => {
    const [failedLead, doneLead, lockedLead, waitingLead] = [
      await lead(),
      await lead(),
      await lead({ channels: ["brevo-automation"] }),
      await lead({ channels: ["brevo-newsletter"] }),
    ];
    const options = (channel: "sales-email" | "brevo-automation" | "brevo-newsletter", now: number) => ({
      workerId: "w",
      channels: [channel],
      now,
      lockMs: 60_000,
      limit: 10,
    });
    const claimed = await store.claimJobs(options("sales-email", T0));
    const failedJob = claimed.find((j) => j.submission.id === failedLead)!.id;
    const doneJob = claimed.find((j) => j.submission.id === doneLead)!.id;
    await store.rescheduleJob(failedJob, "w", { now: T0, nextAttemptAt: T0, error: "HTTP 400", failed: true });
    await store.completeJob(doneJob, "w", T0);
    const [locked] = await store.claimJobs(options("brevo-automation", T0));
    const [waiting] = await store.claimJobs(options("brevo-newsletter", T0));
    await store.rescheduleJob(waiting!.id, "w", {
      now: T0,
      nextAttemptAt: T0 + 3_600_000,
      error: "HTTP 503",
      failed: false,
    });

    expect(await findDelivery(db, failedJob)).toMatchObject({
      id: failedJob,
      submissionId: failedLead,
      type: "contact",
      channel: "sales-email",
      status: "failed",
      attempts: 1,
      lastError: "HTTP 400",
    });
    expect(await findDelivery(db, "inconnu")).toBeNull();
    const now = T0 + 1000;
    expect(await retryDelivery(db, doneJob, now)).toBe(false);
    expect(await retryDelivery(db, "inconnu", now)).toBe(false);
    expect(await retryDelivery(db, locked!.id, now)).toBe(false);
    expect(await store.claimJobs(options("sales-email", now))).toEqual([]);

    expect(await retryDelivery(db, failedJob, now)).toBe(true);
    const again = await store.claimJobs(options("sales-email", now));
    expect(again.map((j) => [j.id, j.submission.id, j.attempts])).toEqual([[failedJob, failedLead, 2]]);
    expect(await store.claimJobs(options("sales-email", now))).toEqual([]);
    expect(await retryDelivery(db, failedJob, now)).toBe(false);

    expect(await store.claimJobs(options("brevo-newsletter", now))).toEqual([]);
    expect(await retryDelivery(db, waiting!.id, now)).toBe(true);
    expect((await store.claimJobs(options("brevo-newsletter", now))).map((j) => j.submission.id)).toEqual([
      waitingLead,
    ]);

    expect(await retryDelivery(db, locked!.id, T0 + 60_000)).toBe(true);
    const [retried] = (await leadById(db, lockedLead))!.jobs;
    expect(retried).toMatchObject({ status: "pending", nextAttemptAt: T0 + 60_000, lockedUntil: null, attempts: 1 });
    expect((await store.claimJobs(options("brevo-automation", T0 + 60_000))).map((j) => j.id)).toEqual([locked!.id]);
  });

  it("audits an export with technical detail only, never the searched text", async () => {
    const filters: LeadFilters = { type: "contact", from: "2025-01-01", text: "jeanne@exemple.fr" };
    const entry = await recordLeadExport(db, "staff-1", { format: "csv", count: 3, filters }, T0);
    expect(entry).toMatchObject({
      actorId: "staff-1",
      action: "export",
      detail: "csv, 3 lignes, type=contact, du=2025-01-01, recherche",
    });
    await recordLeadExport(db, null, { format: "json", count: 1, filters: {} }, T0 + 1);
    const byOrigin = { page: "/tarifs", source: "autres-sites" };
    await recordLeadExport(db, null, { format: "csv", count: 2, filters: byOrigin }, T0 + 2);
    expect((await listAudit(db)).map((e) => [e.actorId, e.action, e.submissionId, e.detail])).toEqual([
      [null, "export", null, "csv, 2 lignes, envoi=/tarifs, provenance=autres-sites"],
      [null, "export", null, "json, 1 ligne"],
      ["staff-1", "export", null, "csv, 3 lignes, type=contact, du=2025-01-01, recherche"],
    ]);
  });
});
