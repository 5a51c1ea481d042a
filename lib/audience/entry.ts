/**
 * A visit's entry: the page by which the visitor arrived on the site, where they came from (a source
 * of sources.ts) and the campaign of the landing address. Kept in the browser for the visit only
 * with the visitor's consent to audience measurement (lib/browser/visit-entry.ts), sent with a lead
 * made during that visit, checked again by the server action and the functions, stored as JSON in
 * `submissions.entry`:
 *
 *   { "landing": "/blog/gerer-sa-tva", "source": "google",
 *     "utm": { "source": "newsletter", "medium": "email", "campaign": "rentree" } }
 *
 * Framework-free, no Node module: the browser, the actions, the functions and the store share it.
 */
import { parseUtm } from "./beacon.ts";
import { isPagePath, type VisitEntry } from "./landing.ts";
import { isSource, reducedSource } from "./sources.ts";

export { entryOfLanding, isLanding, landingPath, type PageLoad, type VisitEntry } from "./landing.ts";

const ENTRY_KEYS: readonly string[] = ["landing", "source", "utm"];

/**
 * An entry as the server accepts it, or undefined for anything else: unknown keys, a landing that
 * is not a path of the site's form, a source out of its set, malformed UTM values. The browser's
 * `site:<host>` is reduced to its source, and UTM values are cleaned (trimmed, lower-cased, cut), as
 * the beacon's are.
 */
export function parseEntry(value: unknown): VisitEntry | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((key) => !ENTRY_KEYS.includes(key))) return undefined;
  const { landing } = record;
  const source = reducedSource(record.source);
  if (!isPagePath(landing) || !isSource(source)) return undefined;
  const utm = parseUtm(record.utm);
  if (utm === false) return undefined;
  return utm ? { landing, source, utm } : { landing, source };
}

/** parseEntry of a JSON text (the stored column, the browser's sessionStorage): undefined when absent or malformed. */
export function entryFromJson(text: string | null | undefined): VisitEntry | undefined {
  if (!text) return undefined;
  try {
    return parseEntry(JSON.parse(text));
  } catch {
    return undefined;
  }
}
