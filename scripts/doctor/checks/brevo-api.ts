import type { ServerConfig } from "../../../lib/server/config.ts";
import { type CheckResult, describeError, fail, ok } from "../check.ts";

const CHECK = "Brevo API";

interface Options {
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Authenticated read-only calls, nothing written: `GET /account` (the key), then
 * `GET /contacts/lists/{id}` for each list set (a wrong id fails every delivery for good).
 */
export async function checkBrevoApi(
  brevo: Pick<ServerConfig["brevo"], "apiKey" | "apiUrl" | "newsletterListId" | "automationListId">,
  { timeoutMs, fetch: doFetch = fetch }: Options,
): Promise<CheckResult> {
  if (!brevo.apiKey) return fail(CHECK, "not tried: BREVO_API_KEY is unset", "see Brevo settings");
  const get = (path: string) =>
    doFetch(`${brevo.apiUrl}${path}`, {
      headers: { "api-key": brevo.apiKey ?? "", accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  const fixReach = `check BREVO_API_URL (${brevo.apiUrl}) and that this machine may reach it over HTTPS`;
  let account: Response;
  try {
    account = await get("/account");
    await account.body?.cancel();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return fail(CHECK, `${brevo.apiUrl} unreachable: ${describeError(cause ?? error)}`, fixReach);
  }
  if (account.status === 401)
    return fail(
      CHECK,
      "key refused (HTTP 401)",
      "check the key: BREVO_API_KEY from Brevo (SMTP & API → API keys), and the key's authorised IP addresses",
    );
  if (!account.ok) return fail(CHECK, `GET /account answered HTTP ${account.status}`, fixReach);

  const lists = [
    ["BREVO_NEWSLETTER_LIST_ID", brevo.newsletterListId],
    ["BREVO_AUTOMATION_LIST_ID", brevo.automationListId],
  ] as const;
  const wrong: string[] = [];
  for (const [name, id] of lists) {
    if (id === undefined) continue;
    try {
      const response = await get(`/contacts/lists/${id}`);
      await response.body?.cancel();
      if (!response.ok) wrong.push(`${name} ${id} (HTTP ${response.status})`);
    } catch (error) {
      wrong.push(`${name} ${id} (${describeError((error as { cause?: unknown }).cause ?? error)})`);
    }
  }
  if (wrong.length > 0)
    return fail(
      CHECK,
      `key accepted; no such list: ${wrong.join(", ")}`,
      "copy each list's id from Brevo (Contacts → Lists)",
    );
  const checked = lists.filter(([, id]) => id !== undefined).map(([, id]) => id);
  return ok(CHECK, `key accepted${checked.length ? `, list(s) ${checked.join(" and ")} found` : ""}, nothing written`);
}
