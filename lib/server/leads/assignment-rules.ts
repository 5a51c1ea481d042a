import { FOLLOWED_TYPES } from "../../config/lead-follow-up.ts";
import { readSetting, saveSetting } from "../settings/setting-rows.ts";
import type { Db } from "../store/db.ts";
import type { SubmissionType } from "../submissions/submission-store.ts";

/**
 * Who gets the leads of each form at their arrival (a staff member's id), set by an administrator:
 * for example the demo requests to one commercial. A form without a rule arrives without owner
 * and its announcement goes to the sales list.
 */
export type AssignmentRules = Partial<Record<SubmissionType, string>>;

export const ASSIGNMENT_RULES_KEY = "lead-assignment-rules";

export function parseAssignmentRules(value: unknown): AssignmentRules {
  const rules: AssignmentRules = {};
  if (!value || typeof value !== "object") return rules;
  for (const type of FOLLOWED_TYPES) {
    const owner = (value as Record<string, unknown>)[type];
    if (typeof owner === "string" && owner.length > 0 && owner.length <= 100) rules[type] = owner;
  }
  return rules;
}

export const readAssignmentRules = (db: Db): Promise<AssignmentRules> =>
  readSetting(db, ASSIGNMENT_RULES_KEY, parseAssignmentRules);

/**
 * A member disabled or removed no longer receives a form's leads: their rules go (the form's leads
 * then arrive without owner, announced to the sales list). `actorId`: who disabled them, or themselves.
 */
export async function forgetRulesOf(db: Db, ownerId: string, actorId: string, now: number): Promise<void> {
  const rules = await readAssignmentRules(db);
  const kept = Object.fromEntries(Object.entries(rules).filter(([, owner]) => owner !== ownerId)) as AssignmentRules;
  if (Object.keys(kept).length !== Object.keys(rules).length) await saveAssignmentRules(db, kept, actorId, now);
}

export const saveAssignmentRules = (db: Db, rules: AssignmentRules, actorId: string, now: number): Promise<void> =>
  saveSetting(db, ASSIGNMENT_RULES_KEY, rules, actorId, now);
