import { isFollowedType, type LeadStatus, type LostReason, leadStatusOf } from "../../config/lead-follow-up.ts";
import type { Db } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import type { SubmissionType } from "../submissions/submission-store.ts";
import { announceLeadUpdate } from "./lead-webhooks.ts";

/**
 * A lead's follow-up in the store: who handles it, its status, its next step and its history
 * (lead_events: each change and each note, dated and signed). Every change is one transaction
 * that also queues the `lead.updated` webhook, so a CRM hears of exactly what the desk shows.
 */
export interface FollowUp {
  id: string;
  type: SubmissionType;
  createdAt: number;
  email: string | null;
  ownerId: string | null;
  status: LeadStatus;
  lostReason: LostReason | null;
  lostDetail: string | null;
  followUpAt: number | null;
  firstContactAt: number | null;
  /** False for a lead stored before the follow-up existed: its time to first contact is unknown. */
  timed: boolean;
}

export type LeadEventKind = "owner" | "status" | "note" | "follow-up";

export interface LeadEvent {
  id: string;
  at: number;
  /** The staff member; null for the assignment rule applied at arrival. */
  actorId: string | null;
  kind: LeadEventKind;
  status: LeadStatus | null;
  ownerId: string | null;
  reason: LostReason | null;
  text: string | null;
  /** A note that records a contact with the person (it stops the time to first contact). */
  contact: boolean;
  followUpAt: number | null;
}

