import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyFormProof } from "../../../lib/server/form-proof/verify.ts";
import { openStore, type Store } from "../../../lib/server/site-store/index.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { EXHAUSTED_PROOF, formProofKey, poolOf, proofPool, proofsFor } from "./proofs.ts";

describe.each(["sqlite", "postgres"] as const)("the benches' proofs on %s", (kind) => {
  let database: TestDatabase;
  let store: Store | undefined;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    await database.drop();
  });

  it("are made with the key the server will read, each accepted once, and the pool says when it ran dry", async () => {
    // Read before any server has opened the store: the key is made then, and found again afterwards.
    const key = await formProofKey(database);
    store = await openStore(database);
    expect(await store.siteKey("form-proof")).toBe(key);

    const now = Date.now();
    const pool = await proofPool(key, "contact", 4, now);
    const proofs = [pool.take(), pool.take(), pool.take(), pool.take()];
    expect(new Set(proofs).size).toBe(4);
    for (const proof of proofs) expect(await verifyFormProof(store, proof, "contact", now)).toBe("ok");
    // A proof reused is a replay: why each request of a load needs its own.
    expect(await verifyFormProof(store, proofs[0]!, "contact", now)).toBe("replayed");
    expect(pool.take()).toBe(EXHAUSTED_PROOF);
    expect({ size: pool.size, taken: pool.taken, exhausted: pool.exhausted }).toEqual({
      size: 4,
      taken: 4,
      exhausted: 1,
    });
    expect(await verifyFormProof(store, EXHAUSTED_PROOF, "contact", now)).toBe("invalid");
    // Bound to their form: the newsletter does not take a contact proof.
    const other = (await proofPool(key, "contact", 1, now)).take();
    expect(await verifyFormProof(store, other, "newsletter", now)).toBe("other-form");
  });
});

describe("proof pools", () => {
  it("hand out each proof once, in order", () => {
    const pool = poolOf(["a", "b"]);
    expect([pool.take(), pool.take(), pool.take(), pool.take()]).toEqual(["a", "b", EXHAUSTED_PROOF, EXHAUSTED_PROOF]);
    expect(pool.exhausted).toBe(2);
  });

  it("are sized for the load's length at its highest expected rate", () => {
    expect(proofsFor(12, 3000)).toBe(36_000);
    expect(proofsFor(1.5, 3)).toBe(5);
    expect(proofsFor(-1, 3000)).toBe(0);
  });
});
