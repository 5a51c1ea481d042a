import { entryFromJson } from "../../audience/entry.ts";
import { LOST_REASONS, type LostReason, leadStatusOf } from "../../config/lead-follow-up.ts";
import { type Db, placeholders } from "../store/db.ts";
import { enqueueWebhookEvent } from "../webhooks/enqueue.ts";

/**
 * What a CRM receives of a lead (`data` of `lead.created` and `lead.updated`): the fields as
 * sent, where the lead came from, and its follow-up. Built from the row inside the transaction
 * that changed it, so the event says exactly what was stored.
 */
export interface LeadWebhookData {
  id: string;
  form: string;
  receivedAt: string;
  fields: Record<string, unknown>;
  page: string | null;
  entry: unknown;
  status: string;
  lostReason: { code: string; label: string; detail: string | null } | null;
  owner: { id: string; name: string | null; email: string | null } | null;
  firstContactAt: string | null;
  followUpAt: string | null;
}

interface Row {
  id: string;
  type: string;
  created_at: number | string;
  fields: string;
  page_path: string | null;
  entry: string | null;
  owner_id: string | null;
  status: string;
  lost_reason: string | null;
  lost_detail: string | null;
  first_contact_at: number | string | null;
  follow_up_at: number | string | null;
}

const iso = (value: number | string | null) => (value === null ? null : new Date(Number(value)).toISOString());

async function leadData(tx: Db, ids: readonly string[]): Promise<{ submissionId: string; data: LeadWebhookData }[]> {
  if (ids.length === 0) return [];
  const rows = await tx.all<Row>(
    `SELECT id, type, created_at, fields, page_path, entry, owner_id, status, lost_reason, lost_detail,
       first_contact_at, follow_up_at
     FROM submissions WHERE id IN (${placeholders(ids.length)})`,
    ids,
  );
  const ownerIds = [...new Set(rows.map((row) => row.owner_id).filter((id): id is string => id !== null))];
  // The accounts' table is Better Auth's: read only when a lead has an owner (so it exists).
  const owners = new Map<string, { name: string; email: string }>();
  if (ownerIds.length > 0) {
    const found = await tx.all<{ id: string; name: string; email: string }>(
      `SELECT id, name, email FROM staff_user WHERE id IN (${placeholders(ownerIds.length)})`,
      ownerIds,
    );
    for (const owner of found) owners.set(owner.id, owner);
  }
  return rows.map((row) => {
    const reason = row.lost_reason as LostReason | null;
    const owner = row.owner_id ? owners.get(row.owner_id) : undefined;
    return {
      submissionId: row.id,
      data: {
        id: row.id,
        form: row.type,
        receivedAt: new Date(Number(row.created_at)).toISOString(),
        fields: JSON.parse(row.fields) as Record<string, unknown>,
        page: row.page_path,
        entry: entryFromJson(row.entry) ?? null,
        status: leadStatusOf(row.status),
        lostReason: reason ? { code: reason, label: LOST_REASONS[reason] ?? reason, detail: row.lost_detail } : null,
        owner: row.owner_id ? { id: row.owner_id, name: owner?.name ?? null, email: owner?.email ?? null } : null,
        firstContactAt: iso(row.first_contact_at),
        followUpAt: iso(row.follow_up_at),
      },
    };
  });
}

/** Queues `lead.created` for leads just stored (inside the transaction that stored them). */
export async function announceLeadsCreated(tx: Db, ids: readonly string[], now: number): Promise<void> {
  await enqueueWebhookEvent(tx, "lead.created", () => leadData(tx, ids), now);
}

/** Queues `lead.updated` for a lead whose follow-up just changed (inside the same transaction). */
export async function announceLeadUpdate(tx: Db, id: string, now: number): Promise<void> {
  await enqueueWebhookEvent(tx, "lead.updated", () => leadData(tx, [id]), now);
}
