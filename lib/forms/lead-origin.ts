/**
 * Where a lead was sent from, checked the same way wherever it arrives: the page of its form (the
 * page under a dialog, a page form's own page) and, with the visitor's consent to audience
 * measurement, the visit's entry (lib/audience/entry.ts). The browser sends them beside the form's
 * values (the page forms without JavaScript as a hidden field), the server action passes them to
 * the function in two headers (the function's body stays exactly the spec's), and the function
 * stores them in their own columns, never among the fields. A bad value is left out, never an
 * error for the visitor: it says nothing of the request.
 */
import { isPagePath } from "../audience/beacon.ts";
import { parseEntry, type VisitEntry } from "../audience/entry.ts";
import { isRecord } from "./is-record.ts";

/** The names the two values travel under: in a form's options, as a hidden field. */
export const LEAD_ORIGIN_KEYS = { pagePath: "pagePath", entry: "entry" } as const;

/** The headers they travel in from the server action to the function (the entry as URI-encoded JSON). */
export const LEAD_ORIGIN_HEADERS = { pagePath: "x-lead-page", entry: "x-lead-entry" } as const;

export interface LeadOrigin {
  /** The path of the page the form was sent from. */
  pagePath?: string;
  /** The visit's entry, only with the analytics consent. */
  entry?: VisitEntry;
}

/** The origin held by `value` (a form's options), each part kept only when well-formed. */
export function leadOriginOf(value: unknown): LeadOrigin {
  if (!isRecord(value)) return {};
  const origin: LeadOrigin = {};
  const pagePath = value[LEAD_ORIGIN_KEYS.pagePath];
  if (isPagePath(pagePath)) origin.pagePath = pagePath;
  const entry = parseEntry(value[LEAD_ORIGIN_KEYS.entry]);
  if (entry) origin.entry = entry;
  return origin;
}

/** The headers that carry `origin` to the function: only its well-formed parts, ASCII only. */
export function leadOriginHeaders(origin: LeadOrigin): Record<string, string> {
  const headers: Record<string, string> = {};
  if (origin.pagePath) headers[LEAD_ORIGIN_HEADERS.pagePath] = origin.pagePath;
  if (origin.entry) headers[LEAD_ORIGIN_HEADERS.entry] = encodeURIComponent(JSON.stringify(origin.entry));
  return headers;
}

/** The origin a function's request carries in its headers, each part kept only when well-formed. */
export function leadOriginFromHeaders(headers: Headers): LeadOrigin {
  const pagePath = headers.get(LEAD_ORIGIN_HEADERS.pagePath) ?? undefined;
  let entry: unknown;
  try {
    const text = headers.get(LEAD_ORIGIN_HEADERS.entry);
    entry = text ? JSON.parse(decodeURIComponent(text)) : undefined;
  } catch {
    entry = undefined;
  }
  return leadOriginOf({ [LEAD_ORIGIN_KEYS.pagePath]: pagePath, [LEAD_ORIGIN_KEYS.entry]: entry });
}
