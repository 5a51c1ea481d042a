"use server";

import { invokeJson } from "../../lib/actions/functions-client.ts";
import { CHECK_MESSAGES } from "../../lib/forms/check-messages.ts";
import {
  type ChallengeOutcome,
  FORM_CHALLENGE_FUNCTION,
  isFormChallenge,
  isFormName,
} from "../../lib/forms/form-proof.ts";

/**
 * A proof-of-work challenge for `form`, asked of the functions (POST /functions/v1/form-challenge)
 * the way the forms' own calls are: in this process, or over HTTP to SUPABASE_URL on the edge
 * recipe. The browser never calls the function itself. A French message when none could be had.
 */
export async function fetchFormChallenge(form: unknown): Promise<ChallengeOutcome> {
  const unavailable: ChallengeOutcome = { ok: false, message: CHECK_MESSAGES.challengeUnavailable };
  if (!isFormName(form)) return unavailable;
  try {
    const data = await invokeJson(FORM_CHALLENGE_FUNCTION, { form });
    return isFormChallenge(data) ? { ok: true, challenge: data } : unavailable;
  } catch {
    return unavailable;
  }
}
