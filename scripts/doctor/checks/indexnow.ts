import { INDEXNOW_DEFAULT_ENDPOINT, INDEXNOW_KEY_PATTERN } from "../../../lib/config/indexnow.ts";
import { type CheckResult, fail, ok, warn } from "../check.ts";

const CHECK = "INDEXNOW_KEY";
const FIX = "INDEXNOW_KEY: 8 to 128 letters, digits or dashes (e.g. `openssl rand -hex 16`), or unset (off)";

/**
 * IndexNow (docs/seo.md): the key's shape (the protocol's), and the endpoint, which must be https
 * but for a stand-in on this machine (the tests'): then nothing reaches a search engine.
 */
export function checkIndexNow(env: Record<string, string | undefined>): CheckResult {
  const key = env.INDEXNOW_KEY?.trim();
  if (!key) return ok(CHECK, "unset: IndexNow is off (no key file, nothing sent)");
  if (!INDEXNOW_KEY_PATTERN.test(key))
    return fail(CHECK, "not an IndexNow key: 8 to 128 letters, digits or dashes", FIX);
  const endpoint = env.INDEXNOW_ENDPOINT?.trim() || INDEXNOW_DEFAULT_ENDPOINT;
  if (!URL.canParse(endpoint) || new URL(endpoint).protocol !== "https:")
    return warn(
      CHECK,
      `INDEXNOW_ENDPOINT is not https (${endpoint}): fine for a test stand-in on 127.0.0.1, nothing reaches a search engine`,
      "INDEXNOW_ENDPOINT unset (the shared endpoint) or an https URL",
    );
  return ok(CHECK, `set: changed addresses are sent to ${endpoint} from the production server, key file at /{key}.txt`);
}
