"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { LEAD_SETTINGS_PATH } from "../config/admin.ts";
import { FOLLOWED_TYPES } from "../config/lead-follow-up.ts";
import { ARTICLE_MESSAGES } from "../content/articles/article-rules.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { type AssignmentRules, saveAssignmentRules } from "../server/leads/assignment-rules.ts";
import { saveChatWebhook } from "../server/leads/chat-webhook-setting.ts";
import { OPENING_HOURS_FIELDS, saveOpeningHours, validateOpeningHoursForm } from "../server/leads/opening-hours.ts";
import { serverConfig } from "../server/runtime.ts";
import { salesMembers } from "../server/staff/staff-names.ts";
import { requireStaff, staffOrNull } from "../server/staff-guard.ts";
import { checkEndpointUrl } from "../server/webhooks/endpoint-address.ts";

export interface SettingFormState {
  /** What was typed, given back with the refusals: nothing lost. */
  values: Record<string, string | string[]>;
  errors: string[];
  saved: number;
}

const SESSION_ENDED = ARTICLE_MESSAGES.sessionEnded;

/** The opening hours the time to first contact is counted in (Europe/Paris). */
export async function saveOpeningHoursAction(state: SettingFormState, form: FormData): Promise<SettingFormState> {
  const values = {
    [OPENING_HOURS_FIELDS.days]: form.getAll(OPENING_HOURS_FIELDS.days).map(String),
    [OPENING_HOURS_FIELDS.start]: String(form.get(OPENING_HOURS_FIELDS.start) ?? ""),
    [OPENING_HOURS_FIELDS.end]: String(form.get(OPENING_HOURS_FIELDS.end) ?? ""),
  };
  const context = await staffOrNull("leadSettings", LEAD_SETTINGS_PATH);
  if (!context) return { ...state, values, errors: [SESSION_ENDED] };
  const checked = validateOpeningHoursForm(form);
  if (!checked.ok) return { ...state, values, errors: checked.errors };
  await saveOpeningHours(context.directory.db, checked.hours, context.staff.userId, Date.now());
  await recordAudit(context.directory.db, {
    actorId: context.staff.userId,
    action: "lead-opening-hours",
    detail: `${checked.hours.days.join(",")} ${checked.hours.start}-${checked.hours.end}`,
  });
  revalidatePath(LEAD_SETTINGS_PATH);
  return { values: {}, errors: [], saved: state.saved + 1 };
}

/** Who gets each form's leads at their arrival: a member of the sales team, or nobody. */
export async function saveAssignmentRulesAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(LEAD_SETTINGS_PATH, "leadSettings");
  const members = new Set((await salesMembers(directory)).map((member) => member.id));
  const rules: AssignmentRules = {};
  for (const type of FOLLOWED_TYPES) {
    const owner = String(form.get(`regle-${type}`) ?? "");
    if (owner && !members.has(owner)) redirect(`${LEAD_SETTINGS_PATH}?message=responsable-inconnu#regles`);
    if (owner) rules[type] = owner;
  }
  await saveAssignmentRules(directory.db, rules, staff.userId, Date.now());
  await recordAudit(directory.db, {
    actorId: staff.userId,
    action: "lead-rules",
    detail: FOLLOWED_TYPES.map((type) => `${type}=${rules[type] ?? "liste"}`).join(", "),
  });
  redirect(`${LEAD_SETTINGS_PATH}?message=regles-enregistrees#regles`);
}

/**
 * The chat channel's incoming webhook: HTTPS to a public address (as the CRMs' endpoints), or
 * removed (« Retirer »). The address is a secret of the chat's: the journal says only that it changed.
 */
export async function saveChatWebhookAction(state: SettingFormState, form: FormData): Promise<SettingFormState> {
  const url = String(form.get("canal") ?? "").trim();
  const removed = form.get("action") === "retirer";
  const values = { canal: url };
  const context = await staffOrNull("leadSettings", LEAD_SETTINGS_PATH);
  if (!context) return { ...state, values, errors: [SESSION_ENDED] };
  if (!removed) {
    const checked = await checkEndpointUrl(url, { allowedOrigins: serverConfig().webhooks.allowedOrigins });
    // The check's words are written for a CRM's address; here it is the chat's.
    if (!checked.ok) return { ...state, values, errors: [checked.message.replaceAll("votre CRM", "votre messagerie")] };
  }
  await saveChatWebhook(context.directory.db, removed ? null : url, context.staff.userId, Date.now());
  await recordAudit(context.directory.db, {
    actorId: context.staff.userId,
    action: "lead-chat",
    detail: removed ? "retiré" : "enregistré",
  });
  revalidatePath(LEAD_SETTINGS_PATH);
  return { values: {}, errors: [], saved: state.saved + 1 };
}
