import { FunctionsClient, FunctionsHttpError } from "@supabase/functions-js";
import { solveChallenge } from "altcha-lib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { type RunningServer, startTestServer } from "../../../tests/support/functions-server.ts";
import {
  FORM_CHALLENGE_FUNCTION,
  FORM_CHALLENGE_LIFETIME_MS,
  FORM_PROOF_MAX_NUMBER,
  formProofPayload,
  isFormChallenge,
} from "../../forms/form-proof.ts";
import { SERVER_ERRORS } from "../../forms/messages.ts";
import { verifyFormProof } from "../form-proof/verify.ts";

const KEY = "site-public-key";
const T0 = Date.UTC(2026, 3, 24, 9, 0, 0);

async function failure(result: { error: unknown }) {
  expect(result.error).toBeInstanceOf(FunctionsHttpError);
  const response = (result.error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe.each(["sqlite", "postgres"] as const)("the form-challenge function on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let client: FunctionsClient;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {}, { now: () => T0 });
    client = new FunctionsClient(server.functionsUrl, { headers: { Authorization: `Bearer ${KEY}` } });
  });
  afterEach(async () => {
    await server.close();
    await database.drop();
  });

  it("answers a challenge for the form, with the key, never cached, that the function then accepts once solved", async () => {
    const response = await fetch(`${server.functionsUrl}/${FORM_CHALLENGE_FUNCTION}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ form: "newsletter" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge: unknown = await response.json();
    if (!isFormChallenge(challenge)) throw new Error("not a challenge");
    expect(challenge.maxnumber).toBe(FORM_PROOF_MAX_NUMBER);
    expect(challenge.salt).toContain(`expires=${Math.floor((T0 + FORM_CHALLENGE_LIFETIME_MS) / 1000)}`);

    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    if (!solution) throw new Error("unsolved");
    const payload = formProofPayload(challenge, solution.number, solution.took);
    expect(await verifyFormProof(server.store, payload, "newsletter", T0)).toBe("ok");
    expect(await verifyFormProof(server.store, payload, "newsletter", T0)).toBe("replayed");
  });

  it("answers through supabase-js's functions.invoke, as the server action calls it", async () => {
    const { data, error } = await client.invoke(FORM_CHALLENGE_FUNCTION, { body: { form: "contact" } });
    expect(error).toBeNull();
    expect(isFormChallenge(data)).toBe(true);
  });

  it("refuses a call without the key, a form it does not know, and a method other than POST", async () => {
    const keyless = new FunctionsClient(server.functionsUrl);
    expect(await failure(await keyless.invoke(FORM_CHALLENGE_FUNCTION, { body: { form: "contact" } }))).toEqual({
      status: 401,
      body: { error: SERVER_ERRORS.unauthorized },
    });
    for (const body of [{ form: "inconnu" }, {}, { form: ["contact"] }]) {
      expect(await failure(await client.invoke(FORM_CHALLENGE_FUNCTION, { body }))).toEqual({
        status: 400,
        body: { error: SERVER_ERRORS.invalid },
      });
    }
    const get = await fetch(`${server.functionsUrl}/${FORM_CHALLENGE_FUNCTION}`, {
      headers: { Authorization: `Bearer ${KEY}` },
    });
    expect(get.status).toBe(405);
  });
});
