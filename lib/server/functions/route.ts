import "server-only";
import type { UnwantedReason } from "../../config/unwanted.ts";
import { CHECK_MESSAGES } from "../../forms/check-messages.ts";
import { formCheckFromHeaders, hasLinkInName, postedText } from "../../forms/form-checks.ts";
import { leadOriginFromHeaders } from "../../forms/lead-origin.ts";
import { SERVER_ERRORS } from "../../forms/messages.ts";
import { fieldErrors } from "../../forms/schemas.ts";
import type { ServerConfig } from "../config.ts";
import { judgeSubmission } from "../form-checks/verdict.ts";
import { verifyFormProof } from "../form-proof/verify.ts";
import { hasPublishableKey } from "../http/auth.ts";
import { allowOriginHeaders, corsVerdict, preflightHeaders } from "../http/cors.ts";
import { readJsonBody } from "../http/json-body.ts";
import { clientAddressRule, plainFormRule, sameEmailRule } from "../http/limits.ts";
import type { Logger } from "../logger.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { LimitRule, Store } from "../submissions/submission-store.ts";
import { answerFormChallenge, FORM_CHALLENGE_FUNCTION } from "./form-challenge.ts";
import { FUNCTIONS, type FunctionDefinition, isFunctionName } from "./registry.ts";

/** What the functions need from the process that serves them. */
export interface FunctionsDeps {
  config: ServerConfig;
  store: Store;
  /** Current time in ms; tests move it. */
  now?: () => number;
  /** Called after a submission was committed with outbox jobs (wakes the worker). */
  onStored?: () => void;
  /** Where an unexpected failure is logged (kind and message, never the request). */
  logger?: Logger;
}

/** One call: the process's dependencies and the client address the rate limit counts by. */
export interface FunctionCallDeps extends FunctionsDeps {
  /** Read by the caller from what its framework exposes (socket, trusted proxies, the site's own actions). */
  clientAddress: string;
}

/** A retry key from the client: printable ASCII, bounded, else ignored (the actions check it the same way). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

const json = (body: unknown, status = 200, headers?: Record<string, string>) =>
  Response.json(body, headers ? { status, headers } : { status });

/**
 * POST /functions/v1/<name>, whatever framework received it: CORS, key, JSON body, shared
 * validation, limits, one durable transaction. Never throws: an unexpected failure is a 500
 * with a French message and nothing of its cause.
 */
export async function handleFunction(request: Request, name: string, deps: FunctionCallDeps): Promise<Response> {
  const cors = corsVerdict(request, deps.config.allowedOrigins);
  if (cors.kind === "refused") return json({ error: SERVER_ERRORS.originNotAllowed }, 403);

  let response: Response;
  if (cors.kind === "preflight") {
    response = new Response(null, { status: 204 });
    preflightHeaders(response.headers);
  } else {
    try {
      response = await answer(request, name, deps);
    } catch (error) {
      deps.logger?.error(
        { err: { message: (error as Error)?.message, name: (error as Error)?.name }, path: `/functions/v1/${name}` },
        "unhandled error",
      );
      response = json({ error: SERVER_ERRORS.internal }, 500);
    }
  }
  allowOriginHeaders(response.headers, cors.origin);
  return response;
}

