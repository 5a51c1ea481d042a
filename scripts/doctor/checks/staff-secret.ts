import type { ServerConfig } from "../../../lib/server/config.ts";
import { type CheckResult, fail, ok } from "../check.ts";

const CHECK = "BETTER_AUTH_SECRET";

/**
 * The back office's session cookies are signed with this key. Unset, each process draws its own:
 * every sign-in ends at the next restart and is unknown to the other instances. (A key shorter
 * than 32 characters already stops the configuration from loading.)
 */
export function checkStaffSecret(config: Pick<ServerConfig, "staffSecret">): CheckResult {
  if (!config.staffSecret)
    return fail(
      CHECK,
      "unset: the back office's sessions would end at every restart and not be shared between instances",
      "BETTER_AUTH_SECRET (32+ random characters, e.g. openssl rand -base64 32), the same on every instance",
    );
  return ok(CHECK, "set: the back office's session cookies are signed with it");
}
