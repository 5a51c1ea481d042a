import type { LeadProof, UnwantedReason } from "../../config/unwanted.ts";
import { type FormCheck, hasLinkInName, STAMP_LIFETIME_MS } from "../../forms/form-checks.ts";
import { isHoneypotFilled } from "../../forms/honeypot.ts";
import type { SubmissionType } from "../submissions/submission-store.ts";
import { issueStamp, readStamp } from "./stamp.ts";

/** What the ALTCHA check says of a proof (lib/server/form-proof/). */
export type ProofReading = "ok" | "invalid" | "expired" | "other-form" | "replayed";

/**
 * What becomes of a submission whose fields are valid:
 * - `accept`: stored and delivered, with how it proved it came from a person (and, for the plain
 *   path, the stricter throttle applies);
 * - `unwanted`: kept 30 days among « Indésirables », never delivered; the sender gets the answer a
 *   person would get (`refuse` aside);
 * - `refuse`: a French error (a proof that did not verify: the browser solves a new one), and when
 *   `keep` is set the submission is kept among « Indésirables » too (a replay is a bot's);
 * - `stamp`: the plain form's first post: sent back with the signed time, to be sent again.
 */
export type Verdict =
  | { kind: "accept"; proof: LeadProof; plain: boolean }
  | { kind: "unwanted"; reason: UnwantedReason }
  | { kind: "refuse"; keep: UnwantedReason | undefined }
  | { kind: "stamp"; stamp: string };

export interface VerdictInput {
  type: SubmissionType;
  /** The body as posted (the honeypot is not among the schema's fields). */
  body: Record<string, unknown>;
  /** The fields as the schema cleaned them. */
  fields: Record<string, unknown>;
  check: FormCheck;
  now: number;
  /** The signing key of the plain forms' stamps. */
  stampKey: () => Promise<string>;
  /** Verifies an ALTCHA payload for this form and remembers it (a second use is a replay). */
  verifyProof: (payload: string, type: SubmissionType, now: number) => Promise<ProofReading>;
  /** Remembers a used stamp until it expires: true the first time only (the proofs' replay memory). */
  rememberStamp: (signature: string, expiresAt: number, now: number) => Promise<boolean>;
}

export async function judgeSubmission(input: VerdictInput): Promise<Verdict> {
  const { type, check, now } = input;
  if (isHoneypotFilled(input.body)) return { kind: "unwanted", reason: "honeypot" };
  if (hasLinkInName(input.fields)) return { kind: "unwanted", reason: "links-in-name" };

  if (check.proof) {
    const reading = await input.verifyProof(check.proof, type, now);
    if (reading === "ok") return { kind: "accept", proof: "pow", plain: false };
    if (reading === "expired") return { kind: "refuse", keep: undefined };
    const reason: UnwantedReason =
      reading === "replayed"
        ? "challenge-replayed"
        : reading === "other-form"
          ? "challenge-other-form"
          : "challenge-invalid";
    return { kind: "refuse", keep: reason };
  }

  // Without a proof, only the plain HTML path may pass: the JavaScript path always sends one.
  if (!check.plain) return { kind: "unwanted", reason: "challenge-missing" };
  const key = await input.stampKey();
  if (!check.stamp) return { kind: "stamp", stamp: issueStamp(key, type, now) };
  const reading = readStamp(key, type, check.stamp, now);
  if (reading === "ok") {
    // One stamp, one submission: a bot cannot wait once and post many times with it.
    const [at = "", , mac = ""] = check.stamp.split(".");
    const first = await input.rememberStamp(`stamp:${mac}`, Number.parseInt(at, 36) + STAMP_LIFETIME_MS, now);
    return first ? { kind: "accept", proof: "timing", plain: true } : { kind: "unwanted", reason: "stamp-replayed" };
  }
  if (reading === "stale") return { kind: "stamp", stamp: issueStamp(key, type, now) };
  return { kind: "unwanted", reason: reading === "too-fast" ? "too-fast" : "stamp-invalid" };
}
