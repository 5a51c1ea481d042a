import type { z } from "zod/mini";
import type { ServerConfig } from "../config.ts";
import type { Channel, NewSubmission, SubmissionType } from "../submissions/submission-store.ts";

/** A function under POST /functions/v1/<name>: what it validates, stores, delivers and answers. */
export interface FunctionDefinition {
  type: SubmissionType;
  /** One of the shared schemas of lib/forms (cleaning included, unknown fields dropped). */
  schema: z.ZodMiniType<Record<string, unknown>>;
  /** Where the outbox delivers the submission. */
  channels: Channel[];
  /** The same e-mail address again succeeds without storing anything new. */
  oncePerEmail: boolean;
  /** What the configuration changes in what is stored (the newsletter's double opt-in): overrides the above. */
  configure?(config: ServerConfig): Pick<NewSubmission, "channels" | "newsletter">;
  /** The body of the 200 answer. */
  answer(submissionId: string): Record<string, unknown>;
}
