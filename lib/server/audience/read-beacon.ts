/**
 * What the beacon's endpoint checks before anything else, on Node and in the edge Worker alike: a
 * POST from this site's pages, JSON or text (sendBeacon sends a string as text/plain), at most
 * AUDIENCE_LIMITS.maxBytes read, a report `parseBeacon` accepts. Its refusals are statuses for
 * the browser, never a message: a page sends its beacon and never reads the answer.
 */
import { type Beacon, parseBeacon } from "../../audience/beacon.ts";
import { AUDIENCE_LIMITS } from "../../config/audience.ts";
import { boundedBody } from "../http/bounded-body.ts";
import { fromThisSite } from "../http/same-origin.ts";

/** The endpoint's answers, as docs/architecture.md lists them. */
export const BEACON_STATUS = {
  counted: 204,
  malformed: 400,
  otherSite: 403,
  unknownRoute: 404,
  notPost: 405,
  tooLarge: 413,
  notJson: 415,
  throttled: 429,
  originUnreachable: 502,
  noOrigin: 503,
} as const;

const ACCEPTED_TYPES = new Set(["application/json", "text/plain"]);

export type ReadBeacon = { beacon: Beacon; body: string } | { status: number };

export async function readBeacon(request: Request, siteUrl: string): Promise<ReadBeacon> {
  if (!fromThisSite(request, siteUrl)) return { status: BEACON_STATUS.otherSite };
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!ACCEPTED_TYPES.has(type)) return { status: BEACON_STATUS.notJson };
  const bytes = await boundedBody(request, AUDIENCE_LIMITS.maxBytes);
  if (!bytes) return { status: BEACON_STATUS.tooLarge };
  let body: string;
  let beacon: Beacon | undefined;
  try {
    body = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    beacon = parseBeacon(JSON.parse(body));
  } catch {
    return { status: BEACON_STATUS.malformed };
  }
  return beacon ? { beacon, body } : { status: BEACON_STATUS.malformed };
}
