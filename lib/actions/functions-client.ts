import "server-only";
import { createClient } from "@supabase/supabase-js";
import { type FormCheck, formCheckHeaders } from "../forms/form-checks.ts";
import { type InvokeOutcome, invokeOutcome } from "../forms/invoke-outcome.ts";
import { type LeadOrigin, leadOriginHeaders } from "../forms/lead-origin.ts";
import { inProcessFetch } from "../server/functions/in-process-fetch.ts";
import type { FunctionName } from "../server/functions/registry.ts";
import { VOUCHED_HEADERS, vouchFor } from "../server/http/vouched-address.ts";
import { serveFunctionRequest, serverConfig, serverSecret } from "../server/runtime.ts";

/** The functions the forms call (spec section 7). */
export type { FunctionName } from "../server/functions/registry.ts";

/**
 * The origin the client is given when the functions run in this process: never resolved (the
 * `.invalid` top-level domain is reserved), the in-process fetch answers before any network.
 */
const IN_PROCESS_ORIGIN = "http://functions.in-process.invalid";

/** A visitor should not wait on a hanging functions origin forever: past this, the call counts as failed. */
const CALL_TIMEOUT_MS = 15_000;

function create(url: string, key: string, inProcess: boolean) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(inProcess ? { global: { fetch: inProcessFetch(serveFunctionRequest) } } : {}),
  });
}

type Client = ReturnType<typeof create>;
let cached: { settings: string; client: Client } | undefined;

/**
 * `createClient(SUPABASE_URL, SUPABASE_ANON_KEY)`: over HTTP when SUPABASE_URL is set, else with a
 * `global.fetch` that dispatches to this process's functions. One client per process and settings.
 */
function functionsClient(): Client {
  const config = serverConfig();
  const url = config.supabaseUrl ?? IN_PROCESS_ORIGIN;
  const settings = `${url}\n${config.functionsKey}`;
  if (cached?.settings === settings) return cached.client;
  const client = create(url, config.functionsKey, config.supabaseUrl === undefined);
  cached = { settings, client };
  return client;
}

export interface InvokeOptions {
  /** The form's own message when the answer carries none (spec section 8). */
  fallback: string;
  /** The visitor's address, for the functions' rate limit. */
  visitor: string;
  /** Makes a repeated call safe: the function answers it with the first answer, stored once. */
  idempotencyKey?: string | undefined;
  /** Where the lead was sent from (lib/forms/lead-origin.ts): in headers, the body staying the spec's. */
  origin?: LeadOrigin | undefined;
  /** How the form shows it was sent by a person (lib/forms/form-checks.ts): in headers too. */
  check?: FormCheck | undefined;
}

/**
 * `functions.invoke(name, { body })` and the French outcome the form shows. The visitor's address
 * travels signed (only this server's actions can vouch for it) and as X-Forwarded-For (for a
 * functions origin that trusts this server as its proxy).
 */
export async function invokeFunction(
  name: FunctionName,
  body: Record<string, unknown>,
  options: InvokeOptions,
): Promise<InvokeOutcome> {
  const headers: Record<string, string> = {};
  if (options.visitor !== "unknown") headers["x-forwarded-for"] = options.visitor;
  const vouched = vouchFor(serverSecret(), "visitor", options.visitor);
  if (vouched) headers[VOUCHED_HEADERS.visitor] = vouched;
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  if (options.origin) Object.assign(headers, leadOriginHeaders(options.origin));
  if (options.check) Object.assign(headers, formCheckHeaders(options.check));
  const result = await functionsClient().functions.invoke(name, { body, headers, timeout: CALL_TIMEOUT_MS });
  return invokeOutcome(result, options.fallback);
}

/**
 * `functions.invoke(name, { body })` of a function that answers plain JSON (the forms' proof-of-work
 * challenge): its data, or undefined when the call failed in any way.
 */
export async function invokeJson(name: string, body: Record<string, unknown>): Promise<unknown> {
  const result = await functionsClient().functions.invoke(name, { body, timeout: CALL_TIMEOUT_MS });
  return result.error ? undefined : result.data;
}
