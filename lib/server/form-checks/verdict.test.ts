import { describe, expect, it } from "vitest";
import { MIN_FILLING_MS, STAMP_LIFETIME_MS } from "../../forms/form-checks.ts";
import { HONEYPOT_FIELD } from "../../forms/honeypot.ts";
import { issueStamp, readStamp } from "./stamp.ts";
import { judgeSubmission, type ProofReading, type VerdictInput } from "./verdict.ts";

const KEY = "clé-de-test-des-horodatages";
const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const FIELDS = {
  firstName: "Camille",
  lastName: "Durand",
  email: "camille@exemple.fr",
  message: "Bonjour, une question.",
};

const remembered = new Set<string>();

function input(overrides: Partial<VerdictInput> & { proofReading?: ProofReading } = {}): VerdictInput {
  const { proofReading = "ok", ...rest } = overrides;
  return {
    type: "contact",
    body: { ...FIELDS },
    fields: { ...FIELDS },
    check: {},
    now: NOW,
    stampKey: async () => KEY,
    verifyProof: async () => proofReading,
    rememberStamp: async (signature) => {
      if (remembered.has(signature)) return false;
      remembered.add(signature);
      return true;
    },
    ...rest,
  };
}

describe("readStamp", () => {
  const stamp = issueStamp(KEY, "contact", NOW);

  it("passes once the minimum filling time has passed, and not before", () => {
    expect(readStamp(KEY, "contact", stamp, NOW + MIN_FILLING_MS)).toBe("ok");
    expect(readStamp(KEY, "contact", stamp, NOW + MIN_FILLING_MS - 1)).toBe("too-fast");
  });

  it("differs for two posts in the same millisecond", () => {
    expect(issueStamp(KEY, "contact", NOW)).not.toBe(stamp);
  });

  it("is stale past its lifetime", () => {
    expect(readStamp(KEY, "contact", stamp, NOW + STAMP_LIFETIME_MS + 1)).toBe("stale");
  });

  it("refuses another form's stamp, another key's, a changed time and garbage", () => {
    expect(readStamp(KEY, "demo", stamp, NOW + 10_000)).toBe("invalid");
    expect(readStamp("autre-clé", "contact", stamp, NOW + 10_000)).toBe("invalid");
    const [, nonce, mac] = stamp.split(".");
    const earlier = `${(NOW - 60_000).toString(36)}.${nonce}.${mac}`;
    expect(readStamp(KEY, "contact", `${stamp.split(".")[0]}.autre-nonce.${mac}`, NOW + 10_000)).toBe("invalid");
    expect(readStamp(KEY, "contact", earlier, NOW + 10_000)).toBe("invalid");
    for (const bad of ["", "abc", "a.b.c", `${stamp}x`, "zz.zz", "zz.zz.zz"]) {
      expect(readStamp(KEY, "contact", bad, NOW + 10_000)).toBe("invalid");
    }
  });
});

describe("judgeSubmission", () => {
  it("accepts a verified proof of work", async () => {
    expect(await judgeSubmission(input({ check: { proof: "payload" } }))).toEqual({
      kind: "accept",
      proof: "pow",
      plain: false,
    });
  });

  it("keeps a filled honeypot and a link in a name, whatever the proof", async () => {
    const honeypot = input({ body: { ...FIELDS, [HONEYPOT_FIELD]: "https://spam.example" }, check: { proof: "p" } });
    expect(await judgeSubmission(honeypot)).toEqual({ kind: "unwanted", reason: "honeypot" });
    for (const name of ["Visit https://x.example", "www.promo.example", "meilleur-casino.com"]) {
      const linked = input({ fields: { ...FIELDS, lastName: name }, check: { proof: "p" } });
      expect(await judgeSubmission(linked)).toEqual({ kind: "unwanted", reason: "links-in-name" });
    }
    const company = input({ fields: { ...FIELDS, company: "exemple.com SARL" }, check: { proof: "p" } });
    expect((await judgeSubmission(company)).kind).toBe("accept");
  });

  it("refuses a proof that does not verify, keeping a replay or another form's for the team", async () => {
    const cases: [ProofReading, string | undefined][] = [
      ["expired", undefined],
      ["invalid", "challenge-invalid"],
      ["replayed", "challenge-replayed"],
      ["other-form", "challenge-other-form"],
    ];
    for (const [proofReading, keep] of cases) {
      expect(await judgeSubmission(input({ check: { proof: "p" }, proofReading }))).toEqual({ kind: "refuse", keep });
    }
  });

  it("keeps a submission of the JavaScript path that comes without a proof", async () => {
    expect(await judgeSubmission(input())).toEqual({ kind: "unwanted", reason: "challenge-missing" });
  });

  it("asks a plain form to come back with a stamp, then accepts it once filled long enough", async () => {
    const first = await judgeSubmission(input({ check: { plain: true } }));
    if (first.kind !== "stamp") throw new Error(`expected a stamp, got ${first.kind}`);
    const again = (now: number) => judgeSubmission(input({ check: { plain: true, stamp: first.stamp }, now }));
    expect(await again(NOW + 500)).toEqual({ kind: "unwanted", reason: "too-fast" });
    expect(await again(NOW + MIN_FILLING_MS)).toEqual({ kind: "accept", proof: "timing", plain: true });
    // Used once: the same stamp again is a bot's.
    expect(await again(NOW + MIN_FILLING_MS + 1)).toEqual({ kind: "unwanted", reason: "stamp-replayed" });
    expect((await again(NOW + STAMP_LIFETIME_MS + 1)).kind).toBe("stamp");
    const forged = await judgeSubmission(input({ check: { plain: true, stamp: "abc.def" }, now: NOW + 10_000 }));
    expect(forged).toEqual({ kind: "unwanted", reason: "stamp-invalid" });
  });
});
