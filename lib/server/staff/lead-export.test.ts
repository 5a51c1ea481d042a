import { describe, expect, it } from "vitest";
import type { NewsletterProof } from "../newsletter/proof.ts";
import type { OutboxJob, StoredSubmission } from "../submissions/submission-store.ts";
import { outboxReport, toCsv, toExcelCsv, toJsonLines } from "./lead-export.ts";

const demo: StoredSubmission = {
  id: "b2c1",
  type: "demo",
  createdAt: Date.UTC(2025, 3, 24, 8, 30),
  fields: {
    firstName: "Éloïse",
    lastName: "D'Aubigné",
    company: 'Atelier "Lumière", Lyon',
    email: "eloise@exemple.fr",
    phone: "+33 6 12 34 56 78",
    interestedIn: ["crmpro", "comptapro"],
    formSource: "Demo Request",
  },
};

describe("lead export", () => {
  it("writes one JSON object per line whose id is the submission id", () => {
    const lines = toJsonLines([demo, { ...demo, id: "c3" }])
      .trimEnd()
      .split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toEqual({
      id: "b2c1",
      type: "demo",
      createdAt: "2025-04-24T08:30:00.000Z",
      ...demo.fields,
    });
  });

  it("writes CSV with a header, quoting, and no spreadsheet formulas", () => {
    const csv = toCsv([demo, { ...demo, id: "d4", fields: { message: '=HYPERLINK("x")\nsuite', phone: "+33 1 23" } }]);
    const [header, first, second] = csv.split("\r\n");
    expect(header).toBe(
      "id,type,createdAt,firstName,lastName,company,email,phone,message,interestedIn,formSource,Page d'envoi,Page d'arrivée,Provenance,Campagne",
    );
    expect(first).toBe(
      'b2c1,demo,2025-04-24T08:30:00.000Z,Éloïse,D\'Aubigné,"Atelier ""Lumière"", Lyon",eloise@exemple.fr,+33 6 12 34 56 78,,crmpro comptapro,Demo Request,,,Non connue,',
    );
    expect(csv).toContain('"\'=HYPERLINK(""x"")\nsuite"');
    expect(second).toContain(",+33 1 23,");
  });
});

describe("a lead's origin in the exports", () => {
  const fromGoogle: StoredSubmission = {
    ...demo,
    pagePath: "/tarifs/crmpro",
    entry: { landing: "/blog/gerer-sa-tva", source: "google", utm: { source: "ads", medium: "cpc", campaign: "tva" } },
  };

  it("writes the page, the landing page, the provenance and the campaign as the team reads them", () => {
    const partner: StoredSubmission = {
      ...demo,
      id: "p",
      pagePath: "/contact",
      entry: { landing: "/", source: "site:partenaire.fr" },
    };
    const pageOnly: StoredSubmission = { ...demo, id: "n", pagePath: "/demande-de-demo" };
    const rows = toCsv([fromGoogle, partner, pageOnly], ";")
      .split("\r\n")
      .map((row) => row.split(";").slice(-4));
    expect(rows.slice(0, 4)).toEqual([
      ["Page d'envoi", "Page d'arrivée", "Provenance", "Campagne"],
      ["/tarifs/crmpro", "/blog/gerer-sa-tva", "Google", "tva (ads / cpc)"],
      ["/contact", "/", "partenaire.fr", ""],
      ["/demande-de-demo", "", "Non connue", ""],
    ]);
  });

  it("neutralises a campaign a visitor wrote as a formula", () => {
    const formula: StoredSubmission = {
      ...fromGoogle,
      entry: { landing: "/", source: "direct", utm: { source: "", medium: "", campaign: '=hyperlink("x")' } },
    };
    expect(toCsv([formula]).split("\r\n")[1]).toMatch(/,"'=hyperlink\(""x""\)"$/);
  });

  it("gives the page and the entry as stored in JSON Lines, nothing when unknown", () => {
    const [known, unknown] = toJsonLines([fromGoogle, demo])
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(known).toMatchObject({ pagePath: "/tarifs/crmpro", entry: fromGoogle.entry });
    expect(unknown).not.toHaveProperty("pagePath");
    expect(unknown).not.toHaveProperty("entry");
  });
});

