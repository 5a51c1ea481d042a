import type { ServerConfig } from "../../../lib/server/config.ts";
import { type CheckResult, fail, ok } from "../check.ts";

const CHECK = "FUNCTIONS_FORWARD_SECRET";

/**
 * With SUPABASE_URL set, the server actions call the functions of another deployment and sign the
 * visitor's address they forward with this shared secret; a random one per process would not match.
 * (A secret shorter than 32 characters already stops the configuration from loading.)
 */
export function checkForwardSecret(config: Pick<ServerConfig, "supabaseUrl" | "forwardSecret">): CheckResult {
  if (!config.supabaseUrl) return ok(CHECK, "not needed: SUPABASE_URL unset, the functions run in this process");
  if (!config.forwardSecret)
    return fail(
      CHECK,
      `unset while SUPABASE_URL calls ${config.supabaseUrl}: its rate limits would refuse the forwarded addresses`,
      "the same FUNCTIONS_FORWARD_SECRET (32+ characters, e.g. openssl rand -hex 32) on both deployments",
    );
  return ok(CHECK, `set, for the functions at ${config.supabaseUrl} (must be the same there)`);
}
