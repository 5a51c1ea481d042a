import { createChallenge } from "altcha-lib";
import { FORM_CHECK_HEADERS } from "../../lib/forms/form-checks.ts";
import { FUNCTIONS, isFunctionName } from "../../lib/server/functions/registry.ts";
import type { Store, SubmissionType } from "../../lib/server/submissions/submission-store.ts";

/**
 * A proof of work as the browser would send it, made with the server's own key but without the
 * search (the challenge is made for a number chosen here): what a test that is not about the checks
 * needs so that its submissions are delivered. The server verifies it for real (signature, form,
 * expiry, replay).
 */
export async function proofFor(store: Pick<Store, "siteKey">, form: SubmissionType, now = Date.now()): Promise<string> {
  const number = 7;
  const challenge = await createChallenge({
    hmacKey: await store.siteKey("form-proof"),
    number,
    params: { form },
    expires: new Date(now + 10 * 60_000),
  });
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature, took: 1 }));
}

/**
 * A fetch that adds a fresh proof to each POST to a function (a test's FunctionsClient or plain
 * requests), for the form of that function.
 */
export function fetchWithProofs(store: Pick<Store, "siteKey">, now: () => number = Date.now): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const name = url.pathname.split("/").pop() ?? "";
    if ((init?.method ?? "GET").toUpperCase() !== "POST" || !isFunctionName(name)) return fetch(input, init);
    const headers = new Headers(init?.headers);
    if (!headers.has(FORM_CHECK_HEADERS.proof))
      headers.set(FORM_CHECK_HEADERS.proof, await proofFor(store, FUNCTIONS[name].type, now()));
    return fetch(input, { ...init, headers });
  };
}
