// @vitest-environment jsdom
import { createChallenge, extractParams, verifySolution } from "altcha-lib";
import { describe, expect, it, vi } from "vitest";
import { CHECK_MESSAGES } from "../../lib/forms/check-messages.ts";
import type { ChallengeOutcome, FormChallenge, FormName } from "../../lib/forms/form-proof.ts";
import { createFormProof, type FormProofDeps, sendWithProof } from "./form-proof.ts";
import { solveFormChallenge } from "./form-proof-solver.ts";

const KEY = "clé du test";

/** The server's challenges, small enough to be solved at once, expiring `lifetimeMs` from now. */
function challenges(lifetimeMs = 30 * 60_000) {
  return vi.fn(
    async (form: FormName): Promise<ChallengeOutcome> => ({
      ok: true,
      challenge: (await createChallenge({
        hmacKey: KEY,
        maxNumber: 300,
        params: { form },
        expires: new Date(Date.now() + lifetimeMs),
      })) as FormChallenge,
    }),
  );
}

function deps(fetchChallenge: FormProofDeps["fetchChallenge"]): FormProofDeps {
  // The solver the forms use: without Web Workers (jsdom has none), on the main thread.
  return { fetchChallenge, solve: solveFormChallenge, now: () => Date.now() };
}

describe("the proof of work in the browser", () => {
  it("asks nothing until started (the form's first interaction), then once", async () => {
    const fetchChallenge = challenges();
    const proof = createFormProof("newsletter", deps(fetchChallenge));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchChallenge).not.toHaveBeenCalled();
    proof.start();
    proof.start();
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    expect(fetchChallenge).toHaveBeenCalledWith("newsletter");
    expect((await proof.payload()).ok).toBe(true);
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
  });

  it("gives at send time a payload that altcha-lib's verifySolution accepts, for its form", async () => {
    const proof = createFormProof("demo", deps(challenges()));
    proof.start();
    const result = await proof.payload();
    if (!result.ok) throw new Error(result.message);
    expect(await verifySolution(result.payload, KEY)).toBe(true);
    expect(extractParams(result.payload).form).toBe("demo");
    expect(Object.keys(JSON.parse(atob(result.payload))).sort()).toEqual([
      "algorithm",
      "challenge",
      "number",
      "salt",
      "signature",
      "took",
    ]);
  });

  it("sends each submission with its own proof, the next one started as soon as one is used", async () => {
    const fetchChallenge = challenges();
    const proof = createFormProof("contact", deps(fetchChallenge));
    const sent: string[] = [];
    const send = async (payload: string) => {
      sent.push(payload);
      return { ok: false as const, message: "Erreur", fields: {} };
    };
    await sendWithProof(proof, send);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
    await sendWithProof(proof, send);
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toBe(sent[1]);
    for (const payload of sent) expect(await verifySolution(payload, KEY)).toBe(true);
  });

  it("solves again at send time a proof whose challenge is about to expire", async () => {
    const fetchChallenge = challenges(60_000);
    const proof = createFormProof("automation", deps(fetchChallenge));
    proof.start();
    const result = await proof.payload();
    expect(result.ok).toBe(true);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it("sends nothing and says why in French when no challenge can be had, and tries again next time", async () => {
    const fetchChallenge = vi.fn(
      async (_form: FormName): Promise<ChallengeOutcome> => ({
        ok: false,
        message: CHECK_MESSAGES.challengeUnavailable,
      }),
    );
    const send = vi.fn(async () => ({ ok: true as const, data: {} }));
    const proof = createFormProof("contact", deps(fetchChallenge));
    expect(await sendWithProof(proof, send)).toEqual({
      ok: false,
      message: CHECK_MESSAGES.challengeUnavailable,
      fields: {},
    });
    expect(send).not.toHaveBeenCalled();
    fetchChallenge.mockImplementation(challenges());
    expect(await sendWithProof(proof, send)).toEqual({ ok: true, data: {} });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
