import { type Db, placeholders } from "../store/db.ts";
import type { WebhookEvent } from "./events.ts";

export type DeliveryStatus = "pending" | "done" | "failed";

/** One attempt as the endpoint's page lists it. */
export interface AttemptEntry {
  at: number;
  statusCode: number | null;
  durationMs: number;
  /** A technical code (timeout, redirect, network ECONNREFUSED…), shown through attemptOutcome. */
  error: string | null;
}

export interface DeliveryEntry {
  /** The `webhook-id`. */
  id: string;
  event: WebhookEvent;
  submissionId: string | null;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  /** False once the payload is emptied (30 days, or the lead erased): it cannot be sent again. */
  payloadKept: boolean;
  /** Newest first. */
  attemptLog: AttemptEntry[];
}

/** The endpoint's most recent deliveries, newest first, each with its attempts (newest first). */
export async function recentDeliveries(db: Db, endpointId: string, limit = 50): Promise<DeliveryEntry[]> {
  const rows = await db.all<{
    id: string;
    event: WebhookEvent;
    submission_id: string | null;
    status: DeliveryStatus;
    attempts: number | string;
    next_attempt_at: number | string;
    last_error: string | null;
    created_at: number | string;
    has_payload: number | string;
  }>(
    `SELECT id, event, submission_id, status, attempts, next_attempt_at, last_error, created_at,
            CASE WHEN payload IS NULL THEN 0 ELSE 1 END AS has_payload
     FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    [endpointId, limit],
  );
  if (rows.length === 0) return [];
  const attempts = await db.all<{
    delivery_id: string;
    at: number | string;
    status_code: number | string | null;
    duration_ms: number | string;
    error: string | null;
  }>(
    `SELECT delivery_id, at, status_code, duration_ms, error FROM webhook_attempts
     WHERE delivery_id IN (${placeholders(rows.length)}) ORDER BY at DESC, id DESC`,
    rows.map((row) => row.id),
  );
  const byDelivery = new Map<string, AttemptEntry[]>();
  for (const attempt of attempts)
    byDelivery.set(attempt.delivery_id, [
      ...(byDelivery.get(attempt.delivery_id) ?? []),
      {
        at: Number(attempt.at),
        statusCode: attempt.status_code === null ? null : Number(attempt.status_code),
        durationMs: Number(attempt.duration_ms),
        error: attempt.error,
      },
    ]);
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    submissionId: row.submission_id,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    payloadKept: Number(row.has_payload) === 1,
    attemptLog: byDelivery.get(row.id) ?? [],
  }));
}

/** Per endpoint, its waiting and failed deliveries and its last attempt: the list's « État » column. */
export interface EndpointActivity {
  pending: number;
  failed: number;
  lastAttempt: AttemptEntry | null;
}

export async function endpointActivity(db: Db): Promise<Map<string, EndpointActivity>> {
  const counts = await db.all<{ endpoint_id: string; status: DeliveryStatus; n: number | string }>(
    `SELECT endpoint_id, status, COUNT(*) AS n FROM webhook_deliveries
     WHERE status IN ('pending', 'failed') GROUP BY endpoint_id, status`,
  );
  const last = await db.all<{
    endpoint_id: string;
    at: number | string;
    status_code: number | string | null;
    duration_ms: number | string;
    error: string | null;
  }>(
    `SELECT a.endpoint_id, a.at, a.status_code, a.duration_ms, a.error FROM webhook_attempts a
     JOIN (SELECT endpoint_id, MAX(at) AS at FROM webhook_attempts GROUP BY endpoint_id) m
       ON m.endpoint_id = a.endpoint_id AND m.at = a.at`,
  );
  const activity = new Map<string, EndpointActivity>();
  const of = (id: string) => {
    let entry = activity.get(id);
    if (!entry) {
      entry = { pending: 0, failed: 0, lastAttempt: null };
      activity.set(id, entry);
    }
    return entry;
  };
  for (const row of counts) of(row.endpoint_id)[row.status === "failed" ? "failed" : "pending"] = Number(row.n);
  for (const row of last)
    of(row.endpoint_id).lastAttempt = {
      at: Number(row.at),
      statusCode: row.status_code === null ? null : Number(row.status_code),
      durationMs: Number(row.duration_ms),
      error: row.error,
    };
  return activity;
}

/** How many webhook deliveries wait (due or not, their endpoint enabled or not): `npm run outbox` says it. */
export async function pendingDeliveryCount(db: Db): Promise<number> {
  const [row] = await db.all<{ n: number | string }>(
    "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'",
  );
  return Number(row?.n ?? 0);
}
