import "server-only";
import { headers } from "next/headers";
import { inWorkerd } from "../config/platform.ts";
import { requestAddress } from "../server/functions/serve.ts";
import { serverConfig, serverSecret } from "../server/runtime.ts";

/** The header in which Cloudflare's edge gives a Worker the visitor's address (it replaces any sent by the client). */
export const CLOUDFLARE_VISITOR_HEADER = "cf-connecting-ip";

/**
 * The address of the visitor whose form is being submitted. On Node: the TCP peer the server
 * recorded, or with TRUST_PROXY the proxies' hop of X-Forwarded-For; a client-written
 * X-Forwarded-For is not trusted otherwise. In the Worker of the edge recipe: the address
 * Cloudflare's edge (or workerd's own server, in the preview) wrote into CF-Connecting-IP.
 */
export async function visitorAddress(): Promise<string> {
  const requestHeaders = await headers();
  if (inWorkerd()) return requestHeaders.get(CLOUDFLARE_VISITOR_HEADER)?.trim() || "unknown";
  return requestAddress(requestHeaders, { trustProxy: serverConfig().trustProxy, secret: serverSecret() });
}
