import type { VisitEntry } from "../../audience/entry.ts";

/** The four kinds of submissions, one per function. */
export type SubmissionType = "contact" | "demo" | "newsletter" | "automation";
export const SUBMISSION_TYPES: readonly SubmissionType[] = ["contact", "demo", "newsletter", "automation"];

/** Where an outbox job delivers its submission. */
export type Channel = "sales-email" | "brevo-automation" | "brevo-newsletter" | "announce-email" | "announce-chat";

/** At most `max` accepted submissions per `key` within `windowMs` (sliding window, state in the store). */
export interface LimitRule {
  key: string;
  max: number;
  windowMs: number;
}

export interface NewSubmission {
  id: string;
  type: SubmissionType;
  /** Lower-cased address, used by the RGPD erasure and the newsletter's "stored once". */
  email: string | null;
  fields: Record<string, unknown>;
  /** The path of the page the form was sent from (lib/forms/lead-origin.ts); null or absent when unknown. */
  pagePath?: string | null;
  /** The visit's entry, sent only with the visitor's consent to audience measurement; null or absent without. */
  entry?: VisitEntry | null;
  /** A client retry with the same key gets the first answer again, stored once. */
  idempotencyKey: string | null;
  channels: Channel[];
  limits: LimitRule[];
  /** Newsletter: the same address again is a success that stores nothing new. */
  oncePerEmail: boolean;
  now: number;
}

export type SubmitOutcome =
  | { kind: "stored"; id: string }
  | { kind: "existing"; id: string }
  | { kind: "replayed"; id: string }
  | { kind: "limited" };

export interface StoredSubmission {
  id: string;
  type: SubmissionType;
  createdAt: number;
  fields: Record<string, unknown>;
  /** Where the form was sent from, when known (absent for leads stored without it). */
  pagePath?: string;
  /** The visit's entry, when the visitor had accepted audience measurement. */
  entry?: VisitEntry;
}

export type JobStatus = "pending" | "done" | "failed";

export interface OutboxJob {
  id: string;
  submissionId: string;
  type: SubmissionType;
  channel: Channel;
  status: JobStatus;
  attempts: number;
  nextAttemptAt: number;
  lockedUntil: number | null;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface ClaimedJob {
  id: string;
  channel: Channel;
  /** Attempts including the one just claimed. */
  attempts: number;
  submission: StoredSubmission;
}

export interface ClaimOptions {
  workerId: string;
  channels: Channel[];
  now: number;
  /** How long the claim holds; after that a crashed worker's job is taken again. */
  lockMs: number;
  limit: number;
}

export interface RescheduleOptions {
  now: number;
  nextAttemptAt: number;
  /** Technical reason only (status code, error name): never personal data. */
  error: string;
  failed: boolean;
}

/** What the server needs from storage; SQLite and PostgreSQL implement it alike. */
export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Writes a row and rolls it back, leaving nothing behind: rejects when the store cannot be
   * written (read-only file or server, missing rights). For `npm run doctor`.
   */
  checkWritable(): Promise<void>;
  /**
   * In one transaction: the limits are checked and recorded, then the submission and its
   * outbox jobs are written. Resolves only after a durable commit.
   */
  submit(submission: NewSubmission): Promise<SubmitOutcome>;
  listSubmissions(filter?: { type?: SubmissionType | undefined }): Promise<StoredSubmission[]>;
  /** Erases every submission (and its jobs) of this address and the given limit keys; returns how many submissions. */
  deleteByEmail(email: string, limitKeys: string[]): Promise<number>;
  /** Erases one submission and its jobs (sign-ups without an e-mail); returns 1, or 0 when unknown. */
  deleteById(id: string): Promise<number>;
  /** Claims due pending jobs of these channels (one worker per job, `FOR UPDATE SKIP LOCKED` on PostgreSQL). */
  claimJobs(options: ClaimOptions): Promise<ClaimedJob[]>;
  /** False when the claim was lost (expired and taken by another worker). */
  completeJob(jobId: string, workerId: string, now: number): Promise<boolean>;
  rescheduleJob(jobId: string, workerId: string, options: RescheduleOptions): Promise<boolean>;
  listJobs(statuses: JobStatus[]): Promise<OutboxJob[]>;
  /** Forgets limit events older than `before`. */
  purgeLimitEvents(before: number): Promise<void>;
  close(): Promise<void>;
}
