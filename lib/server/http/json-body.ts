import { SERVER_ERRORS } from "../../forms/messages.ts";
import { boundedBody } from "./bounded-body.ts";

/** Largest request body the functions read. */
export const MAX_BODY_BYTES = 32 * 1024;

export type JsonBody =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; error: string };

const fail = (status: 400 | 413 | 415, error: string): JsonBody => ({ ok: false, status, error });

/**
 * Reads a JSON object body: 415 unless the content type is JSON, 413 above `limit` bytes
 * (announced or actually streamed: boundedBody), 400 when it is not valid UTF-8 JSON or not an object.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<JsonBody> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return fail(415, SERVER_ERRORS.unsupportedMediaType);
  const body = await boundedBody(request, limit);
  if (!body) return fail(413, SERVER_ERRORS.payloadTooLarge);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return fail(400, SERVER_ERRORS.malformedJson);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return fail(400, SERVER_ERRORS.invalid);
  return { ok: true, value: parsed as Record<string, unknown> };
}
