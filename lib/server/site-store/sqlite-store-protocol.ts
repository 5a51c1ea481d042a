import type { Store } from "../submissions/submission-store.ts";

/** The store methods the SQLite thread answers. */
export const STORE_METHODS = [
  "ping",
  "checkWritable",
  "submit",
  "keepUnwanted",
  "listSubmissions",
  "deleteByEmail",
  "deleteById",
  "claimJobs",
  "completeJob",
  "rescheduleJob",
  "listJobs",
  "purgeLimitEvents",
  "newsletterLink",
  "confirmNewsletter",
  "withdrawNewsletter",
  "purgeNewsletter",
  "siteKey",
  "rememberFormProof",
  "close",
] as const satisfies readonly Exclude<keyof Store, "kind">[];

export type StoreMethod = (typeof STORE_METHODS)[number];

// Compile-time check: a method added to Store but not listed above fails the type check here.
const everyMethodListed: [Exclude<keyof Store, "kind" | StoreMethod>] extends [never] ? true : false = true;
void everyMethodListed;

export interface StoreCall {
  id: number;
  /** The database's folder (DATA_DIR, absolute): one thread serves every database of its process. */
  dataDir: string;
  method: StoreMethod;
  args: unknown[];
}

export type StoreAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };
