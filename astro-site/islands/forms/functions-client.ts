import { FunctionRegion, FunctionsClient } from "@supabase/functions-js";
import { DEFAULT_FUNCTIONS_KEY, DEFAULT_FUNCTIONS_PATH } from "../../../lib/config/env.ts";
import { type InvokeOutcome, invokeOutcome } from "./invoke-outcome.ts";

/** The functions the forms call (spec section 7). */
export type FunctionName = "submit-contact" | "submit-demo" | "newsletter-signup" | "brevo-automation-contact";

/** A visitor should not wait on a hanging network forever: past this, the call counts as failed. */
const CALL_TIMEOUT_MS = 15_000;

function configured(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The functions base URL: PUBLIC_FUNCTIONS_URL (default same origin), a relative one resolved against `origin`. */
export function functionsBaseUrl(value: unknown, origin: string): string {
  return new URL(configured(value) ?? DEFAULT_FUNCTIONS_PATH, origin).href.replace(/\/+$/, "");
}

let client: FunctionsClient | undefined;

function functionsClient(): FunctionsClient {
  client ??= new FunctionsClient(functionsBaseUrl(import.meta.env.PUBLIC_FUNCTIONS_URL, location.origin), {
    headers: { Authorization: `Bearer ${configured(import.meta.env.PUBLIC_FUNCTIONS_KEY) ?? DEFAULT_FUNCTIONS_KEY}` },
    region: FunctionRegion.Any,
  });
  return client;
}

/**
 * POSTs `body` as JSON to the function and maps the answer to a French outcome (`fallback`
 * when nothing better). `retryKey` makes a repeated call safe (see retry-key.ts).
 */
export async function invokeFunction(
  name: FunctionName,
  body: Record<string, unknown>,
  fallback: string,
  retryKey?: string,
): Promise<InvokeOutcome> {
  const headers: Record<string, string> = retryKey ? { "Idempotency-Key": retryKey } : {};
  const result = await functionsClient().invoke(name, { body, headers, timeout: CALL_TIMEOUT_MS });
  return invokeOutcome(result, fallback);
}
