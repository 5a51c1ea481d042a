/** A plain object (not null, not an array): what a parsed JSON body or stored value must be to be read by key. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
