import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { contactSubmission, T0 } from "../../../tests/support/submissions.ts";
import { saveSetting } from "../settings/setting-rows.ts";
import { openStore } from "../site-store/index.ts";
import { listLeads } from "../staff/leads-desk.ts";
import type { Db } from "../store/db.ts";
import type { NewSubmission, Store } from "../submissions/submission-store.ts";
import { ASSIGNMENT_RULES_KEY, forgetRulesOf, readAssignmentRules } from "./assignment-rules.ts";
import {
  addLeadNote,
  assignLead,
  followUpOf,
  leadHistory,
  mayFollow,
  samePersonLeads,
  setFollowUpAt,
  setLeadStatus,
  takeLead,
} from "./follow-up.ts";

const HOUR = 3_600_000;

describe.each(["sqlite", "postgres"] as const)("a lead's follow-up on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let db: Db;
  const others: Db[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    store = await openStore(database);
    db = await openMigratedDb(database);
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await db.close();
    await store.close();
    await database.drop();
  });

  async function lead(overrides: Partial<NewSubmission> = {}): Promise<string> {
    const submission = contactSubmission(overrides);
    await store.submit(submission);
    return submission.id;
  }

  async function endpointFor(events: string[]): Promise<void> {
    await db.run(
      `INSERT INTO webhook_endpoints (id, url, events, secret, enabled, created_at, updated_at)
       VALUES ('ep1', 'https://crm.exemple.fr/webhooks', ?, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 1, ?, ?)`,
      [JSON.stringify(events), T0, T0],
    );
  }

  const deliveries = (event: string) =>
    db.all<{ submission_id: string; payload: string | null }>(
      "SELECT submission_id, payload FROM webhook_deliveries WHERE event = ? ORDER BY created_at, id",
      [event],
    );

  it("starts new, without owner, and records each change, dated and signed, in its history", async () => {
    const id = await lead();
    expect(await followUpOf(db, id)).toMatchObject({ status: "nouvelle", ownerId: null, firstContactAt: null });

    expect(await takeLead(db, id, "anne", T0 + HOUR)).toEqual({ ok: true });
    expect(await setLeadStatus(db, id, { status: "contactee" }, "anne", T0 + 2 * HOUR)).toEqual({ ok: true });
    expect(await setLeadStatus(db, id, { status: "qualifiee" }, "anne", T0 + 3 * HOUR)).toEqual({ ok: true });
    expect(await setFollowUpAt(db, id, T0 + 48 * HOUR, "anne", T0 + 3 * HOUR + 1)).toEqual({ ok: true });
    expect(
      await setLeadStatus(
        db,
        id,
        { status: "perdue", reason: "autre", detail: "Projet reporté" },
        "anne",
        T0 + 4 * HOUR,
      ),
    ).toEqual({ ok: true });

    // The first status past « Nouvelle » is the first contact, and later ones never move it.
    expect(await followUpOf(db, id)).toMatchObject({
      status: "perdue",
      ownerId: "anne",
      lostReason: "autre",
      lostDetail: "Projet reporté",
      followUpAt: T0 + 48 * HOUR,
      firstContactAt: T0 + 2 * HOUR,
    });
    const history = await leadHistory(db, id);
    expect(history.map((event) => [event.kind, event.actorId, event.at])).toEqual([
      ["owner", "anne", T0 + HOUR],
      ["status", "anne", T0 + 2 * HOUR],
      ["status", "anne", T0 + 3 * HOUR],
      ["follow-up", "anne", T0 + 3 * HOUR + 1],
      ["status", "anne", T0 + 4 * HOUR],
    ]);
    expect(history[4]).toMatchObject({ status: "perdue", reason: "autre", text: "Projet reporté" });

    // Back from « Perdue »: the reason goes with it.
    await setLeadStatus(db, id, { status: "qualifiee", reason: "prix" }, "anne", T0 + 5 * HOUR);
    expect(await followUpOf(db, id)).toMatchObject({ status: "qualifiee", lostReason: null, lostDetail: null });
  });

  it("gives a lead one owner when two members press « Je m'en occupe » together; the other is told who", async () => {
    const id = await lead();
    // PostgreSQL: two connections, as two instances have. SQLite has one writer per process.
    const second = kind === "postgres" ? await openMigratedDb(database) : db;
    if (second !== db) others.push(second);
    const outcomes = await Promise.all([takeLead(db, id, "anne", T0), takeLead(second, id, "bruno", T0)]);
    const winners = outcomes.filter((outcome) => outcome.ok);
    expect(winners).toHaveLength(1);
    const owner = (await followUpOf(db, id))?.ownerId;
    expect(["anne", "bruno"]).toContain(owner);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, why: "taken", ownerId: owner });
    expect((await leadHistory(db, id)).filter((event) => event.kind === "owner")).toHaveLength(1);
  });

  it("keeps a note as typed (markup is text), and a note marked as a contact stops the wait", async () => {
    const id = await lead();
    const text = "<script>alert(1)</script> Rappelé : intéressé par CRMPro";
    await addLeadNote(db, id, { text, contact: false }, "anne", T0 + HOUR);
    expect((await followUpOf(db, id))?.firstContactAt).toBeNull();
    await addLeadNote(db, id, { text: "Appel de 10 minutes", contact: true }, "anne", T0 + 2 * HOUR);
    await addLeadNote(db, id, { text: "Second appel", contact: true }, "anne", T0 + 3 * HOUR);
    expect((await followUpOf(db, id))?.firstContactAt).toBe(T0 + 2 * HOUR);
    const notes = (await leadHistory(db, id)).filter((event) => event.kind === "note");
    expect(notes.map((note) => [note.text, note.contact])).toEqual([
      [text, false],
      ["Appel de 10 minutes", true],
      ["Second appel", true],
    ]);
  });

  it("checks the member's scope under the lead's lock: a lead given to another meanwhile is refused", async () => {
    const id = await lead();
    await assignLead(db, id, "anne", "admin", T0);
    const bruno = { userId: "bruno", role: "commercial" };
    expect(await setLeadStatus(db, id, { status: "contactee" }, bruno, T0 + 1)).toEqual({
      ok: false,
      why: "not-allowed",
    });
    expect(await addLeadNote(db, id, { text: "Rappelé", contact: true }, bruno, T0 + 2)).toEqual({
      ok: false,
      why: "not-allowed",
    });
    expect(await followUpOf(db, id)).toMatchObject({ status: "nouvelle", firstContactAt: null });
    const anne = { userId: "anne", role: "commercial" };
    expect(await setFollowUpAt(db, id, T0 + HOUR, anne, T0 + 3)).toEqual({ ok: true });
  });

  it("leaves the leads stored before the follow-up out of the waiting order (their first contact is unknown)", async () => {
    const before = await lead({ now: T0 - 10 * HOUR });
    const after = await lead({ now: T0 - 5 * HOUR });
    await db.run("UPDATE submissions SET timed = 0 WHERE id = ?", [before]);
    expect((await followUpOf(db, before))?.timed).toBe(false);
    const { rows } = await listLeads(db, {}, {}, { waitingCutoff: T0 });
    expect(rows.map((row) => [row.id, row.follow.timed])).toEqual([
      [after, true],
      [before, false],
    ]);
  });

  it("forgets the rules of a member disabled or removed", async () => {
    await saveSetting(db, ASSIGNMENT_RULES_KEY, { demo: "anne", contact: "bruno" }, "admin", T0);
    await forgetRulesOf(db, "anne", "admin", T0 + 1);
    expect(await readAssignmentRules(db)).toEqual({ contact: "bruno" });
    expect((await followUpOf(db, await lead({ type: "demo" })))?.ownerId).toBeNull();
  });

  it("refuses to follow an unknown lead or a newsletter sign-up", async () => {
    expect(await takeLead(db, "inconnue", "anne", T0)).toEqual({ ok: false, why: "unknown" });
    const signUp = await lead({ type: "newsletter", channels: [] });
    expect(await setLeadStatus(db, signUp, { status: "contactee" }, "anne", T0)).toEqual({
      ok: false,
      why: "not-followed",
    });
  });

  it("lets an administrator assign and unassign; a commercial acts on their leads and the unassigned ones", async () => {
    const id = await lead();
    await assignLead(db, id, "bruno", "admin", T0);
    expect((await followUpOf(db, id))?.ownerId).toBe("bruno");
    expect(await takeLead(db, id, "anne", T0 + 1)).toEqual({ ok: false, why: "taken", ownerId: "bruno" });
    await assignLead(db, id, null, "admin", T0 + 2);
    expect((await followUpOf(db, id))?.ownerId).toBeNull();
    expect(mayFollow({ userId: "anne", role: "commercial" }, { ownerId: null })).toBe(true);
    expect(mayFollow({ userId: "anne", role: "commercial" }, { ownerId: "anne" })).toBe(true);
    expect(mayFollow({ userId: "anne", role: "commercial" }, { ownerId: "bruno" })).toBe(false);
    expect(mayFollow({ userId: "chef", role: "administrateur" }, { ownerId: "bruno" })).toBe(true);
    expect(mayFollow({ userId: "rita", role: "redaction" }, { ownerId: null })).toBe(false);
  });

  it("shows the same person's other leads on each one's page, the newest first", async () => {
    const first = await lead({ now: T0 });
    const second = await lead({ now: T0 + HOUR, type: "demo" });
    await lead({ email: "autre@exemple.fr", now: T0 + 2 * HOUR });
    expect((await samePersonLeads(db, first)).map((other) => other.id)).toEqual([second]);
    expect((await samePersonLeads(db, second)).map((other) => [other.id, other.type])).toEqual([[first, "contact"]]);
  });

  it("filters « Mes demandes », « Sans responsable », « À relancer (en retard) » and a status; sorts by age", async () => {
    const mine = await lead({ now: T0 });
    const theirs = await lead({ now: T0 + HOUR });
    const nobody = await lead({ now: T0 + 2 * HOUR });
    const late = await lead({ now: T0 + 3 * HOUR });
    await lead({ type: "newsletter", channels: [], email: "lettre@exemple.fr", now: T0 + 4 * HOUR });
    await takeLead(db, mine, "anne", T0 + 5 * HOUR);
    await takeLead(db, theirs, "bruno", T0 + 5 * HOUR);
    await takeLead(db, late, "anne", T0 + 5 * HOUR);
    await setFollowUpAt(db, late, T0 + 6 * HOUR, "anne", T0 + 5 * HOUR);
    await setFollowUpAt(db, mine, T0 + 30 * HOUR, "anne", T0 + 5 * HOUR);
    await setLeadStatus(db, theirs, { status: "gagnee" }, "bruno", T0 + 5 * HOUR);
    const ids = async (filters: Parameters<typeof listLeads>[1], now = T0 + 7 * HOUR) =>
      (await listLeads(db, filters, {}, { viewerId: "anne", now })).rows.map((row) => row.id);

    expect(await ids({ follow: "mes-demandes" })).toEqual([late, mine]);
    expect(await ids({ follow: "sans-responsable" })).toEqual([nobody]);
    expect(await ids({ follow: "a-relancer" })).toEqual([late]);
    expect(await ids({ follow: "a-relancer" }, T0 + 31 * HOUR)).toEqual([late, mine]);
    expect(await ids({ status: "gagnee" })).toEqual([theirs]);
    expect(await ids({ status: "nouvelle", order: "anciennes" })).toEqual([mine, nobody, late]);
  });

  it("lists the leads waiting past one opening hour first, the longest wait first, then the newest", async () => {
    const old = await lead({ now: T0 });
    const older = await lead({ now: T0 - HOUR });
    const answered = await lead({ now: T0 - 2 * HOUR });
    const fresh = await lead({ now: T0 + 3 * HOUR });
    await setLeadStatus(db, answered, { status: "contactee" }, "anne", T0);
    const { rows } = await listLeads(db, {}, {}, { waitingCutoff: T0 + 30 * 60_000 });
    expect(rows.map((row) => row.id)).toEqual([older, old, fresh, answered]);
    expect(rows[0]?.follow).toEqual({
      timed: true,
      status: "nouvelle",
      ownerId: null,
      followUpAt: null,
      firstContactAt: null,
    });
  });

  it("gives a lead its form's owner at arrival, by the assignment rule", async () => {
    await saveSetting(db, ASSIGNMENT_RULES_KEY, { demo: "anne" }, "admin", T0);
    const demo = await lead({ type: "demo" });
    const contact = await lead();
    expect((await followUpOf(db, demo))?.ownerId).toBe("anne");
    expect((await followUpOf(db, contact))?.ownerId).toBeNull();
    expect(await leadHistory(db, demo)).toMatchObject([{ kind: "owner", actorId: null, ownerId: "anne" }]);
  });

  it("queues lead.created at arrival and lead.updated at each change, for the endpoints subscribed", async () => {
    const before = await lead();
    expect(await db.all("SELECT id FROM webhook_deliveries")).toEqual([]);
    await endpointFor(["lead.created", "lead.updated", "lead.erased"]);
    const id = await lead({ now: T0 + HOUR });
    const [created] = await deliveries("lead.created");
    expect(created?.submission_id).toBe(id);
    expect(JSON.parse(created?.payload ?? "{}")).toMatchObject({
      type: "lead.created",
      data: { id, form: "contact", status: "nouvelle", fields: { firstName: "Jeanne" }, owner: null },
    });
    await setLeadStatus(db, id, { status: "perdue", reason: "prix" }, "anne", T0 + 2 * HOUR);
    const [updated] = await deliveries("lead.updated");
    expect(JSON.parse(updated?.payload ?? "{}").data).toMatchObject({
      id,
      status: "perdue",
      lostReason: { code: "prix", label: "Prix jugé trop élevé" },
      firstContactAt: new Date(T0 + 2 * HOUR).toISOString(),
    });
    // Erased (RGPD): its history goes, its payloads are emptied, and the CRM is told.
    await store.deleteById(id);
    expect(await db.all("SELECT id FROM lead_events WHERE submission_id = ?", [id])).toEqual([]);
    expect((await deliveries("lead.updated"))[0]).toBeUndefined();
    const [erased] = await deliveries("lead.erased");
    expect(JSON.parse(erased?.payload ?? "{}").data).toEqual({ id });
    // An endpoint paused meanwhile is told of an erasure too (sent once enabled again).
    await db.run("UPDATE webhook_endpoints SET enabled = 0");
    const other = await lead({ email: "autre@exemple.fr", now: T0 + 3 * HOUR });
    await store.deleteById(other);
    expect((await deliveries("lead.erased")).map((delivery) => delivery.submission_id)).toEqual([id, other]);
    expect(before).not.toBe(id);
  });
});