async function answer(request: Request, name: string, deps: FunctionCallDeps): Promise<Response> {
  // Not a form's function: the ALTCHA challenge the browser solves before sending one (issue 55).
  if (name === FORM_CHALLENGE_FUNCTION) return answerFormChallenge(request, deps);
  const { config, store, now = Date.now, onStored } = deps;
  const fn: FunctionDefinition | undefined = isFunctionName(name) ? FUNCTIONS[name] : undefined;
  if (!fn) return json({ error: SERVER_ERRORS.notFound }, 404);
  if (request.method !== "POST")
    return json({ error: SERVER_ERRORS.methodNotAllowed }, 405, { Allow: "POST, OPTIONS" });
  const key = {
    authorization: request.headers.get("authorization") ?? undefined,
    apikey: request.headers.get("apikey") ?? undefined,
  };
  if (!hasPublishableKey(key, config.functionsKey)) return json({ error: SERVER_ERRORS.unauthorized }, 401);

  const body = await readJsonBody(request);
  if (!body.ok) return json({ error: body.error }, body.status);
  const parsed = fn.schema.safeParse(body.value);
  const at = now();
  // Beyond the spec, in headers (the body stays the spec's): the page the form was sent from and the
  // visit's entry, each kept in its own column when well-formed and left out otherwise.
  const origin = leadOriginFromHeaders(request.headers);
  const addressRule = clientAddressRule(deps.clientAddress, config.rateLimit);
  const unwantedId = timeOrderedId(at);
  const keep = (reason: UnwantedReason, fields: Record<string, unknown>) => {
    const address = typeof fields.email === "string" ? fields.email.toLowerCase() : null;
    return store.keepUnwanted({
      id: unwantedId,
      type: fn.type,
      email: address,
      fields,
      pagePath: origin.pagePath ?? null,
      entry: origin.entry ?? null,
      reason,
      limits: [addressRule],
      now: at,
    });
  };
  if (!parsed.success) {
    // A link in a name fails the names' pattern: a person is told under the field; a bot's post is
    // kept as it came (bounded), and it gets what a person would get.
    if (hasLinkInName(body.value)) {
      await keep("links-in-name", postedText(body.value));
      return json(fn.answer(unwantedId));
    }
    return json({ error: SERVER_ERRORS.invalid, fields: fieldErrors(parsed.error) }, 400);
  }
  const email = typeof parsed.data.email === "string" ? parsed.data.email.toLowerCase() : null;

  // Sent by a person? (lib/server/form-checks/verdict.ts): what fails is kept for the team, never delivered.
  const verdict = await judgeSubmission({
    type: fn.type,
    body: body.value,
    fields: parsed.data,
    check: formCheckFromHeaders(request.headers),
    now: at,
    stampKey: () => store.siteKey("form-stamp"),
    verifyProof: (payload, type, when) => verifyFormProof(store, payload, type, when),
    rememberStamp: (signature, expiresAt, when) => store.rememberFormProof(signature, expiresAt, when),
  });
  if (verdict.kind === "stamp") return json({ error: CHECK_MESSAGES.confirmPlain, stamp: verdict.stamp }, 428);
  const unwanted = verdict.kind === "unwanted" ? verdict.reason : verdict.kind === "refuse" ? verdict.keep : undefined;
  if (unwanted) await keep(unwanted, parsed.data);
  if (verdict.kind === "refuse") return json({ error: CHECK_MESSAGES.proofFailed }, 403);
  // A bot gets what a person would get: nothing tells it which check it failed.
  if (verdict.kind === "unwanted") return json(fn.answer(unwantedId));

  const limits: LimitRule[] = [addressRule];
  if (verdict.plain) limits.push(plainFormRule(deps.clientAddress, config.plainFormLimit));
  if (email) limits.push(sameEmailRule(fn.type, email));
  const idempotencyKey = request.headers.get("idempotency-key")?.trim();

  const outcome = await store.submit({
    id: timeOrderedId(at),
    type: fn.type,
    email,
    fields: parsed.data,
    pagePath: origin.pagePath ?? null,
    entry: origin.entry ?? null,
    idempotencyKey: idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey) ? idempotencyKey : null,
    channels: fn.channels,
    limits,
    oncePerEmail: fn.oncePerEmail,
    proof: verdict.proof,
    ...fn.configure?.(config),
    now: at,
  });
  if (outcome.kind === "limited") {
    const retryAfter = String(Math.ceil(Math.max(...limits.map((rule) => rule.windowMs)) / 1000));
    const error = verdict.plain ? CHECK_MESSAGES.plainThrottled : SERVER_ERRORS.throttled;
    return json({ error }, 429, { "Retry-After": retryAfter });
  }
  const newsletter = outcome.kind === "replayed" ? undefined : outcome.newsletter;
  if (outcome.kind === "stored" || newsletter === "confirmation-sent") onStored?.();
  // Beyond the spec's body, the newsletter's double opt-in tells which answer to show (lib/forms/messages.ts)
  // when it is not the usual one: the usual answer stays the spec's, the one a bot kept aside gets too.
  const unusual = newsletter && newsletter !== "confirmation-sent" ? newsletter : undefined;
  return json(unusual ? { ...fn.answer(outcome.id), status: unusual } : fn.answer(outcome.id));
}
