import { describe, expect, it } from "vitest";
import { TOASTS } from "../../../lib/forms/messages.ts";
import { newsletterSchema } from "../../../lib/forms/schemas.ts";
import {
  type BotAttempt,
  botAddress,
  botEmail,
  botOfEmail,
  botShares,
  deliveredUnderOldRules,
  longTasksWithin,
  oldRules,
  percent,
  percentile,
  SENT_TOASTS,
  tallyBots,
  toastKey,
} from "./bots.ts";

const RULES = oldRules({ max: 10, windowMs: 60_000 });

const attempts = (n: number, address: (i: number) => string, every = 10): BotAttempt[] =>
  Array.from({ length: n }, (_, i) => ({ address: address(i), email: botEmail("r1", "x", i), at: i * every }));

describe("the bots' e-mails and addresses", () => {
  it("name the bot each e-mail belongs to, and only this run's", () => {
    const email = botEmail("ab12", "plain-at-once", 17);
    expect(newsletterSchema.safeParse({ email }).success).toBe(true);
    expect(botOfEmail("ab12", email)).toBe("plain-at-once");
    expect(botOfEmail("ab12", botEmail("ab12", "a", 0))).toBe("a");
    expect(botOfEmail("cd34", email)).toBeUndefined();
    expect(botOfEmail("ab12", "camille@exemple.fr")).toBeUndefined();
  });

  it("give each bot its own range of addresses, each attempt its own unless the bot keeps one", () => {
    const one = new Set(Array.from({ length: 600 }, (_, n) => botAddress(0, n)));
    expect(one.size).toBe(600);
    expect(botAddress(0, 5)).not.toBe(botAddress(1, 5));
    expect(botAddress(2, 5, false)).toBe(botAddress(2, 9, false));
  });
});

describe("what the checks before issue 55 delivered", () => {
  it("everything with an empty honeypot from rotating addresses", () => {
    expect(
      deliveredUnderOldRules(
        attempts(200, (i) => botAddress(0, i)),
        RULES,
      ),
    ).toBe(200);
  });

  it("10 a minute from one address, sliding: the next ones once the first leave the window", () => {
    expect(
      deliveredUnderOldRules(
        attempts(200, () => "10.0.0.1"),
        RULES,
      ),
    ).toBe(10);
    // One every 10 s for 200 s: 10 in the first minute, then one as each older one leaves it.
    expect(
      deliveredUnderOldRules(
        attempts(20, () => "10.0.0.1", 10_000),
        RULES,
      ),
    ).toBe(20);
    expect(
      deliveredUnderOldRules(
        attempts(20, () => "10.0.0.1", 3_000),
        RULES,
      ),
    ).toBe(10);
  });

  it("the same e-mail once per form per minute, whatever the address", () => {
    const same: BotAttempt[] = [0, 1, 2].map((i) => ({ address: botAddress(0, i), email: "a@exemple.fr", at: i }));
    expect(deliveredUnderOldRules(same, RULES)).toBe(1);
    expect(deliveredUnderOldRules([...same, { address: "10.9.9.9", email: "A@exemple.fr", at: 61_000 }], RULES)).toBe(
      2,
    );
  });
});

describe("the bots' shares", () => {
  const rows = {
    submissions: [
      { email: botEmail("r1", "plain", 0), proof: "timing" },
      { email: botEmail("r1", "browser", 0), proof: "pow" },
      { email: botEmail("r1", "browser", 1), proof: "pow" },
      { email: botEmail("r0", "browser", 2), proof: "pow" },
    ],
    jobs: [
      { email: botEmail("r1", "browser", 0), channel: "sales-email" },
      { email: botEmail("r1", "browser", 1), channel: "sales-email" },
      { email: botEmail("r1", "plain", 0), channel: "sales-email" },
    ],
    unwanted: [
      { email: botEmail("r1", "json", 0), reason: "challenge-missing" },
      { email: botEmail("r1", "json", 1), reason: "challenge-missing" },
      { email: botEmail("r1", "plain", 1), reason: "too-fast" },
    ],
    subscriptions: [{ email: botEmail("r1", "newsletter", 0), state: "pending" }],
  };

  it("count each bot's leads, jobs, « Indésirables » and subscriptions, this run's only", () => {
    const tallies = tallyBots("r1", rows);
    expect(tallies.get("browser")).toEqual({
      leads: 2,
      leadsByProof: { pow: 2 },
      jobs: { "sales-email": 2 },
      unwanted: {},
      subscriptions: {},
    });
    expect(tallies.get("json")?.unwanted).toEqual({ "challenge-missing": 2 });
    expect(tallies.get("plain")).toMatchObject({ leads: 1, leadsByProof: { timing: 1 }, unwanted: { "too-fast": 1 } });
    expect(tallies.get("newsletter")?.subscriptions).toEqual({ pending: 1 });
  });

  it("put leads and « Indésirables » over the attempts, beside what the old checks would have delivered", () => {
    const tallies = tallyBots("r1", rows);
    const tried = attempts(4, (i) => botAddress(3, i));
    expect(botShares(tried, 4, tallies.get("plain"), RULES)).toEqual({
      attempts: 4,
      answeredAsSent: 4,
      leads: 1,
      jobs: 1,
      unwanted: 1,
      notKept: 2,
      deliveredShare: 0.25,
      unwantedShare: 0.25,
      deliveredBefore: 4,
      deliveredBeforeShare: 1,
    });
    expect(botShares([], 0, undefined, RULES)).toMatchObject({ attempts: 0, deliveredShare: 0, notKept: 0 });
    expect(percent(0.25)).toBe("25.0\u00a0%");
  });
});

describe("timings", () => {
  it("percentiles by nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeUndefined();
  });

  it("the long tasks that overlap a window, and their time over 50 ms", () => {
    const tasks: [number, number][] = [
      [0, 60],
      [100, 120],
      [400, 51],
      [1000, 300],
    ];
    expect(longTasksWithin(tasks, 50, 450)).toEqual({ count: 3, longestMs: 120, blockingMs: 10 + 70 + 1 });
    expect(longTasksWithin(tasks, 500, 900)).toEqual({ count: 0, longestMs: 0, blockingMs: 0 });
  });
});

describe("the toasts a browser bot reads", () => {
  it("are told apart by their text, non-breaking spaces and line breaks aside", () => {
    const { title, description } = TOASTS.newsletterSuccess;
    expect(toastKey(`${title}\n${description.replace(/\u00a0/g, " ")}`)).toBe("newsletterSuccess");
    expect(toastKey(`${TOASTS.contactSuccess.title}${TOASTS.contactSuccess.description}`)).toBe("contactSuccess");
    expect(toastKey(TOASTS.newsletterBusy.description)).toBe("newsletterBusy");
    expect(toastKey("Something else")).toBeUndefined();
    expect(SENT_TOASTS.has("contactSuccess")).toBe(true);
    expect(SENT_TOASTS.has("newsletterBusy")).toBe(false);
  });
});
