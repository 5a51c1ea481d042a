import { randomUUID } from "node:crypto";

/** The millisecond of the last id made in this process, and the counter within it. */
let lastMs = -1;
let counter = 0;

/**
 * A UUID version 7 (RFC 9562): the millisecond time first, then random bits (those of a
 * version 4 UUID, from Node's pooled generator). Rows keyed by it are appended at the end of
 * their indexes instead of landing on a random page, so a commit writes a few pages instead
 * of one per row and index. Ids of one process in one millisecond also sort in the order they
 * were made, 2048 of them at least (RFC 9562 §6.2, method 1: a 12-bit counter, started at random
 * in its lower half, in place of the first random bits), so "newest first" lists ordered by time
 * then id (the audit journal) never swap two of them.
 */
export function timeOrderedId(now: number = Date.now()): string {
  const ms = Math.trunc(now);
  if (ms === lastMs) counter = Math.min(counter + 1, 0xfff);
  else [lastMs, counter] = [ms, Math.floor(Math.random() * 0x800)];
  const time = ms.toString(16).padStart(12, "0");
  const sequence = counter.toString(16).padStart(3, "0");
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${sequence}${randomUUID().slice(18)}`;
}
