import "server-only";
import { FORM_CHALLENGE_FUNCTION, isFormName } from "../../forms/form-proof.ts";
import { SERVER_ERRORS } from "../../forms/messages.ts";
import { createFormChallenge } from "../form-proof/challenge.ts";
import { hasPublishableKey } from "../http/auth.ts";
import { readJsonBody } from "../http/json-body.ts";
import type { Store } from "../submissions/submission-store.ts";

export { FORM_CHALLENGE_FUNCTION };

/** What the challenge needs from the functions' dependencies. */
export interface FormChallengeDeps {
  config: { functionsKey: string };
  store: Pick<Store, "siteKey">;
  now?: () => number;
}

const json = (body: unknown, status = 200, headers?: Record<string, string>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * POST /functions/v1/form-challenge with `{ form }`: a new ALTCHA challenge for that form (the
 * browser asks for one through its server action at the first interaction with the form). The same
 * publishable key as the other functions; nothing is stored: the challenge is signed.
 */
export async function answerFormChallenge(request: Request, deps: FormChallengeDeps): Promise<Response> {
  if (request.method !== "POST")
    return json({ error: SERVER_ERRORS.methodNotAllowed }, 405, { Allow: "POST, OPTIONS" });
  const key = {
    authorization: request.headers.get("authorization") ?? undefined,
    apikey: request.headers.get("apikey") ?? undefined,
  };
  if (!hasPublishableKey(key, deps.config.functionsKey)) return json({ error: SERVER_ERRORS.unauthorized }, 401);
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return json({ error: body.error }, body.status);
  const { form } = body.value;
  if (!isFormName(form)) return json({ error: SERVER_ERRORS.invalid }, 400);
  const now = deps.now ?? Date.now;
  return json(await createFormChallenge(await deps.store.siteKey("form-proof"), form, now()));
}
