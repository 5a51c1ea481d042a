import { randomUUID } from "node:crypto";
import type { NewSubmission } from "../../lib/server/submissions/submission-store.ts";

/** The tests' "now": a fixed time, far from any real one. */
export const T0 = 1_800_000_000_000;

/** A valid contact submission with a fresh id, for the store's tests. */
export function contactSubmission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    id: randomUUID(),
    type: "contact",
    email: "jeanne@exemple.fr",
    fields: { firstName: "Jeanne", email: "jeanne@exemple.fr", message: "Bonjour à toute l'équipe" },
    idempotencyKey: null,
    channels: ["sales-email"],
    limits: [],
    oncePerEmail: false,
    now: T0,
    ...overrides,
  };
}
