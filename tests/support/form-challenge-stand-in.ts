import { createChallenge } from "altcha-lib";
import type { ChallengeOutcome, FormChallenge } from "../../lib/forms/form-proof.ts";

/*
 * The challenge server action as the forms' component tests stand it in (jsdom has no server): they
 * mock components/forms/challenge-action.ts with this module. Its challenges are real altcha-lib
 * ones, small enough to be solved at once, signed with TEST_PROOF_KEY.
 */

export const TEST_PROOF_KEY = "clé des tests de formulaires";

/** Every form asked for, in order. */
export const challengeRequests: unknown[] = [];

export async function fetchFormChallenge(form: unknown): Promise<ChallengeOutcome> {
  challengeRequests.push(form);
  const challenge = await createChallenge({
    hmacKey: TEST_PROOF_KEY,
    maxNumber: 50,
    params: { form: String(form) },
    expires: new Date(Date.now() + 30 * 60_000),
  });
  return { ok: true, challenge: challenge as FormChallenge };
}