interface FollowUpRow {
  id: string;
  type: SubmissionType;
  created_at: number | string;
  email: string | null;
  owner_id: string | null;
  status: string;
  lost_reason: string | null;
  lost_detail: string | null;
  follow_up_at: number | string | null;
  first_contact_at: number | string | null;
  timed: number | string;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

const FOLLOW_UP_COLUMNS =
  "id, type, created_at, email, owner_id, status, lost_reason, lost_detail, follow_up_at, first_contact_at, timed";

function toFollowUp(row: FollowUpRow): FollowUp {
  return {
    id: row.id,
    type: row.type,
    createdAt: Number(row.created_at),
    email: row.email,
    ownerId: row.owner_id,
    status: leadStatusOf(row.status),
    lostReason: row.lost_reason as LostReason | null,
    lostDetail: row.lost_detail,
    followUpAt: num(row.follow_up_at),
    firstContactAt: num(row.first_contact_at),
    timed: Number(row.timed) === 1,
  };
}

export async function followUpOf(db: Db, id: string): Promise<FollowUp | null> {
  const [row] = await db.all<FollowUpRow>(`SELECT ${FOLLOW_UP_COLUMNS} FROM submissions WHERE id = ?`, [id]);
  return row ? toFollowUp(row) : null;
}

/** Records one event of a lead's history (inside the caller's transaction). */
export async function recordLeadEvent(
  tx: Db,
  submissionId: string,
  event: Omit<LeadEvent, "id" | "at" | "contact"> & { contact?: boolean },
  now: number,
): Promise<void> {
  await tx.run(
    `INSERT INTO lead_events (id, submission_id, at, actor_id, kind, status, owner_id, reason, text, contact, follow_up_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      timeOrderedId(now),
      submissionId,
      now,
      event.actorId,
      event.kind,
      event.status,
      event.ownerId,
      event.reason,
      event.text,
      event.contact ? 1 : 0,
      event.followUpAt,
    ],
  );
}

/** The history of a lead, oldest first. */
export async function leadHistory(db: Db, id: string): Promise<LeadEvent[]> {
  const rows = await db.all<{
    id: string;
    at: number | string;
    actor_id: string | null;
    kind: LeadEventKind;
    status: LeadStatus | null;
    owner_id: string | null;
    reason: LostReason | null;
    text: string | null;
    contact: number | string;
    follow_up_at: number | string | null;
  }>(
    `SELECT id, at, actor_id, kind, status, owner_id, reason, text, contact, follow_up_at
     FROM lead_events WHERE submission_id = ? ORDER BY at, id`,
    [id],
  );
  return rows.map((row) => ({
    id: row.id,
    at: Number(row.at),
    actorId: row.actor_id,
    kind: row.kind,
    status: row.status,
    ownerId: row.owner_id,
    reason: row.reason,
    text: row.text,
    contact: Number(row.contact) === 1,
    followUpAt: num(row.follow_up_at),
  }));
}

export type ChangeOutcome =
  | { ok: true }
  | { ok: false; why: "unknown" | "not-followed" | "taken" | "not-allowed"; ownerId?: string };

/** Who asks for a change: their scope (mayFollow) is checked under the lead's lock, against its owner then. */
export interface Member {
  userId: string;
  role: string | null;
}

/**
 * Runs `change` on a followed lead inside a transaction locked on its key (the same lock as its
 * erasure's), then queues `lead.updated`. `member`: checked with mayFollow once locked.
 */
async function change(
  db: Db,
  id: string,
  now: number,
  apply: (tx: Db, lead: FollowUp) => Promise<ChangeOutcome>,
  member?: Member,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    await tx.lockKeys([leadLockKey(id)]);
    const lead = await followUpOf(tx, id);
    if (!lead) return { ok: false, why: "unknown" } as const;
    if (!isFollowedType(lead.type)) return { ok: false, why: "not-followed" } as const;
    if (member && !mayFollow(member, lead)) return { ok: false, why: "not-allowed" } as const;
    const outcome = await apply(tx, lead);
    if (outcome.ok) await announceLeadUpdate(tx, id, now);
    return outcome;
  });
}

/**
 * « Je m'en occupe »: the member becomes the owner of a lead that has none. Two members pressing
 * together: the first one's update wins, the other is told who owns it.
 */
export function takeLead(db: Db, id: string, actorId: string, now: number): Promise<ChangeOutcome> {
  return change(db, id, now, async (tx, lead) => {
    if (lead.ownerId === actorId) return { ok: true };
    const changed = await tx.run("UPDATE submissions SET owner_id = ? WHERE id = ? AND owner_id IS NULL", [
      actorId,
      id,
    ]);
    if (changed === 0) return { ok: false, why: "taken", ...(lead.ownerId ? { ownerId: lead.ownerId } : {}) };
    await recordLeadEvent(tx, id, emptyEvent("owner", actorId, { ownerId: actorId }), now);
    return { ok: true };
  });
}

/** An administrator gives the lead to a member (or to nobody: null). */
export function assignLead(
  db: Db,
  id: string,
  ownerId: string | null,
  actorId: string | null,
  now: number,
): Promise<ChangeOutcome> {
  return change(db, id, now, async (tx, lead) => {
    if (lead.ownerId === ownerId) return { ok: true };
    await tx.run("UPDATE submissions SET owner_id = ? WHERE id = ?", [ownerId, id]);
    await recordLeadEvent(tx, id, emptyEvent("owner", actorId, { ownerId }), now);
    return { ok: true };
  });
}

/**
 * A new status, dated and signed; the first status past « Nouvelle » is the first contact. A lost
 * lead carries its reason (and the words of « Autre »); any other status clears them.
 */
export function setLeadStatus(
  db: Db,
  id: string,
  next: { status: LeadStatus; reason?: LostReason | null; detail?: string | null },
  actor: string | Member,
  now: number,
): Promise<ChangeOutcome> {
  const [actorId, member] = who(actor);
  return change(
    db,
    id,
    now,
    async (tx, lead) => {
      const reason = next.status === "perdue" ? (next.reason ?? null) : null;
      const detail = reason === "autre" ? (next.detail ?? null) : null;
      if (lead.status === next.status && lead.lostReason === reason && lead.lostDetail === detail) return { ok: true };
      await tx.run(
        `UPDATE submissions SET status = ?, lost_reason = ?, lost_detail = ?,
         first_contact_at = CASE WHEN first_contact_at IS NULL AND ? <> 'nouvelle' THEN ? ELSE first_contact_at END
       WHERE id = ?`,
        [next.status, reason, detail, next.status, now, id],
      );
      await recordLeadEvent(tx, id, emptyEvent("status", actorId, { status: next.status, reason, text: detail }), now);
      return { ok: true };
    },
    member,
  );
}

/** A note (kept as typed, shown as text); marked as a contact, it stops the time to first contact. */
export function addLeadNote(
  db: Db,
  id: string,
  note: { text: string; contact: boolean },
  actor: string | Member,
  now: number,
): Promise<ChangeOutcome> {
  const [actorId, member] = who(actor);
  return change(
    db,
    id,
    now,
    async (tx) => {
      if (note.contact) {
        await tx.run("UPDATE submissions SET first_contact_at = ? WHERE id = ? AND first_contact_at IS NULL", [
          now,
          id,
        ]);
      }
      await recordLeadEvent(
        tx,
        id,
        { ...emptyEvent("note", actorId, { text: note.text }), contact: note.contact },
        now,
      );
      return { ok: true };
    },
    member,
  );
}

/** « À relancer le… »: the next step's moment, or none (null). */
export function setFollowUpAt(
  db: Db,
  id: string,
  at: number | null,
  actor: string | Member,
  now: number,
): Promise<ChangeOutcome> {
  const [actorId, member] = who(actor);
  return change(
    db,
    id,
    now,
    async (tx, lead) => {
      if (lead.followUpAt === at) return { ok: true };
      await tx.run("UPDATE submissions SET follow_up_at = ? WHERE id = ?", [at, id]);
      await recordLeadEvent(tx, id, emptyEvent("follow-up", actorId, { followUpAt: at }), now);
      return { ok: true };
    },
    member,
  );
}

/** An actor given as a member (their scope checked) or as an id alone (the tests, the command line). */
const who = (actor: string | Member): [string, Member | undefined] =>
  typeof actor === "string" ? [actor, undefined] : [actor.userId, actor];

/** The advisory lock a lead's changes and its erasure share (PostgreSQL; SQLite has one writer). */
export const leadLockKey = (id: string): string => `lead:${id}`;

function emptyEvent(
  kind: LeadEventKind,
  actorId: string | null,
  set: Partial<Pick<LeadEvent, "status" | "ownerId" | "reason" | "text" | "followUpAt">>,
): Omit<LeadEvent, "id" | "at" | "contact"> {
  return { kind, actorId, status: null, ownerId: null, reason: null, text: null, followUpAt: null, ...set };
}

/** The other leads of the same address (newest first): the same person's story on each one's page. */
export async function samePersonLeads(
  db: Db,
  id: string,
): Promise<{ id: string; type: SubmissionType; createdAt: number; status: LeadStatus }[]> {
  const rows = await db.all<{ id: string; type: SubmissionType; created_at: number | string; status: string }>(
    `SELECT id, type, created_at, status FROM submissions
     WHERE email IS NOT NULL AND email = (SELECT email FROM submissions WHERE id = ?) AND id <> ?
     ORDER BY created_at DESC, id DESC LIMIT 50`,
    [id, id],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    createdAt: Number(row.created_at),
    status: leadStatusOf(row.status),
  }));
}

/**
 * Whether a member may change this lead: an administrator any lead; a commercial the leads they own
 * and those nobody owns yet.
 */
export function mayFollow(member: { userId: string; role: string | null }, lead: Pick<FollowUp, "ownerId">): boolean {
  if (member.role === "administrateur") return true;
  return member.role === "commercial" && (lead.ownerId === null || lead.ownerId === member.userId);
}
