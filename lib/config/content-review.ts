import type { StaffRole } from "./staff-roles.ts";

/**
 * Who may publish what in the content desk: content with prices (the plans) is the
 * administrateur's; the other kinds the rédaction publishes too unless an administrator turned it
 * off in the accounts desk (then it asks for a review, as for the plans).
 */
export const PRICED_KINDS: readonly string[] = ["formules"];

export interface ContentReviewSetting {
  /** Whether the rédaction publishes the kinds without prices itself (default: yes). */
  redactionMayPublish: boolean;
}

export const CONTENT_REVIEW_DEFAULT: ContentReviewSetting = { redactionMayPublish: true };

export function parseContentReviewSetting(value: unknown): ContentReviewSetting {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return { redactionMayPublish: raw.redactionMayPublish !== false };
}

/** Whether `role` publishes (and schedules) an item of `kind` itself, or asks for a review. */
export function mayPublishContent(role: StaffRole | null, kind: string, setting: ContentReviewSetting): boolean {
  if (role === "administrateur") return true;
  if (role !== "redaction") return false;
  return !PRICED_KINDS.includes(kind) && setting.redactionMayPublish;
}

/** The longest comment an administrator sends back with a draft. */
export const SENT_BACK_NOTE_MAX = 1000;
