/**
 * Where a lead was sent from, checked the same way wherever it arrives: the page of its form (the
 * page under a dialog, a page form's own page) and, with the visitor's consent to audience
 * measurement, the visit's entry (lib/audience/entry.ts). The browser sends them beside the form's
 * values (the page forms without JavaScript as a hidden field), the server action passes them to
 * the function in its body, and the function stores them in their own columns, never among the
 * fields. A bad value is left out, never an error for the visitor: it says nothing of the request.
 */
import { isPagePath } from "../audience/beacon.ts";
import { parseEntry, type VisitEntry } from "../audience/entry.ts";
import { isRecord } from "./is-record.ts";

/** The names the two values travel under: in a form's options, in a function's body, as a hidden field. */
export const LEAD_ORIGIN_KEYS = { pagePath: "pagePath", entry: "entry" } as const;

export interface LeadOrigin {
  /** The path of the page the form was sent from. */
  pagePath?: string;
  /** The visit's entry, only with the analytics consent. */
  entry?: VisitEntry;
}

/** The origin held by `value` (a form's options, a function's body), each part kept only when well-formed. */
export function leadOriginOf(value: unknown): LeadOrigin {
  if (!isRecord(value)) return {};
  const origin: LeadOrigin = {};
  const pagePath = value[LEAD_ORIGIN_KEYS.pagePath];
  if (isPagePath(pagePath)) origin.pagePath = pagePath;
  const entry = parseEntry(value[LEAD_ORIGIN_KEYS.entry]);
  if (entry) origin.entry = entry;
  return origin;
}
