import { isFollowedType } from "../../config/lead-follow-up.ts";
import { type Db, placeholders } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { SubmissionType } from "../submissions/submission-store.ts";
import { readAssignmentRules } from "./assignment-rules.ts";
import { announceLeadsCreated } from "./lead-webhooks.ts";

/**
 * What happens to leads in the transaction that stores them: the form's assignment rule gives
 * each its owner (an event of its history, signed by nobody: the rule), and `lead.created` is
 * queued for the CRMs' endpoints. A handful of statements per batch, whatever its size.
 */
export async function leadsArrived(
  tx: Db,
  leads: readonly { id: string; type: SubmissionType }[],
  now: number,
): Promise<void> {
  if (leads.length === 0) return;
  const rules = await readAssignmentRules(tx);
  const byOwner = new Map<string, string[]>();
  for (const lead of leads) {
    const owner = isFollowedType(lead.type) ? rules[lead.type] : undefined;
    if (owner) byOwner.set(owner, [...(byOwner.get(owner) ?? []), lead.id]);
  }
  for (const [owner, ids] of byOwner) {
    await tx.run(`UPDATE submissions SET owner_id = ? WHERE id IN (${placeholders(ids.length)})`, [owner, ...ids]);
    await tx.run(
      `INSERT INTO lead_events (id, submission_id, at, actor_id, kind, owner_id)
       VALUES ${ids.map(() => "(?, ?, ?, NULL, 'owner', ?)").join(", ")}`,
      ids.flatMap((id) => [timeOrderedId(now), id, now, owner]),
    );
  }
  await announceLeadsCreated(
    tx,
    leads.map((lead) => lead.id),
    now,
  );
}
