import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../lib/server/config.ts";
import { newsletterSignup } from "../../../lib/server/functions/newsletter-signup.ts";
import { openStore } from "../../../lib/server/site-store/index.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { contactSubmission, T0 } from "../../../tests/support/submissions.ts";
import { readBotRows } from "./bot-store.ts";
import { botEmail, tallyBots } from "./bots.ts";

describe.each(["sqlite", "postgres"] as const)("the bots' rows on %s", (kind) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.drop();
  });

  it("are the leads with their proof and jobs, the « Indésirables » and the sign-ups of this run only", async () => {
    const store = await openStore(database);
    try {
      const lead = botEmail("r1", "browser", 0);
      await store.submit(contactSubmission({ id: "lead-1", email: lead, fields: { email: lead }, proof: "pow" }));
      const other = botEmail("r2", "browser", 0);
      await store.submit(contactSubmission({ id: "lead-2", email: other, fields: { email: other }, proof: "pow" }));
      const unwanted = botEmail("r1", "json", 0);
      await store.keepUnwanted({
        id: "unwanted-1",
        type: "contact",
        email: unwanted,
        fields: { email: unwanted },
        pagePath: null,
        entry: null,
        reason: "challenge-missing",
        now: T0,
      });
      const reader = botEmail("r1", "newsletter", 0);
      const signUp = newsletterSignup.configure?.(loadConfig({}));
      await store.submit(
        contactSubmission({
          id: "signup-1",
          type: "newsletter",
          email: reader,
          fields: { email: reader },
          oncePerEmail: true,
          proof: "pow",
          ...signUp,
        }),
      );
    } finally {
      await store.close();
    }

    const rows = await readBotRows(database, "r1");
    expect(rows.submissions.map((r) => r.email).sort()).toEqual([
      botEmail("r1", "browser", 0),
      botEmail("r1", "newsletter", 0),
    ]);
    const tallies = tallyBots("r1", rows);
    expect(tallies.get("browser")).toMatchObject({ leads: 1, leadsByProof: { pow: 1 }, jobs: { "sales-email": 1 } });
    expect(tallies.get("json")).toMatchObject({ leads: 0, unwanted: { "challenge-missing": 1 } });
    expect(tallies.get("newsletter")).toMatchObject({
      leads: 1,
      jobs: { "newsletter-confirm": 1 },
      subscriptions: { pending: 1 },
    });
    expect(tallies.has("r2")).toBe(false);
    await expect(readBotRows(database, "r1%")).rejects.toThrow(/not plain/);
  });
});
