import type { NewsletterState } from "../../config/newsletter-proof.ts";
import { type Db, placeholders } from "../store/db.ts";

/**
 * The proof of consent of a newsletter subscription, read from `newsletter_subscriptions` (one row
 * per address, written by the double opt-in) for the leads desk and its exports. A newsletter lead
 * is matched to its address's row: a sign-up is stored once per address.
 */
export interface NewsletterProof {
  email: string;
  /** As stored; the desk labels a value it does not know as is (newsletterStateLabel). */
  state: NewsletterState;
  /** The newsletter lead (`submissions.id`) of the latest sign-up, when known. */
  submissionId: string | null;
  /** The latest sign-up (ms). */
  signedUpAt: number;
  confirmedAt: number | null;
  withdrawnAt: number | null;
  /** The page the form was sent from. */
  pagePath: string | null;
  consentVersion: string;
  /** The consent text of that version, as shown; null when it was not kept. */
  consentText: string | null;
  lastInterestAt: number;
}

interface ProofRow {
  email: string;
  state: string;
  submission_id: string | null;
  signed_up_at: number | string;
  confirmed_at: number | string | null;
  withdrawn_at: number | string | null;
  page_path: string | null;
  consent_version: string;
  consent_text?: string | null;
  last_interest_at: number | string;
}

const COLUMNS = `n.email, n.state, n.submission_id, n.signed_up_at, n.confirmed_at, n.withdrawn_at, n.page_path,
  n.consent_version, n.last_interest_at`;

const time = (value: number | string | null): number | null => (value === null ? null : Number(value));

function toProof(row: ProofRow): NewsletterProof {
  return {
    email: row.email,
    state: row.state as NewsletterState,
    submissionId: row.submission_id,
    signedUpAt: Number(row.signed_up_at),
    confirmedAt: time(row.confirmed_at),
    withdrawnAt: time(row.withdrawn_at),
    pagePath: row.page_path,
    consentVersion: row.consent_version,
    consentText: row.consent_text ?? null,
    lastInterestAt: Number(row.last_interest_at),
  };
}

/** The proof of one address (any case), with its consent text; null when none is kept. */
export async function newsletterProof(db: Db, email: string): Promise<NewsletterProof | null> {
  const [row] = await db.all<ProofRow>(
    `SELECT ${COLUMNS}, c.text AS consent_text
     FROM newsletter_subscriptions n LEFT JOIN consent_texts c ON c.version = n.consent_version
     WHERE n.email = ?`,
    [email.trim().toLowerCase()],
  );
  return row ? toProof(row) : null;
}

/** The proof of a newsletter lead's address, with its consent text; null for another lead, or none kept. */
export async function newsletterProofOfLead(db: Db, submissionId: string): Promise<NewsletterProof | null> {
  const [row] = await db.all<ProofRow>(
    `SELECT ${COLUMNS}, c.text AS consent_text
     FROM submissions s
     JOIN newsletter_subscriptions n ON n.email = s.email
     LEFT JOIN consent_texts c ON c.version = n.consent_version
     WHERE s.id = ? AND s.type = 'newsletter'`,
    [submissionId],
  );
  return row ? toProof(row) : null;
}

/** Ids per query: well below both databases' bound-parameter limits. */
const IDS_PER_QUERY = 500;

/**
 * The proofs of these leads (the newsletter ones that have one), by lead id, without the consent
 * texts: for a list's page or an export.
 */
export async function newsletterProofsOfLeads(
  db: Db,
  submissionIds: readonly string[],
): Promise<Map<string, NewsletterProof>> {
  const proofs = new Map<string, NewsletterProof>();
  for (let start = 0; start < submissionIds.length; start += IDS_PER_QUERY) {
    const ids = submissionIds.slice(start, start + IDS_PER_QUERY);
    const rows = await db.all<ProofRow & { lead_id: string }>(
      `SELECT s.id AS lead_id, ${COLUMNS}
       FROM submissions s JOIN newsletter_subscriptions n ON n.email = s.email
       WHERE s.type = 'newsletter' AND s.id IN (${placeholders(ids.length)})`,
      ids,
    );
    for (const row of rows) proofs.set(row.lead_id, toProof(row));
  }
  return proofs;
}
