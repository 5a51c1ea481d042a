import { recordAudit } from "../audit/audit.ts";
import { FUNCTIONS } from "../functions/registry.ts";
import { submitBatch } from "../intake/submit-batch.ts";
import type { Db } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { SubmissionType } from "../submissions/submission-store.ts";
import { toUnwantedEntry, UNWANTED_COLUMNS, type UnwantedRow } from "./desk.ts";

/**
 * What « Ce n'est pas un indésirable » did: the lead stored (its new id), or, for a newsletter
 * address already signed up, the existing lead (nothing new stored); `gone` when the unwanted
 * submission was released, erased or purged before (nothing done).
 */
export type ReleaseOutcome = { kind: "released"; id: string } | { kind: "existing"; id: string } | { kind: "gone" };

/** The function of that kind of submission: its channels and « once per address ». */
function functionOf(type: SubmissionType) {
  const found = Object.values(FUNCTIONS).find((fn) => fn.type === type);
  if (!found) throw new Error(`No function stores submissions of type ${type}`);
  return found;
}

export const unwantedLockKey = (id: string): string => `unwanted:${id}`;

/**
 * Releases an unwanted submission, in one transaction: the row locked and read, stored as a lead
 * through submitBatch exactly as the function would have (its outbox jobs, its arrival, its
 * webhooks), with the proof `released` and no limit, then deleted; the member's action journaled
 * with ids only. The caller wakes the outbox worker and the webhooks dispatcher.
 */
export async function releaseUnwanted(
  db: Db,
  id: string,
  actorId: string | null,
  now: number,
): Promise<ReleaseOutcome> {
  return db.transaction(async (tx): Promise<ReleaseOutcome> => {
    await tx.lockKeys([unwantedLockKey(id)]);
    const [row] = await tx.all<UnwantedRow>(`SELECT ${UNWANTED_COLUMNS} FROM unwanted_submissions WHERE id = ?`, [id]);
    if (!row) return { kind: "gone" };
    const unwanted = toUnwantedEntry(row);
    const fn = functionOf(unwanted.type);
    const [outcome] = await submitBatch(tx, [
      {
        id: timeOrderedId(now),
        type: unwanted.type,
        email: unwanted.email,
        fields: unwanted.fields,
        pagePath: unwanted.pagePath,
        entry: unwanted.entry,
        proof: "released",
        idempotencyKey: null,
        channels: fn.channels,
        limits: [],
        oncePerEmail: fn.oncePerEmail,
        now,
      },
    ]);
    // Without limits nor an idempotency key, a lead is stored, or (once per address) found.
    if (outcome?.kind !== "stored" && outcome?.kind !== "existing")
      throw new Error(`Unexpected outcome ${outcome?.kind} releasing an unwanted submission`);
    await tx.run("DELETE FROM unwanted_submissions WHERE id = ?", [id]);
    await recordAudit(
      tx,
      { actorId, action: "unwanted-released", submissionId: outcome.id, detail: `indésirable ${id}` },
      now,
    );
    return { kind: outcome.kind === "stored" ? "released" : "existing", id: outcome.id };
  });
}
