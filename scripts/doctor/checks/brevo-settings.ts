import type { ServerConfig } from "../../../lib/server/config.ts";
import { type CheckResult, fail, ok } from "../check.ts";

const CHECK = "Brevo settings";

/** Newsletter and automation sign-ups reach Brevo only with its key and both lists. */
export function checkBrevoSettings(brevo: ServerConfig["brevo"]): CheckResult {
  const missing = [
    !brevo.apiKey && "BREVO_API_KEY",
    brevo.newsletterListId === undefined && "BREVO_NEWSLETTER_LIST_ID",
    brevo.automationListId === undefined && "BREVO_AUTOMATION_LIST_ID",
  ].filter(Boolean);
  if (missing.length > 0)
    return fail(
      CHECK,
      `${missing.join(", ")} unset: newsletter and automation sign-ups never reach Brevo`,
      "set them from Brevo (SMTP & API → API keys; Contacts → Lists: each list's id)",
    );
  return ok(CHECK, `key set, newsletter list ${brevo.newsletterListId}, automation list ${brevo.automationListId}`);
}
