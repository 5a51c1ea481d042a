import { unstable_isUnrecognizedActionError } from "next/navigation";
import { CHECK_MESSAGES } from "../../lib/forms/check-messages.ts";
import {
  type ChallengeOutcome,
  challengeExpiresAt,
  FORM_PROOF_RENEW_MARGIN_MS,
  type FormChallenge,
  type FormName,
  formProofPayload,
} from "../../lib/forms/form-proof.ts";
import type { InvokeOutcome } from "../../lib/forms/invoke-outcome.ts";
import { STALE_PAGE_MESSAGE } from "../../lib/forms/messages.ts";
import { fetchFormChallenge } from "./challenge-action.ts";
import { type FormSolution, solveFormChallenge } from "./form-proof-solver.ts";

/*
 * The forms' proof of work in the browser (issue 55): nothing before the visitor's first interaction
 * with the form (no request, no cookie, no storage); then a challenge through a server action,
 * solved in a Web Worker while the visitor types; at send time its payload, solved again first if
 * it failed or its challenge is about to expire. One proof per send.
 */

export type ProofResult = { ok: true; payload: string } | { ok: false; message: string };

export interface FormProof {
  /** Starts getting a proof, unless one is on its way (the first interaction with the form). */
  start(): void;
  /** The proof for this send: waits for the one on its way, or gets a new one when it will not do. */
  payload(): Promise<ProofResult>;
  /** A send used the proof (whatever its outcome): the next send's is started at once. */
  renew(): void;
}

export interface FormProofDeps {
  fetchChallenge: (form: FormName) => Promise<ChallengeOutcome>;
  solve: (challenge: FormChallenge) => Promise<FormSolution | null>;
  now: () => number;
}

/** The challenge through its server action; a page older than the server's build says to reload. */
async function fetchChallenge(form: FormName): Promise<ChallengeOutcome> {
  try {
    return await fetchFormChallenge(form);
  } catch (error) {
    const message = unstable_isUnrecognizedActionError(error)
      ? STALE_PAGE_MESSAGE
      : CHECK_MESSAGES.challengeUnavailable;
    return { ok: false, message };
  }
}

const DEFAULT_DEPS: FormProofDeps = { fetchChallenge, solve: solveFormChallenge, now: () => Date.now() };

type Attempt = { ok: true; payload: string; expiresAt: number } | { ok: false; message: string };

export function createFormProof(form: FormName, deps: FormProofDeps = DEFAULT_DEPS): FormProof {
  let current: Promise<Attempt> | undefined;

  async function attempt(): Promise<Attempt> {
    const fetched = await deps.fetchChallenge(form);
    if (!fetched.ok) return fetched;
    const { challenge } = fetched;
    const solution = await deps.solve(challenge).catch(() => null);
    if (!solution) return { ok: false, message: CHECK_MESSAGES.challengeUnavailable };
    return {
      ok: true,
      payload: formProofPayload(challenge, solution.number, solution.took),
      expiresAt: challengeExpiresAt(challenge.salt) ?? Number.POSITIVE_INFINITY,
    };
  }

  const renew = () => {
    current = attempt();
  };

  return {
    start() {
      if (!current) renew();
    },
    async payload() {
      if (!current) renew();
      let result = await (current as Promise<Attempt>);
      if (!result.ok || result.expiresAt - deps.now() < FORM_PROOF_RENEW_MARGIN_MS) {
        renew();
        result = await (current as Promise<Attempt>);
      }
      return result.ok ? { ok: true, payload: result.payload } : { ok: false, message: result.message };
    },
    renew,
  };
}

/**
 * Sends with the proof: waits for it (the form shows its usual busy state meanwhile), sends nothing
 * and says why when none could be had, and starts the next send's proof once this one is used.
 */
export async function sendWithProof(
  proof: FormProof,
  send: (payload: string) => Promise<InvokeOutcome>,
): Promise<InvokeOutcome> {
  const result = await proof.payload();
  if (!result.ok) return { ok: false, message: result.message, fields: {} };
  try {
    return await send(result.payload);
  } finally {
    proof.renew();
  }
}
