import { describe, expect, it } from "vitest";
import { PLAIN_FORM_LIMIT } from "../../lib/forms/form-checks.ts";
import { createTestDatabase } from "../../tests/support/databases.ts";
import { startTestServer } from "../../tests/support/functions-server.ts";
import { botsTable, HTTP_BOTS, type Outcome, runHttpBot } from "./bots.ts";
import { readBotRows } from "./lib/bot-store.ts";
import { botAddress, botEmail, botShares, oldRules, tallyBots } from "./lib/bots.ts";

const RULES = oldRules({ max: 10, windowMs: 60_000 });

describe("the bots' table", () => {
  it("gives each bot its leads, « Indésirables » by reason, and what was delivered now and before", () => {
    const attempts = Array.from({ length: 200 }, (_, n) => ({
      address: botAddress(0, n),
      email: botEmail("r1", "json", n),
      at: n,
    }));
    const tally = {
      leads: 0,
      leadsByProof: {},
      jobs: {},
      unwanted: { "challenge-missing": 200 },
      subscriptions: {},
    };
    const now = {
      bot: "json",
      label: HTTP_BOTS[0]!.label,
      ...botShares(attempts, 200, tally, RULES),
      tally,
      failures: 0,
    };
    const measured = {
      bot: "json",
      label: HTTP_BOTS[0]!.label,
      ...botShares(attempts, 200, { ...tally, leads: 200, unwanted: {} }, RULES),
      tally: undefined,
      failures: 0,
    };
    const table = botsTable([now], [measured]);
    expect(table).toMatch(
      /\| \(a\) JSON post to the function, no proof, rotating addresses \| 200 +\| 200 +\| 0 \(0\) +\| 200 \(challenge-missing 200\) \| 0 +\| 0 = 0\.0\u00a0% +\| 200 = 100\.0\u00a0% +\| 200 = 100\.0\u00a0% +\|/,
    );
    expect(botsTable([now])).not.toContain("measured");
  });

  it("has bots for each way the issue names: no proof, the plain form at once and without stamp, and waiting", () => {
    expect(HTTP_BOTS.map((bot) => bot.id)).toEqual([
      "json",
      "plain-at-once",
      "plain-no-stamp",
      "plain-waiting",
      "plain-stamp-reused",
    ]);
    expect(HTTP_BOTS.filter((bot) => bot.oneAddress).map((bot) => bot.id)).toEqual(["plain-waiting"]);
  });
});

describe("the HTTP bots against the functions' own code", () => {
  it("meet the checks of issue 55: no proof or too fast kept among « Indésirables », the plain form bounded per address", async () => {
    const database = await createTestDatabase("sqlite");
    const server = await startTestServer(database, { TRUST_PROXY: "1" });
    const runs = 8;
    const outcomes = new Map<string, Outcome>();
    try {
      await Promise.all(
        HTTP_BOTS.map(async (bot, index) => outcomes.set(bot.id, await runHttpBot(server.url, "t1", bot, index, runs))),
      );
    } finally {
      await server.close();
    }
    try {
      const tallies = tallyBots("t1", await readBotRows(database, "t1"));
      // (a) Answered as a person would be, kept, never a lead.
      expect(outcomes.get("json")).toMatchObject({ statuses: { "200": runs }, answeredAsSent: runs, failures: 0 });
      expect(tallies.get("json")).toMatchObject({ leads: 0, unwanted: { "challenge-missing": runs } });
      // (b) The stamp sent back at once: too fast, kept; never sent back: asked again, nothing kept.
      expect(outcomes.get("plain-at-once")?.statuses).toEqual({ "200": runs });
      expect(tallies.get("plain-at-once")).toMatchObject({ leads: 0, unwanted: { "too-fast": runs } });
      expect(outcomes.get("plain-no-stamp")?.statuses).toEqual({ "428": runs });
      expect(tallies.has("plain-no-stamp")).toBe(false);
      // (c) Waiting the filling time from one address: the stricter throttle lets PLAIN_FORM_LIMIT.max through.
      expect(outcomes.get("plain-waiting")?.statuses).toEqual({
        "200": PLAIN_FORM_LIMIT.max,
        "429": runs - PLAIN_FORM_LIMIT.max,
      });
      expect(tallies.get("plain-waiting")).toMatchObject({
        leads: PLAIN_FORM_LIMIT.max,
        leadsByProof: { timing: PLAIN_FORM_LIMIT.max },
      });
      // One stamp reused from rotating addresses: used once, the others kept among « Indésirables ».
      expect(tallies.get("plain-stamp-reused")).toMatchObject({
        leads: 1,
        leadsByProof: { timing: 1 },
        unwanted: { "stamp-replayed": runs - 1 },
      });
      expect(tallies.get("plain-stamp-reused")?.jobs["sales-email"]).toBe(1);
      for (const outcome of outcomes.values()) expect(outcome.attempts).toHaveLength(runs);
    } finally {
      await database.drop();
    }
  }, 30_000);
});
