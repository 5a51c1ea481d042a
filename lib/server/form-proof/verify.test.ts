import { createChallenge, extractParams, solveChallenge, verifySolution } from "altcha-lib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import {
  FORM_CHALLENGE_LIFETIME_MS,
  FORM_PROOF_MAX_NUMBER,
  type FormChallenge,
  type FormName,
  formProofPayload,
} from "../../forms/form-proof.ts";
import { openStore, type Store } from "../site-store/index.ts";
import { createFormChallenge } from "./challenge.ts";
import { verifyFormProof } from "./verify.ts";

const T0 = Date.UTC(2026, 3, 24, 9, 0, 0);

/** What the browser does: the challenge searched for its number, the payload made of the solution. */
async function solve(challenge: FormChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error("unsolved");
  return formProofPayload(challenge, solution.number, solution.took);
}

/** A proof made with the site's key for a known number (no search): for the cases about the checks. */
async function proof(store: Store, form: FormName, now: number, expires = now + FORM_CHALLENGE_LIFETIME_MS) {
  const number = 42;
  const challenge = await createChallenge({
    hmacKey: await store.siteKey("form-proof"),
    number,
    params: { form },
    expires: new Date(expires),
  });
  return formProofPayload(challenge as FormChallenge, number, 1);
}

function edit(payload: string, change: Record<string, unknown>): string {
  return btoa(JSON.stringify({ ...JSON.parse(atob(payload)), ...change }));
}

describe.each(["sqlite", "postgres"] as const)("the forms' proof of work on %s", (kind) => {
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

  it("issues a challenge bound to its form, for 30 minutes, that altcha-lib verifies once solved", async () => {
    const key = await store.siteKey("form-proof");
    const now = Date.now();
    const challenge = await createFormChallenge(key, "demo", now);
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: FORM_PROOF_MAX_NUMBER });
    expect(extractParams(challenge)).toEqual({
      form: "demo",
      expires: String(Math.floor((now + FORM_CHALLENGE_LIFETIME_MS) / 1000)),
    });
    const payload = await solve(challenge);
    expect(await verifySolution(payload, key)).toBe(true);
    expect(await verifyFormProof(store, payload, "demo", now)).toBe("ok");
  });

  it("accepts a solution once: every later use is a replay, on this instance or another", async () => {
    const payload = await proof(store, "contact", T0);
    expect(await verifyFormProof(store, payload, "contact", T0)).toBe("ok");
    expect(await verifyFormProof(store, payload, "contact", T0 + 1000)).toBe("replayed");
    const other = await open();
    try {
      expect(await verifyFormProof(other, payload, "contact", T0 + 2000)).toBe("replayed");
    } finally {
      await other.close();
    }
  });

  it("accepts exactly one of two uses at the same time", async () => {
    // SQLite: one store (one database thread); PostgreSQL: two stores, two connections.
    const second = kind === "postgres" ? await open() : store;
    try {
      for (let round = 0; round < 5; round++) {
        const payload = await proof(store, "newsletter", T0 + round);
        const readings = await Promise.all([
          verifyFormProof(store, payload, "newsletter", T0),
          verifyFormProof(second, payload, "newsletter", T0),
        ]);
        expect(readings.sort()).toEqual(["ok", "replayed"]);
      }
    } finally {
      if (second !== store) await second.close();
    }
  });

  it("refuses a solution made for another form", async () => {
    const payload = await proof(store, "newsletter", T0);
    expect(await verifyFormProof(store, payload, "contact", T0)).toBe("other-form");
    // Refused without being spent: the form it was made for still takes it.
    expect(await verifyFormProof(store, payload, "newsletter", T0)).toBe("ok");
  });

  it("refuses a tampered solution, or one signed with another key, as invalid", async () => {
    const payload = await proof(store, "contact", T0);
    const { salt, number } = JSON.parse(atob(payload));
    const tampered = [
      edit(payload, { number: number + 1 }),
      edit(payload, { salt: salt.replace("form=contact", "form=demo") }),
      edit(payload, { signature: "0".repeat(64) }),
      edit(payload, { algorithm: "SHA-1" }),
      edit(payload, { number: "42" }),
      "pas du base64 !",
      btoa("[]"),
    ];
    for (const bad of tampered) expect(await verifyFormProof(store, bad, "contact", T0)).toBe("invalid");
    const foreign = await createChallenge({ hmacKey: "une autre clé", number: 3, params: { form: "contact" } });
    const noExpiry = await createChallenge({
      hmacKey: await store.siteKey("form-proof"),
      number: 3,
      params: { form: "contact" },
    });
    expect(await verifyFormProof(store, formProofPayload(foreign as FormChallenge, 3, 1), "contact", T0)).toBe(
      "invalid",
    );
    expect(await verifyFormProof(store, formProofPayload(noExpiry as FormChallenge, 3, 1), "contact", T0)).toBe(
      "invalid",
    );
    // None of them spent the good one.
    expect(await verifyFormProof(store, payload, "contact", T0)).toBe("ok");
  });

  it("refuses a solution whose challenge has expired", async () => {
    const payload = await proof(store, "automation", T0);
    expect(await verifyFormProof(store, payload, "automation", T0 + FORM_CHALLENGE_LIFETIME_MS + 1000)).toBe("expired");
    expect(await verifyFormProof(store, payload, "automation", T0 + FORM_CHALLENGE_LIFETIME_MS - 1000)).toBe("ok");
  });

  it("forgets used proofs some time after they expire, and no sooner", async () => {
    const old = await proof(store, "contact", T0, T0 + 60_000);
    expect(await verifyFormProof(store, old, "contact", T0)).toBe("ok");
    // A minute past its expiry it is still remembered (an instance whose clock is behind would take it).
    await verifyFormProof(store, await proof(store, "contact", T0 + 120_000), "contact", T0 + 120_000);
    expect(await verifyFormProof(store, old, "contact", T0 + 30_000)).toBe("replayed");
    // Long past it, the next first use forgets it: the memory stays bounded.
    await verifyFormProof(store, await proof(store, "contact", T0 + 3_600_000), "contact", T0 + 3_600_000);
    expect(await verifyFormProof(store, old, "contact", T0 + 3_600_000)).toBe("expired");
    expect(await store.rememberFormProof(JSON.parse(atob(old)).signature, T0 + 60_000, T0)).toBe(true);
  });
});
