import { type Db, placeholders } from "../store/db.ts";
import { eraseLeadDeliveries } from "../webhooks/enqueue.ts";
import { leadLockKey } from "./follow-up.ts";

/**
 * What goes with erased leads (RGPD, purges): their outbox jobs and history, and what their webhook
 * deliveries hold; the CRMs' endpoints are told with `lead.erased`. The caller deletes the
 * submissions themselves, in the same transaction.
 */
export async function eraseLeads(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  // A change of the follow-up in flight finishes first (its note, its lead.updated), then goes with the lead.
  await tx.lockKeys(ids.map(leadLockKey));
  const list = placeholders(ids.length);
  await tx.run(`DELETE FROM outbox WHERE submission_id IN (${list})`, ids);
  await tx.run(`DELETE FROM lead_events WHERE submission_id IN (${list})`, ids);
  await eraseLeadDeliveries(tx, ids, Date.now());
}
