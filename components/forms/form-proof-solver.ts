import type { FormChallenge } from "../../lib/forms/form-proof.ts";

/** What solving a challenge finds: the secret number, and how long it took (ms). */
export interface FormSolution {
  number: number;
  took: number;
}

function isSolution(value: unknown): value is FormSolution {
  if (typeof value !== "object" || value === null) return false;
  const { number, took } = value as Record<string, unknown>;
  return Number.isSafeInteger(number) && typeof took === "number";
}

/**
 * On the main thread: altcha-lib's search awaits crypto.subtle for every number, so it yields
 * between them and makes no long task; slower than the worker only by what else the page does.
 */
export async function solveHere(challenge: FormChallenge): Promise<FormSolution | null> {
  const { solveChallenge } = await import("altcha-lib");
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  return solution ? { number: solution.number, took: solution.took } : null;
}

/**
 * Solves `challenge` in a Web Worker of the site's own origin (allowed by the CSP's
 * `worker-src 'self'`), one per challenge, ended once it answers; where a worker cannot be made or
 * fails, on the main thread instead.
 */
export function solveFormChallenge(challenge: FormChallenge): Promise<FormSolution | null> {
  if (typeof Worker === "undefined") return solveHere(challenge);
  let worker: Worker;
  try {
    worker = new Worker(new URL("./form-proof-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return solveHere(challenge);
  }
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<unknown>) => {
      worker.terminate();
      resolve(isSolution(event.data) ? event.data : null);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(solveHere(challenge));
    };
    worker.postMessage(challenge);
  });
}
