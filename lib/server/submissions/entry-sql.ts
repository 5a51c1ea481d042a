import type { Db } from "../store/db.ts";

/**
 * The SQL of a lead's visit source (`submissions.entry`'s `source`: "google", "direct",
 * "site:exemple.fr"…), NULL for a lead without an entry. The column holds JSON written from a
 * checked entry (lib/audience/entry.ts), which each database reads with its own function.
 */
export function entrySourceSql(dialect: Db["dialect"], column = "entry"): string {
  return dialect === "postgres" ? `(${column}::json ->> 'source')` : `json_extract(${column}, '$.source')`;
}
