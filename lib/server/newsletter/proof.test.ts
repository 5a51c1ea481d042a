import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { contactSubmission, T0 } from "../../../tests/support/submissions.ts";
import { openStore } from "../site-store/index.ts";
import { toCsv, toJsonLines } from "../staff/lead-export.ts";
import type { Db } from "../store/db.ts";
import type { NewSubmission, Store } from "../submissions/submission-store.ts";
import { newsletterProof, newsletterProofOfLead, newsletterProofsOfLeads } from "./proof.ts";

const MINUTE = 60_000;
const CONSENT = "J'accepte de recevoir la lettre d'information de Gestio.\nDésinscription en un clic.";

/** A newsletter sign-up as the function stores it (once per address). */
function newsletterSubmission(email: string, overrides: Partial<NewSubmission> = {}): NewSubmission {
  return contactSubmission({
    type: "newsletter",
    email,
    fields: { email, formSource: "Newsletter" },
    channels: [],
    oncePerEmail: true,
    pagePath: "/blog",
    ...overrides,
  });
}

describe.each(["sqlite", "postgres"] as const)("the newsletter's proof of consent on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let db: Db;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    store = await openStore(database);
    db = await openMigratedDb(database);
    await db.run("INSERT INTO consent_texts (version, text, first_shown_at) VALUES (?, ?, ?)", [
      "2026-11",
      CONSENT,
      T0,
    ]);
  });
  afterEach(async () => {
    await db.close();
    await store.close();
    await database.drop();
  });

  /** Signs up `email` and writes its subscription row as the double opt-in does. */
  async function subscribe(
    email: string,
    row: { state: string; confirmedAt?: number | null; withdrawnAt?: number | null; version?: string },
  ): Promise<string> {
    const submission = newsletterSubmission(email);
    await store.submit(submission);
    await db.run(
      `INSERT INTO newsletter_subscriptions (email, state, submission_id, token_nonce, token_issued_at, signed_up_at,
         confirmed_at, withdrawn_at, page_path, consent_version, last_interest_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        email,
        row.state,
        submission.id,
        `nonce-${email}`,
        T0,
        T0,
        row.confirmedAt ?? null,
        row.withdrawnAt ?? null,
        "/blog",
        row.version ?? "2026-11",
        T0,
        T0,
      ],
    );
    return submission.id;
  }

  it("reads an address's proof with the consent text as shown, whatever the case of the address", async () => {
    const id = await subscribe("jeanne@exemple.fr", { state: "confirmed", confirmedAt: T0 + 5 * MINUTE });
    const proof = {
      email: "jeanne@exemple.fr",
      state: "confirmed",
      submissionId: id,
      signedUpAt: T0,
      confirmedAt: T0 + 5 * MINUTE,
      withdrawnAt: null,
      pagePath: "/blog",
      consentVersion: "2026-11",
      consentText: CONSENT,
      lastInterestAt: T0,
    };
    expect(await newsletterProof(db, " Jeanne@Exemple.FR ")).toEqual(proof);
    expect(await newsletterProofOfLead(db, id)).toEqual(proof);
    expect(await newsletterProof(db, "personne@exemple.fr")).toBeNull();
  });

  it("gives no proof for another type of lead, nor for a newsletter lead without one", async () => {
    await subscribe("jeanne@exemple.fr", { state: "pending" });
    // A contact from the same address is not a sign-up.
    const contact = contactSubmission();
    await store.submit(contact);
    expect(await newsletterProofOfLead(db, contact.id)).toBeNull();
    // A sign-up stored before the double opt-in existed.
    const older = newsletterSubmission("ancien@exemple.fr");
    await store.submit(older);
    expect(await newsletterProofOfLead(db, older.id)).toBeNull();
    expect(await newsletterProofOfLead(db, "inconnu")).toBeNull();
  });

  it("says when the text of a version was not kept, and keeps a withdrawal's moments", async () => {
    const id = await subscribe("paul@exemple.fr", {
      state: "withdrawn",
      confirmedAt: T0 + MINUTE,
      withdrawnAt: T0 + 60 * MINUTE,
      version: "2025-01",
    });
    expect(await newsletterProofOfLead(db, id)).toMatchObject({
      state: "withdrawn",
      confirmedAt: T0 + MINUTE,
      withdrawnAt: T0 + 60 * MINUTE,
      consentVersion: "2025-01",
      consentText: null,
    });
  });

  it("reads the proofs of a page of leads at once, keyed by lead, and exports them", async () => {
    const pending = await subscribe("a@exemple.fr", { state: "pending" });
    const confirmed = await subscribe("b@exemple.fr", { state: "confirmed", confirmedAt: T0 + MINUTE });
    const without = newsletterSubmission("c@exemple.fr");
    await store.submit(without);
    const contact = contactSubmission({ email: "a@exemple.fr" });
    await store.submit(contact);

    const proofs = await newsletterProofsOfLeads(db, [pending, confirmed, without.id, contact.id]);
    expect([...proofs.keys()].sort()).toEqual([pending, confirmed].sort());
    expect(proofs.get(confirmed)).toMatchObject({ state: "confirmed", confirmedAt: T0 + MINUTE, consentText: null });
    expect(await newsletterProofsOfLeads(db, [])).toEqual(new Map());

    const leads = await store.listSubmissions();
    const rows = toCsv(leads, ";", proofs)
      .trimEnd()
      .split("\r\n")
      .map((row) => row.split(";"));
    expect(rows[0]?.slice(-6)).toEqual([
      "Inscription newsletter",
      "Inscrite le",
      "Confirmée le",
      "Désinscrite le",
      "Page de l'inscription",
      "Version du consentement",
    ]);
    const byId = new Map(rows.slice(1).map((row) => [row[0], row.slice(-6)]));
    const iso = (at: number) => new Date(at).toISOString();
    expect(byId.get(pending)).toEqual(["En attente de confirmation", iso(T0), "", "", "/blog", "2026-11"]);
    expect(byId.get(confirmed)).toEqual(["Confirmée", iso(T0), iso(T0 + MINUTE), "", "/blog", "2026-11"]);
    expect(byId.get(without.id)).toEqual(["Aucune preuve", "", "", "", "", ""]);
    expect(byId.get(contact.id)).toEqual(["", "", "", "", "", ""]);

    const json = new Map(
      toJsonLines(leads, proofs)
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as { id: string; newsletter?: unknown })
        .map((record) => [record.id, record.newsletter]),
    );
    expect(json.get(confirmed)).toEqual({
      state: "confirmed",
      signedUpAt: iso(T0),
      confirmedAt: iso(T0 + MINUTE),
      withdrawnAt: null,
      pagePath: "/blog",
      consentVersion: "2026-11",
    });
    expect(json.get(without.id)).toBeUndefined();
    expect(json.get(contact.id)).toBeUndefined();
  });

  it("reads more leads than one query holds", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await subscribe(`p${i}@exemple.fr`, { state: "pending" }));
    const many = [...Array.from({ length: 1200 }, (_, i) => `absent-${i}`), ...ids];
    expect([...(await newsletterProofsOfLeads(db, many)).keys()].sort()).toEqual([...ids].sort());
  });

  it("is erased with the person's address, and with the newsletter lead alone", async () => {
    const count = async (email: string) =>
      Number(
        (
          await db.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?", [
            email,
          ])
        )[0]?.n,
      );
    await subscribe("jeanne@exemple.fr", { state: "confirmed", confirmedAt: T0 + MINUTE });
    await subscribe("paul@exemple.fr", { state: "pending" });
    const lone = await subscribe("li@exemple.fr", { state: "pending" });
    // A contact of Paul's: erasing it leaves his sign-up's proof.
    const contact = contactSubmission({ email: "paul@exemple.fr", fields: { email: "paul@exemple.fr" } });
    await store.submit(contact);

    // The sign-up and its proof: both gone, and counted.
    expect(await store.deleteByEmail(" Jeanne@Exemple.fr ", [])).toBe(2);
    expect(await count("jeanne@exemple.fr")).toBe(0);
    expect(await newsletterProof(db, "jeanne@exemple.fr")).toBeNull();

    expect(await store.deleteById(contact.id)).toBe(1);
    expect(await count("paul@exemple.fr")).toBe(1);

    expect(await store.deleteById(lone)).toBe(1);
    expect(await count("li@exemple.fr")).toBe(0);
    expect(await count("paul@exemple.fr")).toBe(1);
  });
});
