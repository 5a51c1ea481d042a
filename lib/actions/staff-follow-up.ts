"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { leadPath } from "../config/admin.ts";
import {
  type FollowUpMessage,
  isLeadStatus,
  isLostReason,
  LOST_DETAIL_MAX_LENGTH,
  NOTE_ERRORS,
  NOTE_MAX_LENGTH,
} from "../config/lead-follow-up.ts";
import { parisLocalTime } from "../format/paris-time.ts";
import { type AuditAction, recordAudit } from "../server/audit/audit.ts";
import {
  addLeadNote,
  assignLead,
  type ChangeOutcome,
  type FollowUp,
  followUpOf,
  mayFollow,
  setFollowUpAt,
  setLeadStatus,
  takeLead,
} from "../server/leads/follow-up.ts";
import { notifyWebhooks } from "../server/runtime.ts";
import { salesMembers } from "../server/staff/staff-names.ts";
import { requireStaff, type StaffContext, staffOrNull } from "../server/staff-guard.ts";

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** Back to the lead's follow-up with a message (`#suivi`: the section the form was in). */
function answer(id: string, message: FollowUpMessage | "demande-inconnue"): never {
  redirect(`${leadPath(id)}?message=${message}#suivi`);
}

/** The lead the form names, once the member may change it: else back to the lead with the reason. */
async function followedLead(
  form: FormData,
  access: "leads" | "leadAssignment" = "leads",
  inScope = mayFollow,
): Promise<{ id: string; context: StaffContext; lead: FollowUp }> {
  const id = field(form, "id");
  const context = await requireStaff(leadPath(id), access);
  const lead = await followUpOf(context.directory.db, id);
  if (!lead) answer(id, "demande-inconnue");
  if (!inScope(context.staff, lead)) answer(id, "hors-perimetre");
  return { id, context, lead };
}

const REFUSALS = {
  taken: "deja-prise",
  "not-followed": "non-suivie",
  "not-allowed": "hors-perimetre",
  unknown: "demande-inconnue",
} as const;

/** Said after a change: the journal's line, the CRMs woken, the message; or why nothing changed. */
async function done(
  context: StaffContext,
  id: string,
  outcome: ChangeOutcome,
  audit: { action: AuditAction; detail: string },
  message: FollowUpMessage,
): Promise<never> {
  if (!outcome.ok) answer(id, REFUSALS[outcome.why]);
  await recordAudit(context.directory.db, { actorId: context.staff.userId, submissionId: id, ...audit });
  notifyWebhooks();
  answer(id, message);
}

/** « Je m'en occupe »: the member becomes the lead's owner, unless someone was faster. */
export async function takeLeadAction(form: FormData): Promise<void> {
  // Anyone of the desk may press it: a lead someone took meanwhile is answered « déjà prise » by takeLead.
  const { id, context } = await followedLead(form, "leads", () => true);
  const outcome = await takeLead(context.directory.db, id, context.staff.userId, Date.now());
  await done(context, id, outcome, { action: "lead-taken", detail: "je m'en occupe" }, "demande-prise");
}

/** An administrator gives the lead to a member of the sales team (or to nobody). */
export async function assignLeadAction(form: FormData): Promise<void> {
  const { id, context } = await followedLead(form, "leadAssignment");
  const ownerId = field(form, "responsable");
  if (ownerId) {
    const members = await salesMembers(context.directory);
    if (!members.some((member) => member.id === ownerId)) answer(id, "responsable-inconnu");
  }
  const outcome = await assignLead(context.directory.db, id, ownerId || null, context.staff.userId, Date.now());
  await done(
    context,
    id,
    outcome,
    { action: "lead-assigned", detail: ownerId ? `responsable ${ownerId}` : "sans responsable" },
    "responsable-change",
  );
}

/** A new status; « Perdue » needs its reason, and « Autre » a few words. */
export async function setLeadStatusAction(form: FormData): Promise<void> {
  const { id, context } = await followedLead(form);
  const status = field(form, "statut");
  if (!isLeadStatus(status)) answer(id, "statut-inconnu");
  const reason = field(form, "raison");
  const detail = field(form, "raison-autre");
  if (status === "perdue") {
    if (!isLostReason(reason)) answer(id, "raison-manquante");
    if (reason === "autre" && !detail) answer(id, "raison-autre-manquante");
    if (detail.length > LOST_DETAIL_MAX_LENGTH) answer(id, "raison-trop-longue");
  }
  const outcome = await setLeadStatus(
    context.directory.db,
    id,
    { status, reason: isLostReason(reason) ? reason : null, detail: detail || null },
    context.staff,
    Date.now(),
  );
  await done(
    context,
    id,
    outcome,
    { action: "lead-status", detail: status === "perdue" ? `${status}, ${reason}` : status },
    "statut-change",
  );
}

/** « À relancer le… »: a date and time in Paris, or « Retirer » (no next step). */
export async function setFollowUpAction(form: FormData): Promise<void> {
  const { id, context } = await followedLead(form);
  const removed = field(form, "action") === "retirer";
  const at = removed ? null : parisLocalTime(field(form, "relance"));
  if (!removed && at === null) answer(id, "relance-invalide");
  const outcome = await setFollowUpAt(context.directory.db, id, at, context.staff, Date.now());
  await done(
    context,
    id,
    outcome,
    { action: "lead-follow-up", detail: at === null ? "retirée" : new Date(at).toISOString() },
    removed ? "relance-retiree" : "relance-enregistree",
  );
}

export interface NoteFormState {
  /** What was typed, given back when refused: nothing lost. */
  text: string;
  contact: boolean;
  error: string | null;
  /** Increments with each note saved (the form empties itself then). */
  saved: number;
}

/**
 * A note on the lead (kept as typed: shown as text, never as markup); refused in French, with
 * the text given back, when empty, too long, or when the session has ended.
 */
export async function addLeadNoteAction(state: NoteFormState, form: FormData): Promise<NoteFormState> {
  const id = field(form, "id");
  const text = String(form.get("note") ?? "");
  const contact = form.get("contact") === "oui";
  const refused = (error: string): NoteFormState => ({ ...state, text, contact, error });
  const context = await staffOrNull("leads", leadPath(id));
  if (!context) return refused(NOTE_ERRORS.sessionEnded);
  if (!text.trim()) return refused(NOTE_ERRORS.empty);
  if (text.length > NOTE_MAX_LENGTH) return refused(NOTE_ERRORS.tooLong(text.length));
  const lead = await followUpOf(context.directory.db, id);
  if (!lead) return refused(NOTE_ERRORS.unknown);
  if (!mayFollow(context.staff, lead)) return refused(NOTE_ERRORS.notAllowed);
  const outcome = await addLeadNote(context.directory.db, id, { text, contact }, context.staff, Date.now());
  if (!outcome.ok) return refused(outcome.why === "not-allowed" ? NOTE_ERRORS.notAllowed : NOTE_ERRORS.unknown);
  await recordAudit(context.directory.db, {
    actorId: context.staff.userId,
    action: "lead-note",
    submissionId: id,
    detail: contact ? "contact" : "note",
  });
  notifyWebhooks();
  // The page drawn again in the same answer: the note in the history.
  revalidatePath(leadPath(id));
  return { text: "", contact: false, error: null, saved: state.saved + 1 };
}
