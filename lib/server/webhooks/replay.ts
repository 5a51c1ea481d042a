import type { Db } from "../store/db.ts";
import { insertDeliveries, newMessageId, webhookPayload } from "./enqueue.ts";
import { TEST_EVENT } from "./events.ts";

/** What « Renvoyer » did, or why not. */
export type ReplayOutcome = "replayed" | "unknown" | "in-flight" | "erased" | "endpoint-disabled";

/**
 * « Renvoyer »: the delivery is due again now, whatever its state (sent, failed, waiting), its
 * attempts kept; the next attempt carries the same `webhook-id`, so that a receiver that already
 * has it can tell. Refused while an attempt is in flight, once its payload is emptied (30 days,
 * or the lead erased), or while its endpoint is disabled.
 */
export async function replayDelivery(
  db: Db,
  deliveryId: string,
  now: number,
): Promise<{ outcome: ReplayOutcome; endpointId?: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.all<{
      endpoint_id: string;
      has_payload: number | string;
      locked_until: number | string | null;
      enabled: number | string;
    }>(
      `SELECT d.endpoint_id, CASE WHEN d.payload IS NULL THEN 0 ELSE 1 END AS has_payload, d.locked_until, e.enabled
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = ?`,
      [deliveryId],
    );
    if (!row) return { outcome: "unknown" };
    const endpointId = row.endpoint_id;
    if (Number(row.has_payload) === 0) return { outcome: "erased", endpointId };
    if (Number(row.enabled) !== 1) return { outcome: "endpoint-disabled", endpointId };
    const changed = await tx.run(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ?, locked_by = NULL, locked_until = NULL,
         updated_at = ?
       WHERE id = ? AND payload IS NOT NULL AND (locked_until IS NULL OR locked_until <= ?)`,
      [now, now, deliveryId, now],
    );
    return { outcome: changed > 0 ? "replayed" : "in-flight", endpointId };
  });
}

/**
 * « Envoyer un évènement de test »: one `webhook.test` delivery to this endpoint alone, due now,
 * delivered, retried and logged like the others. Null when the endpoint is unknown or disabled.
 */
export async function sendTestEvent(db: Db, endpointId: string, now: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [endpoint] = await tx.all<{ id: string }>("SELECT id FROM webhook_endpoints WHERE id = ? AND enabled = 1", [
      endpointId,
    ]);
    if (!endpoint) return null;
    const id = newMessageId(now);
    await insertDeliveries(
      tx,
      [
        {
          id,
          endpointId,
          event: TEST_EVENT,
          submissionId: null,
          payload: webhookPayload(TEST_EVENT, { test: true, endpointId }, now),
        },
      ],
      now,
    );
    return id;
  });
}
