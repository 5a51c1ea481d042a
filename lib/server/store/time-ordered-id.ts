import { randomUUID } from "node:crypto";

/**
 * A UUID version 7 (RFC 9562): the millisecond time first, then random bits (those of a
 * version 4 UUID, from Node's pooled generator). Rows keyed by it are appended at the end of
 * their indexes instead of landing on a random page, so a commit writes a few pages instead
 * of one per row and index.
 */
export function timeOrderedId(now: number = Date.now()): string {
  const time = Math.trunc(now).toString(16).padStart(12, "0");
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
