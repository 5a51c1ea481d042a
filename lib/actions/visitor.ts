import "server-only";
import { headers } from "next/headers";
import { requestAddress } from "../server/functions/serve.ts";
import { serverConfig, serverSecret } from "../server/runtime.ts";

/**
 * The address of the visitor whose form is being submitted: the TCP peer the server recorded,
 * or with TRUST_PROXY the proxies' hop of X-Forwarded-For; a client-written X-Forwarded-For
 * is not trusted otherwise.
 */
export async function visitorAddress(): Promise<string> {
  return requestAddress(await headers(), { trustProxy: serverConfig().trustProxy, secret: serverSecret() });
}
