import { FunctionsHttpError } from "@supabase/functions-js";
import { isRecord } from "./is-record.ts";

/** What a form needs from a function call: it went through, or the French message to show. */
export type InvokeOutcome =
  | { ok: true; data: unknown }
  | {
      ok: false;
      message: string;
      fields: Record<string, string>;
      /** A plain form's first post: the signed time to send back with it (lib/forms/form-checks.ts). */
      stamp?: string;
    };

/** The shape `FunctionsClient.invoke` resolves to (it never rejects). */
export interface InvokeResult {
  data: unknown;
  error: unknown;
}

/** What a stamp of the server looks like (lib/server/form-checks/stamp.ts). */
const STAMP = /^[0-9a-z]{1,12}\.[\w-]{8,40}\.[\w-]{20,100}$/;

/** Longer than any message of the server: anything beyond is not a message meant for a visitor. */
const MAX_MESSAGE_LENGTH = 300;

function visitorMessage(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return text !== "" && text.length <= MAX_MESSAGE_LENGTH && !/[<>]/.test(text) ? text : undefined;
}

function fieldMessages(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(value)) return out;
  for (const [field, message] of Object.entries(value)) {
    const text = visitorMessage(message);
    if (text) out[field] = text;
  }
  return out;
}

async function responseBody(response: unknown): Promise<unknown> {
  if (!(response instanceof Response)) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined; // no body, or not JSON: the default message applies
  }
}

/**
 * Spec section 8: an `error` in the data → that message; a non-2xx answer → the French
 * `error` of its JSON body when there is one, else `fallback`; a fetch or relay failure
 * (or anything unexpected) → `fallback`. The library's own English messages never leak.
 */
export async function invokeOutcome(result: InvokeResult, fallback: string): Promise<InvokeOutcome> {
  if (result.error) {
    if (result.error instanceof FunctionsHttpError) {
      const body = await responseBody(result.error.context);
      if (isRecord(body)) {
        const outcome = {
          ok: false as const,
          message: visitorMessage(body.error) ?? fallback,
          fields: fieldMessages(body.fields),
        };
        return typeof body.stamp === "string" && STAMP.test(body.stamp) ? { ...outcome, stamp: body.stamp } : outcome;
      }
    }
    return { ok: false, message: fallback, fields: {} };
  }
  if (isRecord(result.data) && result.data.error !== undefined && result.data.error !== null) {
    return { ok: false, message: visitorMessage(result.data.error) ?? fallback, fields: {} };
  }
  return { ok: true, data: result.data };
}
