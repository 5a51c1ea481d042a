import { createChallenge } from "altcha-lib";
import {
  FORM_CHALLENGE_LIFETIME_MS,
  FORM_PROOF_ALGORITHM,
  FORM_PROOF_MAX_NUMBER,
  type FormChallenge,
  type FormName,
} from "../../forms/form-proof.ts";

/**
 * A new ALTCHA challenge for `form`, signed with the site's "form-proof" key: the form's name and
 * the expiry are in its salt (covered by the signature), so a solution is good for that form only,
 * until then.
 */
export async function createFormChallenge(key: string, form: FormName, now: number): Promise<FormChallenge> {
  const challenge = await createChallenge({
    hmacKey: key,
    algorithm: FORM_PROOF_ALGORITHM,
    maxNumber: FORM_PROOF_MAX_NUMBER,
    params: { form },
    expires: new Date(now + FORM_CHALLENGE_LIFETIME_MS),
  });
  return {
    algorithm: FORM_PROOF_ALGORITHM,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? FORM_PROOF_MAX_NUMBER,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}
