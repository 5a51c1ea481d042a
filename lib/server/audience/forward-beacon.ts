/**
 * The edge Worker has no store: it checks a beacon as the origin would (read-beacon.ts), then
 * passes it on to the Node origin (SUPABASE_URL), with the visitor's address signed as the server
 * actions sign it (vouched-address.ts), so that the origin's throttle counts the visitor, not the
 * Worker. The origin's status is the answer.
 */
import { AUDIENCE_BEACON_PATH } from "../../config/audience.ts";
import { VOUCHED_HEADERS, vouchFor } from "../http/vouched-address.ts";
import { BEACON_STATUS, readBeacon } from "./read-beacon.ts";

/** Past this, the origin counts as out of reach. */
const FORWARD_TIMEOUT_MS = 5_000;

export interface ForwardOptions {
  siteUrl: string;
  /** The Node origin (SUPABASE_URL); undefined when the deployment has none. */
  origin: string | undefined;
  /** The visitor's address as Cloudflare's edge gave it, and the key that signs it. */
  visitor: string;
  secret: string;
}

export async function forwardBeacon(request: Request, options: ForwardOptions): Promise<number> {
  const read = await readBeacon(request, options.siteUrl);
  if ("status" in read) return read.status;
  if (!options.origin) return BEACON_STATUS.noOrigin;
  const headers: Record<string, string> = { "content-type": "application/json", origin: options.siteUrl };
  const vouched = vouchFor(options.secret, "visitor", options.visitor);
  if (vouched) headers[VOUCHED_HEADERS.visitor] = vouched;
  const answer = await fetch(`${options.origin.replace(/\/+$/, "")}${AUDIENCE_BEACON_PATH}`, {
    method: "POST",
    body: read.body,
    headers,
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  }).catch(() => undefined);
  await answer?.body?.cancel().catch(() => undefined);
  return answer?.status ?? BEACON_STATUS.originUnreachable;
}
