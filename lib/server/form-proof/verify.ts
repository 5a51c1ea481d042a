import { extractParams, verifySolution } from "altcha-lib";
import type { Payload } from "altcha-lib/types";
import { challengeExpiresAt, FORM_PROOF_ALGORITHM, type FormName } from "../../forms/form-proof.ts";
import type { ProofReading } from "../form-checks/verdict.ts";
import type { Store } from "../submissions/submission-store.ts";

export type { ProofReading };

const HEX64 = /^[0-9a-f]{64}$/;

/** The solution in `payload` (base64 JSON), when it has the shape of one; nothing else is read. */
function parsePayload(payload: string): Payload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(atob(payload));
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const p = value as Record<string, unknown>;
  if (
    p.algorithm !== FORM_PROOF_ALGORITHM ||
    typeof p.challenge !== "string" ||
    !HEX64.test(p.challenge) ||
    typeof p.signature !== "string" ||
    !HEX64.test(p.signature) ||
    typeof p.salt !== "string" ||
    p.salt.length > 500 ||
    typeof p.number !== "number" ||
    !Number.isSafeInteger(p.number) ||
    p.number < 0
  )
    return undefined;
  return {
    algorithm: FORM_PROOF_ALGORITHM,
    challenge: p.challenge,
    number: p.number,
    salt: p.salt,
    signature: p.signature,
  };
}

/**
 * What an ALTCHA solution sent with a submission of `form` is worth at `now`: signed by this site
 * (altcha-lib's verifySolution, the expiry checked here against `now`), issued for this form, not
 * expired, and used for the first time (the store remembers used proofs until they expire, shared
 * by every instance). Only the first use of a good proof is "ok".
 */
export async function verifyFormProof(
  store: Pick<Store, "siteKey" | "rememberFormProof">,
  payload: string,
  form: FormName,
  now: number,
): Promise<ProofReading> {
  const solution = parsePayload(payload);
  if (!solution) return "invalid";
  if (!(await verifySolution(solution, await store.siteKey("form-proof"), false))) return "invalid";
  // Our challenges always carry their expiry: one without is not ours.
  const expiresAt = challengeExpiresAt(solution.salt);
  if (expiresAt === undefined) return "invalid";
  if (expiresAt <= now) return "expired";
  if (extractParams(solution).form !== form) return "other-form";
  return (await store.rememberFormProof(solution.signature, expiresAt, now)) ? "ok" : "replayed";
}
