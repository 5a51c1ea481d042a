/**
 * A network error's code (ECONNREFUSED, ENOTFOUND…) or name (TimeoutError, AbortError): technical,
 * never an address or a body (kept in logs and rows). Only a text code counts: a DOMException's
 * numeric legacy `code` (23 for a timeout) says nothing.
 */
export function networkErrorCode(error: unknown): string {
  const seen = error as { code?: unknown; name?: unknown; cause?: { code?: unknown; name?: unknown } } | undefined;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  const raw = text(seen?.cause?.code) ?? text(seen?.code) ?? text(seen?.cause?.name) ?? text(seen?.name) ?? "error";
  return raw.replace(/[^\w-]/g, "").slice(0, 40);
}
