import { type CheckResult, fail, ok, warn } from "../check.ts";

const CHECK = "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY";
const FIX =
  "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (openssl rand -base64 32), the same for every build and every instance, kept secret";

/**
 * The forms are server actions, whose ids Next derives from this key. Unset, each build draws its
 * own (scripts/build-pages.ts), so every deployment changes the ids: a visitor whose page was
 * opened before it cannot send that form any more (with JavaScript a French error toast; without,
 * Next's own 409 in English) until the page is reloaded. With one key, a deployment that leaves the
 * forms' code alone keeps their ids (checked: two builds of one tree with one key, the same ids).
 */
export function checkActionsKey(value: string | undefined): CheckResult {
  const key = value?.trim();
  if (!key)
    return warn(
      CHECK,
      "unset: each build draws its own, so every deployment breaks the forms of pages opened before it",
      FIX,
    );
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(key) ? Buffer.from(key, "base64").length : 0;
  if (![16, 24, 32].includes(bytes)) return fail(CHECK, "not an AES key: Next needs 16, 24 or 32 bytes in base64", FIX);
  return ok(CHECK, "set: the forms keep their ids from one deployment of the same code to the next");
}
