/**
 * Proofs of work for the benches' submissions (issue 55): a submission is stored as a lead only with
 * an ALTCHA proof of the site's (the `x-form-proof` header, or the server action's `proof` option),
 * each accepted once. The bench reads the store's "form-proof" key before the server starts (made
 * then if need be; the server finds it in site_keys) and makes each proof for a known number with
 * tests/support/form-proof.ts (no search: what a browser's worker spends is the phone case's
 * business, scripts/bench/phone-proof.ts). The server verifies every one for real: signature, form,
 * expiry, and its one-row replay memory.
 */
import { openStore } from "../../../lib/server/site-store/index.ts";
import type { SubmissionType } from "../../../lib/server/submissions/submission-store.ts";
import { proofFor } from "../../../tests/support/form-proof.ts";

/** Where a server's store is: its DATA_DIR, and its DATABASE_URL on PostgreSQL. */
export interface ProofStoreLocation {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** The store's "form-proof" key, made if it does not exist yet: read before the server starts. */
export async function formProofKey(location: ProofStoreLocation): Promise<string> {
  const store = await openStore(location);
  try {
    return await store.siteKey("form-proof");
  } finally {
    await store.close();
  }
}

/** One proof for `form` under `key`, valid 10 minutes from `now`. */
export function benchProof(key: string, form: SubmissionType, now = Date.now()): Promise<string> {
  return proofFor({ siteKey: async () => key }, form, now);
}

/** The header value sent once a pool has run out: no proof of ours, so the server answers 403 (counted non-2xx). */
export const EXHAUSTED_PROOF = "pool-exhausted";

/** Proofs made ahead, each handed out once (autocannon's setupRequest is synchronous). */
export interface ProofPool {
  /** The next unused proof; EXHAUSTED_PROOF once all are taken (counted in `exhausted`). */
  take(): string;
  readonly size: number;
  readonly taken: number;
  readonly exhausted: number;
}

export function poolOf(proofs: readonly string[]): ProofPool {
  let next = 0;
  let exhausted = 0;
  return {
    take() {
      if (next < proofs.length) return proofs[next++]!;
      exhausted++;
      return EXHAUSTED_PROOF;
    },
    get size() {
      return proofs.length;
    },
    get taken() {
      return next;
    },
    get exhausted() {
      return exhausted;
    },
  };
}

/** Made in batches: each proof awaits two WebCrypto calls, which run side by side. */
const BATCH = 500;

/** `count` distinct proofs for `form` (about 0.1 ms each on the development VM). */
export async function proofPool(
  key: string,
  form: SubmissionType,
  count: number,
  now = Date.now(),
): Promise<ProofPool> {
  const proofs: string[] = [];
  while (proofs.length < count) {
    const batch = Math.min(BATCH, count - proofs.length);
    proofs.push(...(await Promise.all(Array.from({ length: batch }, () => benchProof(key, form, now)))));
  }
  return poolOf(proofs);
}

/** Enough proofs for a load of `seconds` at up to `perSecond` requests a second. */
export function proofsFor(seconds: number, perSecond: number): number {
  return Math.ceil(Math.max(0, seconds) * Math.max(0, perSecond));
}
