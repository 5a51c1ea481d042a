import { type Db, placeholders } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { WebhookEvent } from "./events.ts";
import type { SigningSecrets } from "./signing.ts";

/** How long attempts and payloads are kept: the deliveries stay listed, their body emptied. */
export const WEBHOOK_HISTORY_MS = 30 * 24 * 60 * 60_000;

/** A delivery claimed by a dispatcher, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  event: WebhookEvent;
  /** Null once emptied (30 days, or the lead erased): nothing left to send. */
  payload: string | null;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: number;
  url: string;
  secrets: SigningSecrets;
}

/** One attempt as webhook_attempts keeps it: the answer's status, or the error's code, never a body. */
export interface AttemptRecord {
  deliveryId: string;
  endpointId: string;
  at: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** What becomes of a delivery after an attempt. */
export type Settlement =
  | { kind: "done" }
  | { kind: "retry"; nextAttemptAt: number; error: string }
  | { kind: "failed"; error: string }
  /** 410 Gone: the endpoint is disabled; the delivery waits with the others, resumed if it is enabled again. */
  | { kind: "gone" };

/**
 * Claims due deliveries for `workerId`, in one transaction: the endpoints taken in turn (from
 * `offset`), at most `perEndpoint(id)` of each and `total` in all, the oldest due first, each
 * leased until now + lockMs with its attempt counted. On PostgreSQL the rows are read FOR UPDATE
 * SKIP LOCKED, so two dispatchers never claim the same delivery. `saturated`: some due delivery
 * may have been left for lack of room.
 */
export async function claimDueDeliveries(
  db: Db,
  options: {
    workerId: string;
    now: number;
    lockMs: number;
    total: number;
    perEndpoint: (endpointId: string) => number;
    offset?: number;
  },
): Promise<{ deliveries: ClaimedDelivery[]; saturated: boolean }> {
  const { workerId, now, lockMs, total } = options;
  if (total <= 0) return { deliveries: [], saturated: true };
  // Most passes find nothing due: one read of the index, and no write transaction (SQLite's lock) for nothing.
  const anyDue = await db.all<{ id: string }>(
    "SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? LIMIT 1",
    [now],
  );
  if (anyDue.length === 0) return { deliveries: [], saturated: false };
  return db.transaction(async (tx) => {
    const skipLocked = db.dialect === "postgres" ? " FOR UPDATE SKIP LOCKED" : "";
    const endpoints = await tx.all<{ id: string }>("SELECT id FROM webhook_endpoints WHERE enabled = 1 ORDER BY id");
    const start = endpoints.length ? (options.offset ?? 0) % endpoints.length : 0;
    const ids: string[] = [];
    let saturated = false;
    for (const { id: endpointId } of [...endpoints.slice(start), ...endpoints.slice(0, start)]) {
      const room = Math.min(options.perEndpoint(endpointId), total - ids.length);
      if (room <= 0) {
        saturated = true;
        continue;
      }
      const due = await tx.all<{ id: string }>(
        `SELECT id FROM webhook_deliveries
         WHERE endpoint_id = ? AND status = 'pending' AND next_attempt_at <= ?
           AND (locked_until IS NULL OR locked_until <= ?)
         ORDER BY next_attempt_at, id LIMIT ?${skipLocked}`,
        [endpointId, now, now, room],
      );
      if (due.length === room) saturated = true;
      ids.push(...due.map((row) => row.id));
    }
    if (ids.length === 0) return { deliveries: [], saturated };
    await tx.run(
      `UPDATE webhook_deliveries SET locked_by = ?, locked_until = ?, attempts = attempts + 1, updated_at = ?
       WHERE id IN (${placeholders(ids.length)})`,
      [workerId, now + lockMs, now, ...ids],
    );
    const rows = await tx.all<{
      id: string;
      endpoint_id: string;
      event: WebhookEvent;
      payload: string | null;
      attempts: number | string;
      created_at: number | string;
      url: string;
      secret: string;
      previous_secret: string | null;
      previous_until: number | string | null;
    }>(
      `SELECT d.id, d.endpoint_id, d.event, d.payload, d.attempts, d.created_at,
              e.url, e.secret, e.previous_secret, e.previous_until
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE d.id IN (${placeholders(ids.length)}) ORDER BY d.next_attempt_at, d.id`,
      ids,
    );
    const deliveries = rows.map(
      (row): ClaimedDelivery => ({
        id: row.id,
        endpointId: row.endpoint_id,
        event: row.event,
        payload: row.payload,
        attempts: Number(row.attempts),
        createdAt: Number(row.created_at),
        url: row.url,
        secrets: {
          secret: row.secret,
          previousSecret: row.previous_secret,
          previousUntil: row.previous_until === null ? null : Number(row.previous_until),
        },
      }),
    );
    return { deliveries, saturated };
  });
}

/**
 * Records an attempt and settles its delivery, in one transaction. The delivery changes only while
 * `workerId` still holds its lease (false otherwise: another dispatcher took it over); the attempt
 * is recorded either way, since it was made.
 */
export async function settleDelivery(
  db: Db,
  workerId: string,
  attempt: AttemptRecord,
  settlement: Settlement,
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await insertAttempt(tx, attempt);
    const id = attempt.deliveryId;
    const held = "WHERE id = ? AND locked_by = ? AND status = 'pending'";
    switch (settlement.kind) {
      case "done":
        return (
          (await tx.run(
            `UPDATE webhook_deliveries SET status = 'done', locked_by = NULL, locked_until = NULL, last_error = NULL,
               updated_at = ? ${held}`,
            [now, id, workerId],
          )) > 0
        );
      case "retry":
      case "failed":
        return (
          (await tx.run(
            `UPDATE webhook_deliveries SET status = ?, next_attempt_at = ?, last_error = ?, locked_by = NULL,
               locked_until = NULL, updated_at = ? ${held}`,
            [
              settlement.kind === "failed" ? "failed" : "pending",
              settlement.kind === "retry" ? settlement.nextAttemptAt : now,
              settlement.error.slice(0, 200),
              now,
              id,
              workerId,
            ],
          )) > 0
        );
      case "gone": {
        await tx.run(
          "UPDATE webhook_endpoints SET enabled = 0, disabled_reason = 'gone', updated_at = ? WHERE id = ? AND enabled = 1",
          [now, attempt.endpointId],
        );
        return (
          (await tx.run(
            `UPDATE webhook_deliveries SET next_attempt_at = ?, last_error = 'http 410', locked_by = NULL,
               locked_until = NULL, updated_at = ? ${held}`,
            [now, now, id, workerId],
          )) > 0
        );
      }
    }
  });
}

