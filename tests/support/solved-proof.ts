import { createHash } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { DEFAULT_FUNCTIONS_KEY } from "../../lib/config/env.ts";
import {
  FORM_CHALLENGE_FUNCTION,
  FORM_PROOF_HEADER,
  type FormChallenge,
  type FormName,
  formProofPayload,
  isFormChallenge,
} from "../../lib/forms/form-proof.ts";
import { FUNCTIONS, isFunctionName } from "../../lib/server/functions/registry.ts";

/**
 * A proof of work the way a visitor's browser makes one, from outside the server: the challenge
 * asked of the running site (POST /functions/v1/form-challenge), then searched for (node:crypto's
 * SHA-256, synchronous: a few milliseconds where the browser's worker takes a few hundred). For the
 * browser specs, gates and benches that post to the functions directly.
 */
export async function solvedProof(siteUrl: string, form: FormName, key = DEFAULT_FUNCTIONS_KEY): Promise<string> {
  const res = await fetch(`${siteUrl}/functions/v1/${FORM_CHALLENGE_FUNCTION}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ form }),
  });
  const challenge: unknown = await res.json();
  if (!res.ok || !isFormChallenge(challenge)) throw new Error(`no challenge (HTTP ${res.status})`);
  return solve(challenge);
}

export function solve(challenge: FormChallenge): string {
  const started = performance.now();
  for (let n = 0; n <= challenge.maxnumber; n++) {
    const hash = createHash("sha256").update(`${challenge.salt}${n}`).digest("hex");
    if (hash === challenge.challenge) return formProofPayload(challenge, n, Math.round(performance.now() - started));
  }
  throw new Error("challenge without a solution");
}

/**
 * A fetch that adds a freshly solved proof to each POST to a function: for supabase-js's
 * `global.fetch` or plain requests in tests.
 */
export function fetchWithSolvedProofs(siteUrl: string, key = DEFAULT_FUNCTIONS_KEY): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const name = url.pathname.split("/").pop() ?? "";
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (method !== "POST" || !isFunctionName(name)) return fetch(input, init);
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    for (const [k, v] of new Headers(init?.headers)) headers.set(k, v);
    if (!headers.has(FORM_PROOF_HEADER))
      headers.set(FORM_PROOF_HEADER, await solvedProof(siteUrl, FUNCTIONS[name].type, key));
    return fetch(input, { ...init, headers });
  };
}

/** supabase-js on the running site, as the server actions call it, each function call with a solved proof. */
export function siteClient(siteUrl: string, key = DEFAULT_FUNCTIONS_KEY) {
  return createClient(siteUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithSolvedProofs(siteUrl, key) },
  });
}
