import { entryFromJson } from "../../audience/entry.ts";
import type { LeadProof } from "../../config/unwanted.ts";
import type { Channel, JobStatus, OutboxJob, StoredSubmission, SubmissionType } from "./submission-store.ts";

/**
 * The rows of `submissions` and `outbox` as both databases return them (BIGINT columns come back as
 * strings from PostgreSQL), and the objects the store and the back office hand out.
 */
export interface SubmissionRow {
  id: string;
  type: SubmissionType;
  created_at: number;
  fields: string;
  /** Selected with SUBMISSION_COLUMNS; absent from the queries that need no origin (the outbox's). */
  page_path?: string | null;
  entry?: string | null;
  proof?: string | null;
}

export interface JobRow {
  id: string;
  submission_id: string;
  type: SubmissionType;
  channel: Channel;
  status: JobStatus;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** The columns of a SubmissionRow, the lead's origin and proof included. */
export const SUBMISSION_COLUMNS = "id, type, created_at, fields, page_path, entry, proof";

/** The outbox jobs with their submission's type, as JobRows (add WHERE / ORDER BY). */
export const SELECT_JOBS = `SELECT o.id, o.submission_id, s.type, o.channel, o.status, o.attempts, o.next_attempt_at,
  o.locked_until, o.last_error, o.created_at, o.updated_at
  FROM outbox o JOIN submissions s ON s.id = o.submission_id`;

export function toSubmission(row: SubmissionRow): StoredSubmission {
  const submission: StoredSubmission = {
    id: row.id,
    type: row.type,
    createdAt: Number(row.created_at),
    fields: JSON.parse(row.fields),
  };
  if (row.page_path) submission.pagePath = row.page_path;
  // Written from a checked entry; read through the same parser all the same.
  const entry = entryFromJson(row.entry);
  if (entry) submission.entry = entry;
  // Only ever written from a LeadProof (submit-batch.ts).
  if (row.proof) submission.proof = row.proof as LeadProof;
  return submission;
}

export function toOutboxJob(row: JobRow): OutboxJob {
  return {
    id: row.id,
    submissionId: row.submission_id,
    type: row.type,
    channel: row.channel,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lockedUntil: row.locked_until === null ? null : Number(row.locked_until),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
