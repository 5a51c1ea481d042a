import { solveChallenge } from "altcha-lib";
import type { FormChallenge } from "../../lib/forms/form-proof.ts";

/*
 * The proof of work's search, off the main thread (components/forms/form-proof-solver.ts): one
 * challenge in, altcha-lib's solution out ({ number, took }, or null when none was found).
 */
self.onmessage = async (event: MessageEvent<FormChallenge>) => {
  const { challenge, salt, algorithm, maxnumber } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  self.postMessage(solution ? { number: solution.number, took: solution.took } : null);
};
