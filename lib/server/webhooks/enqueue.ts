import { type Db, placeholders } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { LeadEvent, WebhookEvent } from "./events.ts";

/** The stable `webhook-id` of a new delivery: `msg_` and a time-ordered id (its index appends at the end). */
export function newMessageId(now: number): string {
  return `msg_${timeOrderedId(now).replaceAll("-", "")}`;
}

/** The body every attempt of a delivery sends: `{"type", "timestamp", "data"}` (Standard Webhooks' shape). */
export function webhookPayload(event: WebhookEvent, data: unknown, now: number): string {
  return JSON.stringify({ type: event, timestamp: new Date(now).toISOString(), data });
}

export interface NewDelivery {
  id: string;
  endpointId: string;
  event: WebhookEvent;
  submissionId: string | null;
  payload: string;
}

/** What one event carries per lead: its id (null for none) and its `data`. */
export type WebhookItems = readonly { submissionId: string | null; data: unknown }[];

/** Rows per INSERT: 9 values each, well under SQLite's and PostgreSQL's limits on parameters. */
const ROWS_PER_INSERT = 200;

/** Writes new deliveries, due now, in a few multi-row INSERTs. */
export async function insertDeliveries(db: Db, deliveries: readonly NewDelivery[], now: number): Promise<void> {
  for (let start = 0; start < deliveries.length; start += ROWS_PER_INSERT) {
    const chunk = deliveries.slice(start, start + ROWS_PER_INSERT);
    await db.run(
      `INSERT INTO webhook_deliveries
         (id, endpoint_id, event, submission_id, payload, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES ${chunk.map(() => `(${placeholders(5)}, 'pending', 0, ${placeholders(3)})`).join(", ")}`,
      chunk.flatMap((d) => [d.id, d.endpointId, d.event, d.submissionId, d.payload, now, now, now]),
    );
  }
}

/**
 * Inside the caller's transaction (the lead's arrival, its follow-up): one delivery per item and
 * per enabled endpoint subscribed to `event`, each with its own `webhook-id` and its payload, due
 * now. Without such an endpoint, one SELECT and nothing written. Resolves with the number of
 * deliveries; the dispatcher is woken by the caller (notifyWebhooks) or by its next poll.
 */
export async function enqueueWebhookEvent(
  tx: Db,
  event: LeadEvent,
  itemsOrRead: WebhookItems | (() => Promise<WebhookItems>),
  now: number,
): Promise<number> {
  if (Array.isArray(itemsOrRead) && itemsOrRead.length === 0) return 0;
  // An erasure reaches the endpoints paused meanwhile too (sent once enabled again): their CRM may
  // hold the person's data from an earlier event.
  const endpoints = await tx.all<{ id: string; events: string }>(
    event === "lead.erased"
      ? "SELECT id, events FROM webhook_endpoints ORDER BY id"
      : "SELECT id, events FROM webhook_endpoints WHERE enabled = 1 ORDER BY id",
  );
  const subscribed = endpoints.filter((endpoint) => subscribes(endpoint.events, event)).map((e) => e.id);
  if (subscribed.length === 0) return 0;
  // Read only now that an endpoint listens (a lead's row, its owner's name): nothing read for nobody.
  const items = typeof itemsOrRead === "function" ? await itemsOrRead() : itemsOrRead;
  const deliveries: NewDelivery[] = items.flatMap((item) => {
    const payload = webhookPayload(event, item.data, now);
    return subscribed.map((endpointId) => ({
      id: newMessageId(now),
      endpointId,
      event,
      submissionId: item.submissionId,
      payload,
    }));
  });
  await insertDeliveries(tx, deliveries, now);
  return deliveries.length;
}

function subscribes(events: string, event: LeadEvent): boolean {
  try {
    const list: unknown = JSON.parse(events);
    return Array.isArray(list) && list.includes(event);
  } catch {
    return false;
  }
}

/**
 * Inside the erasure's transaction (RGPD): the erased leads' waiting `lead.created` and
 * `lead.updated` deliveries are dropped, the payloads of their other deliveries emptied (their
 * attempts stay, for the log), then one `lead.erased` (`{ "id": … }`) is queued per lead, for the
 * endpoints subscribed to it, so that the CRM erases its copy too.
 */
export async function eraseLeadDeliveries(tx: Db, submissionIds: readonly string[], now: number): Promise<void> {
  if (submissionIds.length === 0) return;
  for (let start = 0; start < submissionIds.length; start += ROWS_PER_INSERT) {
    const ids = submissionIds.slice(start, start + ROWS_PER_INSERT);
    const list = placeholders(ids.length);
    const dropped = `SELECT id FROM webhook_deliveries
       WHERE submission_id IN (${list}) AND status = 'pending' AND event IN ('lead.created', 'lead.updated')`;
    await tx.run(`DELETE FROM webhook_attempts WHERE delivery_id IN (${dropped})`, ids);
    await tx.run(`DELETE FROM webhook_deliveries WHERE id IN (${dropped})`, ids);
    await tx.run(
      `UPDATE webhook_deliveries SET payload = NULL, updated_at = ? WHERE submission_id IN (${list}) AND payload IS NOT NULL`,
      [now, ...ids],
    );
  }
  await enqueueWebhookEvent(
    tx,
    "lead.erased",
    submissionIds.map((id) => ({ submissionId: id, data: { id } })),
    now,
  );
}
