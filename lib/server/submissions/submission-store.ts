import type { VisitEntry } from "../../audience/entry.ts";
import type { NewsletterConfirmOutcome, NewsletterLinkState, NewsletterSignupStatus } from "../../config/newsletter.ts";
import type { LeadProof, UnwantedReason } from "../../config/unwanted.ts";
import type { SiteKeyName } from "../keys/site-key.ts";

/** The four kinds of submissions, one per function. */
export type SubmissionType = "contact" | "demo" | "newsletter" | "automation";
export const SUBMISSION_TYPES: readonly SubmissionType[] = ["contact", "demo", "newsletter", "automation"];

/** Where an outbox job delivers its submission. */
export type Channel =
  | "sales-email"
  | "brevo-automation"
  | "brevo-newsletter"
  | "announce-email"
  | "announce-chat"
  /** The site's own confirmation e-mail of a newsletter sign-up (double opt-in). */
  | "newsletter-confirm"
  /** The newsletter address leaves Brevo's list (unsubscribed). */
  | "brevo-newsletter-remove";

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
  /** How the submission proved it came from a person (lib/config/unwanted.ts); null or absent before. */
  proof?: LeadProof | null;
  /** A client retry with the same key gets the first answer again, stored once. */
  idempotencyKey: string | null;
  channels: Channel[];
  limits: LimitRule[];
  /** Newsletter: the same address again is a success that stores nothing new. */
  oncePerEmail: boolean;
  /**
   * A newsletter sign-up confirmed by the site itself (lib/server/newsletter/sign-up.ts): its
   * subscription, consent and confirmation e-mail, in the same transaction. Absent: as before.
   */
  newsletter?: NewsletterSignup;
  now: number;
}

/** What the site's double opt-in needs to know of a newsletter sign-up. */
export interface NewsletterSignup {
  /** The consent text shown under the field, and its version (lib/config/newsletter.ts). */
  consentVersion: string;
  consentText: string;
  /** Confirmation e-mails per address, and for the whole site. */
  mailLimits: {
    perAddress: { max: number; windowMs: number };
    perSite: { max: number; windowMs: number };
  };
}

/** An unsubscription: from the e-mail's signed link, or from the page's address form (bounded per client). */
export type NewsletterWithdrawal =
  | { token: string; now: number }
  | { email: string; limits: readonly LimitRule[]; now: number };

/** What one pass of the newsletter's purge did (lib/server/newsletter/purge.ts). */
export interface NewsletterPurge {
  /** Sign-ups never confirmed within the link's validity, deleted with their leads. */
  expired: number;
  /** Confirmed subscriptions without a sign of interest for the proof's retention: taken off Brevo's list. */
  lapsed: number;
  /** Withdrawn subscriptions past the proof's retention, deleted with their leads. */
  deleted: number;
}

/** A submission that failed the checks (lib/server/form-checks/): kept 30 days among « Indésirables », never delivered. */
export interface UnwantedSubmission {
  id: string;
  type: SubmissionType;
  /** Lower-cased address, for the RGPD erasure; null when the form has none. */
  email: string | null;
  fields: Record<string, unknown>;
  pagePath: string | null;
  entry: VisitEntry | null;
  reason: UnwantedReason;
  /** Rows kept per key are bounded as submissions are: past a limit, nothing is kept. */
  limits?: readonly LimitRule[];
  now: number;
}

export type SubmitOutcome =
  | { kind: "stored"; id: string; newsletter?: NewsletterSignupStatus }
  | { kind: "existing"; id: string; newsletter?: NewsletterSignupStatus }
  | { kind: "replayed"; id: string }
  | { kind: "limited" };

export interface StoredSubmission {
  id: string;
  type: SubmissionType;
  createdAt: number;
  fields: Record<string, unknown>;
  /** Where the form was sent from, when known (absent for leads stored without it). */
  pagePath?: string;
  /** How it proved it came from a person (absent for leads stored before the checks). */
  proof?: LeadProof;
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
  /**
   * Writes an unwanted submission (lib/server/unwanted/keep.ts), durably; "limited" when one of its
   * limits was reached (then nothing is kept).
   */
  keepUnwanted(item: UnwantedSubmission): Promise<"kept" | "limited">;
  /**
   * Erases every submission (and its jobs) of this address, its unwanted submissions, its newsletter
   * subscription, and the given limit keys; returns how many submissions and unwanted submissions.
   */
  deleteByEmail(email: string, limitKeys: string[]): Promise<number>;
  /** Erases one submission, its jobs and its newsletter subscription; returns 1, or 0 when unknown. */
  deleteById(id: string): Promise<number>;
  /** Claims due pending jobs of these channels (one worker per job, `FOR UPDATE SKIP LOCKED` on PostgreSQL). */
  claimJobs(options: ClaimOptions): Promise<ClaimedJob[]>;
  /** False when the claim was lost (expired and taken by another worker). */
  completeJob(jobId: string, workerId: string, now: number): Promise<boolean>;
  rescheduleJob(jobId: string, workerId: string, options: RescheduleOptions): Promise<boolean>;
  listJobs(statuses: JobStatus[]): Promise<OutboxJob[]>;
  /** Forgets limit events older than `before`. */
  purgeLimitEvents(before: number): Promise<void>;
  /** What a newsletter confirmation link would do now, read only (the page a GET shows). */
  newsletterLink(token: string, now: number): Promise<NewsletterLinkState>;
  /**
   * Confirms the subscription of a valid link, once, and queues its `brevo-newsletter` job in the
   * same transaction; any other link changes nothing.
   */
  confirmNewsletter(token: string, now: number): Promise<NewsletterConfirmOutcome>;
  /**
   * Records an unsubscription and queues the address's removal from Brevo's list when it was on it.
   * "withdrawn": the link was good (whatever the subscription); "requested": the address form, the
   * same answer whatever the address; "invalid": a tampered link; "limited": too many forms.
   */
  withdrawNewsletter(request: NewsletterWithdrawal): Promise<"withdrawn" | "requested" | "invalid" | "limited">;
  /** Purges expired sign-ups and the proof past its retention (a bounded batch per call). */
  purgeNewsletter(now: number): Promise<NewsletterPurge>;
  /** The site's own secret for one purpose (lib/server/keys/site-key.ts): made once, shared by every instance. */
  siteKey(name: SiteKeyName): Promise<string>;
  /**
   * Remembers an ALTCHA proof as used until `expiresAt` (lib/server/form-proof/used.ts); true only
   * for its first use, whichever instance sees it (two at once: exactly one true).
   */
  rememberFormProof(signature: string, expiresAt: number, now: number): Promise<boolean>;
  close(): Promise<void>;
}
