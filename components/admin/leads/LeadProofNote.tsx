import type { LeadProof } from "../../../lib/config/unwanted.ts";
import { PROOF_LABELS } from "../../../lib/server/unwanted/desk-labels.ts";

/**
 * How a lead proved it came from a person: on its page, every proof; in the list (`compact`), only
 * what departs from the usual challenge solved in the browser. Nothing for a lead stored before.
 */
export function LeadProofNote({ proof, compact = false }: { proof: LeadProof | undefined; compact?: boolean }) {
  if (!proof || (compact && proof === "pow")) return null;
  return compact ? (
    <span className="block text-sm text-muted" data-lead-proof={proof}>
      {PROOF_LABELS[proof]}
    </span>
  ) : (
    <p className="mt-2 text-muted" data-lead-proof={proof}>
      {PROOF_LABELS[proof]}
    </p>
  );
}