/** A delivery with nothing left to send (its payload emptied): failed, without an attempt. */
export async function failEmptyDelivery(db: Db, id: string, workerId: string, now: number): Promise<boolean> {
  const changed = await db.run(
    `UPDATE webhook_deliveries SET status = 'failed', last_error = 'payload erased', locked_by = NULL,
       locked_until = NULL, updated_at = ? WHERE id = ? AND locked_by = ? AND status = 'pending'`,
    [now, id, workerId],
  );
  return changed > 0;
}

async function insertAttempt(db: Db, attempt: AttemptRecord): Promise<void> {
  await db.run(
    `INSERT INTO webhook_attempts (id, delivery_id, endpoint_id, at, status_code, duration_ms, error)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      timeOrderedId(attempt.at),
      attempt.deliveryId,
      attempt.endpointId,
      attempt.at,
      attempt.statusCode,
      attempt.durationMs,
      attempt.error,
    ],
  );
}

/**
 * The history past WEBHOOK_HISTORY_MS: attempts deleted, payloads emptied (a delivery still
 * waiting then, its endpoint stopped all that time, fails: what it would send is too old), and
 * the previous secrets whose day has passed forgotten.
 */
export async function purgeWebhookHistory(db: Db, now: number): Promise<void> {
  const before = now - WEBHOOK_HISTORY_MS;
  // Reads first: most passes have nothing to purge, and then take no write lock.
  const stale = await db.all<{ found: string }>(
    `SELECT 'attempt' AS found FROM webhook_attempts WHERE at < ?
     UNION ALL SELECT 'delivery' FROM webhook_deliveries WHERE created_at < ? AND payload IS NOT NULL
     UNION ALL SELECT 'secret' FROM webhook_endpoints WHERE previous_until <= ?
     LIMIT 1`,
    [before, before, now],
  );
  if (stale.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.run("DELETE FROM webhook_attempts WHERE at < ?", [before]);
    await tx.run(
      `UPDATE webhook_deliveries SET status = 'failed', last_error = 'expired', updated_at = ?
       WHERE status = 'pending' AND created_at < ? AND (locked_until IS NULL OR locked_until <= ?)`,
      [now, before, now],
    );
    await tx.run(
      "UPDATE webhook_deliveries SET payload = NULL WHERE created_at < ? AND payload IS NOT NULL AND status <> 'pending'",
      [before],
    );
    await tx.run(
      "UPDATE webhook_endpoints SET previous_secret = NULL, previous_until = NULL WHERE previous_until <= ?",
      [now],
    );
  });
}
