import { campaignLabel, ORIGIN_LABELS } from "../../audience/entry-labels.ts";
import { sourceLabel } from "../../audience/sources.ts";
import {
  NEWSLETTER_EXPORT_HEADERS,
  NEWSLETTER_EXPORT_NO_PROOF,
  newsletterStateLabel,
} from "../../config/newsletter-proof.ts";
import { CSV_BOM, csvCell } from "../../format/csv.ts";
import type { NewsletterProof } from "../newsletter/proof.ts";
import type { OutboxJob, StoredSubmission } from "../submissions/submission-store.ts";

/** The newsletter leads' proofs of consent by lead id (newsletterProofsOfLeads). */
export type NewsletterProofs = ReadonlyMap<string, NewsletterProof>;

const NO_PROOFS: NewsletterProofs = new Map();

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/**
 * One exported lead: the id is the submissionId the function answered; its origin, when known, as
 * `pagePath` and `entry` ({ landing, source, utm? }, the source as stored: "google", "site:…"); a
 * newsletter lead's proof of consent, when kept, as `newsletter` ({ state, signedUpAt, confirmedAt,
 * withdrawnAt, pagePath, consentVersion }, moments in ISO 8601 or null).
 */
export function leadRecord(s: StoredSubmission, proofs: NewsletterProofs = NO_PROOFS): Record<string, unknown> {
  const record: Record<string, unknown> = {
    id: s.id,
    type: s.type,
    createdAt: new Date(s.createdAt).toISOString(),
    ...s.fields,
  };
  if (s.pagePath) record.pagePath = s.pagePath;
  if (s.entry) record.entry = s.entry;
  const proof = s.type === "newsletter" ? proofs.get(s.id) : undefined;
  if (proof) {
    record.newsletter = {
      state: proof.state,
      signedUpAt: isoOrNull(proof.signedUpAt),
      confirmedAt: isoOrNull(proof.confirmedAt),
      withdrawnAt: isoOrNull(proof.withdrawnAt),
      pagePath: proof.pagePath,
      consentVersion: proof.consentVersion,
    };
  }
  return record;
}

/** JSON Lines: one object per submission. */
export function toJsonLines(submissions: readonly StoredSubmission[], proofs: NewsletterProofs = NO_PROOFS): string {
  return submissions.map((s) => `${JSON.stringify(leadRecord(s, proofs))}\n`).join("");
}

export const CSV_COLUMNS = [
  "id",
  "type",
  "createdAt",
  "firstName",
  "lastName",
  "company",
  "email",
  "phone",
  "message",
  "interestedIn",
  "formSource",
] as const;

/** The origin's columns, after the fields, as the team reads them: the provenance's French label, the campaign's. */
const ORIGIN_COLUMNS: readonly (readonly [header: string, cell: (s: StoredSubmission) => string | undefined])[] = [
  [ORIGIN_LABELS.pagePath, (s) => s.pagePath],
  [ORIGIN_LABELS.landing, (s) => s.entry?.landing],
  [ORIGIN_LABELS.source, (s) => (s.entry ? sourceLabel(s.entry.source) : ORIGIN_LABELS.unknown)],
  [ORIGIN_LABELS.campaign, (s) => (s.entry?.utm ? campaignLabel(s.entry.utm) : undefined)],
];

type ProofCell = (proof: NewsletterProof) => string | null;

/** The proof's columns: the state as the desk names it, the moments in ISO 8601 like `createdAt`. */
const PROOF_COLUMNS: readonly (readonly [header: string, cell: ProofCell])[] = [
  [NEWSLETTER_EXPORT_HEADERS.state, (p) => newsletterStateLabel(p.state)],
  [NEWSLETTER_EXPORT_HEADERS.signedUpAt, (p) => isoOrNull(p.signedUpAt)],
  [NEWSLETTER_EXPORT_HEADERS.confirmedAt, (p) => isoOrNull(p.confirmedAt)],
  [NEWSLETTER_EXPORT_HEADERS.withdrawnAt, (p) => isoOrNull(p.withdrawnAt)],
  [NEWSLETTER_EXPORT_HEADERS.pagePath, (p) => p.pagePath],
  [NEWSLETTER_EXPORT_HEADERS.consentVersion, (p) => p.consentVersion],
];

/** A lead's proof cells: empty for another type, « Aucune preuve » for a newsletter lead without one. */
function proofCells(s: StoredSubmission, proofs: NewsletterProofs): (string | null)[] {
  if (s.type !== "newsletter") return PROOF_COLUMNS.map(() => null);
  const proof = proofs.get(s.id);
  if (!proof) return [NEWSLETTER_EXPORT_NO_PROOF, ...PROOF_COLUMNS.slice(1).map(() => null)];
  return PROOF_COLUMNS.map(([, cell]) => cell(proof));
}

/**
 * RFC 4180 CSV with a header row; lists (interestedIn) are space-separated in one cell; then the
 * lead's origin (« Page d'envoi », « Page d'arrivée », « Provenance », « Campagne »); then, when the
 * export holds a newsletter lead, its proof of consent (PROOF_COLUMNS). French Excel expects `;`
 * between cells: see toExcelCsv.
 */
export function toCsv(
  submissions: readonly StoredSubmission[],
  separator = ",",
  proofs: NewsletterProofs = NO_PROOFS,
): string {
  const withProof = submissions.some((s) => s.type === "newsletter");
  const headers = [
    ...CSV_COLUMNS,
    ...ORIGIN_COLUMNS.map(([header]) => header),
    ...(withProof ? PROOF_COLUMNS.map(([header]) => header) : []),
  ];
  const rows = [headers.map((h) => csvCell(h, separator))];
  for (const s of submissions) {
    const record = leadRecord(s);
    rows.push([
      ...CSV_COLUMNS.map((column) => csvCell(record[column], separator)),
      ...ORIGIN_COLUMNS.map(([, cell]) => csvCell(cell(s), separator)),
      ...(withProof ? proofCells(s, proofs).map((cell) => csvCell(cell, separator)) : []),
    ]);
  }
  return `${rows.map((row) => row.join(separator)).join("\r\n")}\r\n`;
}

/** The CSV French Excel opens as is: BOM, then `;`-separated cells. */
export function toExcelCsv(submissions: readonly StoredSubmission[], proofs: NewsletterProofs = NO_PROOFS): string {
  return CSV_BOM + toCsv(submissions, ";", proofs);
}

/** The outbox as an operator reads it: what waits, what failed and why. */
export function outboxReport(
  jobs: readonly OutboxJob[],
  waiting: ReadonlyMap<string, string>,
  now = Date.now(),
): string {
  const pending = jobs.filter((job) => job.status === "pending");
  const failed = jobs.filter((job) => job.status === "failed");
  const lines = [`Pending: ${pending.length}    Failed: ${failed.length}`];
  for (const [channel, missing] of waiting) {
    const count = pending.filter((job) => job.channel === channel).length;
    lines.push(`  ${channel}: not configured (${missing}): ${count} job(s) wait until it is set`);
  }
  if (jobs.length > 0) {
    lines.push("", ["status", "channel", "type", "submission", "attempts", "next attempt", "last error"].join("\t"));
    for (const job of [...pending, ...failed]) {
      const next =
        job.status === "pending" ? (job.nextAttemptAt <= now ? "due" : new Date(job.nextAttemptAt).toISOString()) : "-";
      lines.push(
        [job.status, job.channel, job.type, job.submissionId, job.attempts, next, job.lastError ?? "-"].join("\t"),
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
