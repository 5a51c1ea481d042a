import { type Db, placeholders } from "../store/db.ts";
import type { UnwantedSubmission } from "../submissions/submission-store.ts";

/**
 * Writes a batch of unwanted submissions in one transaction (the store's group commit): their
 * limit keys locked, the events within the longest window read once, each item judged in arrival
 * order as submitBatch does, then one insert per table. A bot's flood from one address thus keeps
 * at most its limit's worth of rows, and what is kept is counted against that address as well.
 */
export async function keepUnwantedBatch(tx: Db, batch: readonly UnwantedSubmission[]): Promise<("kept" | "limited")[]> {
  const rules = batch.flatMap((item) =>
    (item.limits ?? []).map((rule) => ({ key: rule.key, since: item.now - rule.windowMs })),
  );
  const events = new Map<string, number[]>();
  const eventsOf = (key: string) => {
    const atTimes = events.get(key) ?? [];
    events.set(key, atTimes);
    return atTimes;
  };
  if (rules.length > 0) {
    const keys = [...new Set(rules.map((rule) => rule.key))];
    await tx.lockKeys(keys);
    const found = await tx.all<{ key: string; at: number | string }>(
      `SELECT key, at FROM limit_events WHERE key IN (${placeholders(keys.length)}) AND at > ?`,
      [...keys, Math.min(...rules.map((rule) => rule.since))],
    );
    for (const row of found) eventsOf(row.key).push(Number(row.at));
  }

  const outcomes: ("kept" | "limited")[] = [];
  const newEvents: unknown[] = [];
  const newRows: unknown[] = [];
  for (const item of batch) {
    const limits = item.limits ?? [];
    const limited = limits.some(
      (rule) => eventsOf(rule.key).filter((at) => at > item.now - rule.windowMs).length >= rule.max,
    );
    if (limited) {
      outcomes.push("limited");
      continue;
    }
    for (const rule of limits) {
      eventsOf(rule.key).push(item.now);
      newEvents.push(rule.key, item.now);
    }
    newRows.push(
      item.id,
      item.type,
      item.email?.toLowerCase() ?? null,
      JSON.stringify(item.fields),
      item.pagePath,
      item.entry ? JSON.stringify(item.entry) : null,
      item.reason,
      item.now,
    );
    outcomes.push("kept");
  }

  const rows = (values: unknown[], width: number) =>
    Array.from({ length: values.length / width }, () => `(${placeholders(width)})`).join(", ");
  if (newEvents.length > 0) await tx.run(`INSERT INTO limit_events (key, at) VALUES ${rows(newEvents, 2)}`, newEvents);
  if (newRows.length > 0)
    await tx.run(
      `INSERT INTO unwanted_submissions (id, type, email, fields, page_path, entry, reason, created_at)
       VALUES ${rows(newRows, 8)}`,
      newRows,
    );
  return outcomes;
}
