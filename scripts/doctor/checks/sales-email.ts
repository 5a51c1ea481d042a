import { z } from "zod";
import type { ServerConfig } from "../../../lib/server/config.ts";
import { type CheckResult, fail, ok } from "../check.ts";

const CHECK = "SALES_EMAIL + SMTP_URL";

/** Where an SMTP URL points, without its credentials. */
export function smtpTarget(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return "an unreadable URL";
  }
}

/** Contact and demo requests reach the sales team only with both set (otherwise they wait in the outbox). */
export function checkSalesEmail({ salesEmail, smtpUrl }: ServerConfig["mail"]): CheckResult {
  const missing = [!salesEmail && "SALES_EMAIL", !smtpUrl && "SMTP_URL"].filter(Boolean);
  if (missing.length > 0)
    return fail(
      CHECK,
      `${missing.join(" and ")} unset: contact and demo requests wait in the outbox, the sales team receives nothing`,
      "SALES_EMAIL=ventes@your-domain.fr and SMTP_URL=smtp://user:password@smtp.your-host.fr:587",
    );
  if (!z.email().safeParse(salesEmail).success)
    return fail(CHECK, `SALES_EMAIL "${salesEmail}" is not an e-mail address`, "SALES_EMAIL=ventes@your-domain.fr");
  if (!/^smtps?:\/\/[^/]/.test(smtpUrl ?? ""))
    return fail(
      CHECK,
      "SMTP_URL is not an smtp:// or smtps:// URL",
      "SMTP_URL=smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465",
    );
  return ok(CHECK, `to ${salesEmail} through ${smtpTarget(smtpUrl ?? "")}`);
}