describe("the newsletter's proof of consent in the exports", () => {
  const signUp: StoredSubmission = {
    id: "n1",
    type: "newsletter",
    createdAt: Date.UTC(2026, 10, 2, 9),
    fields: { email: "jeanne@exemple.fr", formSource: "Newsletter" },
  };
  const proof: NewsletterProof = {
    email: "jeanne@exemple.fr",
    state: "withdrawn",
    submissionId: "n1",
    signedUpAt: Date.UTC(2026, 10, 2, 9),
    confirmedAt: Date.UTC(2026, 10, 2, 9, 5),
    withdrawnAt: Date.UTC(2026, 10, 20, 18),
    pagePath: "/blog",
    consentVersion: "=2026-11",
    consentText: "J'accepte…",
    lastInterestAt: Date.UTC(2026, 10, 20, 18),
  };
  const proofs = new Map([["n1", proof]]);

  it("adds the proof's columns only when the export holds a newsletter lead, empty for the others", () => {
    expect(toCsv([demo], ",", proofs).split("\r\n")[0]).toMatch(/,Campagne$/);
    const rows = toExcelCsv([demo, signUp, { ...signUp, id: "n2" }], proofs)
      .slice(1)
      .split("\r\n")
      .map((row) => row.split(";").slice(-6));
    expect(rows.slice(0, 4)).toEqual([
      [
        "Inscription newsletter",
        "Inscrite le",
        "Confirmée le",
        "Désinscrite le",
        "Page de l'inscription",
        "Version du consentement",
      ],
      ["", "", "", "", "", ""],
      // The state as the desk names it, the moments like createdAt, a formula neutralised.
      [
        "Désinscrite",
        "2026-11-02T09:00:00.000Z",
        "2026-11-02T09:05:00.000Z",
        "2026-11-20T18:00:00.000Z",
        "/blog",
        "'=2026-11",
      ],
      ["Aucune preuve", "", "", "", "", ""],
    ]);
  });

  it("gives the proof as `newsletter` in JSON Lines, never the consent text, nothing when none is kept", () => {
    const [known, unknown] = toJsonLines([signUp, { ...signUp, id: "n2" }], proofs)
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(known.newsletter).toEqual({
      state: "withdrawn",
      signedUpAt: "2026-11-02T09:00:00.000Z",
      confirmedAt: "2026-11-02T09:05:00.000Z",
      withdrawnAt: "2026-11-20T18:00:00.000Z",
      pagePath: "/blog",
      consentVersion: "=2026-11",
    });
    expect(unknown).not.toHaveProperty("newsletter");
    // A proof is never attached to another type of lead, even under its id.
    expect(JSON.parse(toJsonLines([{ ...demo, id: "n1" }], proofs))).not.toHaveProperty("newsletter");
  });
});

describe("outbox report", () => {
  const job = (overrides: Partial<OutboxJob>): OutboxJob => ({
    id: "j",
    submissionId: "s1",
    type: "automation",
    channel: "brevo-automation",
    status: "pending",
    attempts: 0,
    nextAttemptAt: 0,
    lockedUntil: null,
    lastError: null,
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  });

  it("shows what waits for configuration and what failed, with the reason", () => {
    const report = outboxReport(
      [
        job({}),
        job({
          submissionId: "s2",
          status: "failed",
          attempts: 8,
          lastError: "Brevo HTTP 503",
          channel: "sales-email",
          type: "contact",
        }),
      ],
      new Map([["brevo-automation", "BREVO_API_KEY"]]),
      1,
    );
    expect(report).toContain("Pending: 1    Failed: 1");
    expect(report).toContain("brevo-automation: not configured (BREVO_API_KEY): 1 job(s) wait");
    expect(report).toContain("pending\tbrevo-automation\tautomation\ts1\t0\tdue\t-");
    expect(report).toContain("failed\tsales-email\tcontact\ts2\t8\t-\tBrevo HTTP 503");
  });
});
