import { leadsArrived } from "../leads/arrival.ts";
import { NEWSLETTER_SITE_MAIL_KEY } from "../newsletter/mail-keys.ts";
import { newsletterSignups, type SignupItem } from "../newsletter/sign-up.ts";
import { type Db, placeholders } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { NewSubmission, SubmitOutcome } from "../submissions/submission-store.ts";

const rows = (count: number, width: number) =>
  Array.from({ length: count }, () => `(${placeholders(width)})`).join(", ");

/** Keys of the in-memory maps: a submission type and a value. */
const typed = (type: string, value: string) => `${type}\u0000${value}`;

/** Multi-row inserts in chunks, below both databases' bound-parameter limits. */
async function insertRows(tx: Db, head: string, width: number, values: unknown[][]): Promise<void> {
  const perStatement = Math.floor(30_000 / width);
  for (let i = 0; i < values.length; i += perStatement) {
    const chunk = values.slice(i, i + perStatement);
    await tx.run(`${head} VALUES ${rows(chunk.length, width)}`, chunk.flat());
  }
}

/**
 * Writes a batch of submissions inside one transaction with a handful of statements whatever
 * its size: every key locked at once, the existing state read with one query per kind, the
 * rules applied in memory in arrival order (so the batch gives exactly the outcomes of the same
 * submissions written one after another), then one multi-row insert per table.
 */
export async function submitBatch(tx: Db, batch: readonly NewSubmission[]): Promise<SubmitOutcome[]> {
  const keys = new Set<string>();
  for (const s of batch) {
    for (const rule of s.limits) keys.add(rule.key);
    if (s.idempotencyKey) keys.add(`idempotency:${s.type}:${s.idempotencyKey}`);
    if (s.oncePerEmail && s.email) keys.add(`once:${s.type}:${s.email}`);
    // The site's count of confirmation e-mails is read and written by one transaction at a time.
    if (s.newsletter) keys.add(NEWSLETTER_SITE_MAIL_KEY);
  }
  await tx.lockKeys([...keys]);

  // What is already stored: idempotent answers, limit events, newsletter addresses.
  const replays = new Map<string, string>();
  const retried = batch.filter((s) => s.idempotencyKey);
  if (retried.length > 0) {
    const types = [...new Set(retried.map((s) => s.type))];
    const found = await tx.all<{ type: string; idempotency_key: string; id: string }>(
      `SELECT type, idempotency_key, id FROM submissions
       WHERE type IN (${placeholders(types.length)}) AND idempotency_key IN (${placeholders(retried.length)})`,
      [...types, ...retried.map((s) => s.idempotencyKey)],
    );
    for (const row of found) replays.set(typed(row.type, row.idempotency_key), row.id);
  }

  /** Limit events by key: those stored within the longest window, then the batch's own. */
  const events = new Map<string, number[]>();
  const eventsOf = (key: string) => {
    const atTimes = events.get(key) ?? [];
    events.set(key, atTimes);
    return atTimes;
  };
  const rules = batch.flatMap((s) => s.limits.map((rule) => ({ key: rule.key, since: s.now - rule.windowMs })));
  if (rules.length > 0) {
    const ruleKeys = [...new Set(rules.map((rule) => rule.key))];
    const since = Math.min(...rules.map((rule) => rule.since));
    const found = await tx.all<{ key: string; at: number }>(
      `SELECT key, at FROM limit_events WHERE key IN (${placeholders(ruleKeys.length)}) AND at > ?`,
      [...ruleKeys, since],
    );
    for (const row of found) eventsOf(row.key).push(Number(row.at));
  }

  const existing = new Map<string, string>();
  const once = batch.filter((s) => s.oncePerEmail && s.email);
  if (once.length > 0) {
    const types = [...new Set(once.map((s) => s.type))];
    const found = await tx.all<{ type: string; email: string; id: string }>(
      `SELECT type, email, id FROM submissions WHERE type IN (${placeholders(types.length)}) AND email IN (${placeholders(once.length)})`,
      [...types, ...once.map((s) => s.email)],
    );
    for (const row of found) existing.set(typed(row.type, row.email), row.id);
  }

  const outcomes: SubmitOutcome[] = [];
  const newEvents: unknown[][] = [];
  const newSubmissions: unknown[][] = [];
  const newJobs: unknown[][] = [];
  const arrived: { id: string; type: NewSubmission["type"] }[] = [];
  /** Newsletter sign-ups the site confirms itself, with the index of their outcome. */
  const signups: (SignupItem & { index: number })[] = [];
  const signUp = (s: NewSubmission, leadId: string) => {
    if (s.newsletter && s.email)
      signups.push({ submission: { ...s, email: s.email, newsletter: s.newsletter }, leadId, index: outcomes.length });
  };
  for (const s of batch) {
    const replayKey = s.idempotencyKey ? typed(s.type, s.idempotencyKey) : undefined;
    const replayed = replayKey && replays.get(replayKey);
    if (replayed) {
      outcomes.push({ kind: "replayed", id: replayed });
      continue;
    }
    const limited = s.limits.some(
      (rule) => (events.get(rule.key) ?? []).filter((at) => at > s.now - rule.windowMs).length >= rule.max,
    );
    if (limited) {
      outcomes.push({ kind: "limited" });
      continue;
    }
    for (const rule of s.limits) {
      eventsOf(rule.key).push(s.now);
      newEvents.push([rule.key, s.now]);
    }
    const onceKey = s.oncePerEmail && s.email ? typed(s.type, s.email) : undefined;
    const known = onceKey && existing.get(onceKey);
    if (known) {
      signUp(s, known);
      outcomes.push({ kind: "existing", id: known });
      continue;
    }
    if (replayKey) replays.set(replayKey, s.id);
    if (onceKey) existing.set(onceKey, s.id);
    newSubmissions.push([
      s.id,
      s.type,
      s.email,
      JSON.stringify(s.fields),
      s.idempotencyKey,
      s.now,
      s.pagePath ?? null,
      s.entry ? JSON.stringify(s.entry) : null,
      s.proof ?? null,
    ]);
    for (const channel of s.channels)
      newJobs.push([timeOrderedId(s.now), s.id, channel, "pending", 0, s.now, s.now, s.now]);
    arrived.push({ id: s.id, type: s.type });
    signUp(s, s.id);
    outcomes.push({ kind: "stored", id: s.id });
  }

  await insertRows(tx, "INSERT INTO limit_events (key, at)", 2, newEvents);
  await insertRows(
    tx,
    "INSERT INTO submissions (id, type, email, fields, idempotency_key, created_at, page_path, entry, proof)",
    9,
    newSubmissions,
  );
  await insertRows(
    tx,
    "INSERT INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, created_at, updated_at)",
    8,
    newJobs,
  );
  const statuses = await newsletterSignups(tx, signups);
  for (const [i, { index }] of signups.entries()) {
    const outcome = outcomes[index];
    const status = statuses[i];
    if (status && (outcome?.kind === "stored" || outcome?.kind === "existing")) outcome.newsletter = status;
  }
  await leadsArrived(tx, arrived, Math.max(0, ...batch.map((s) => s.now)));
  return outcomes;
}
