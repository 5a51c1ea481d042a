import nodemailer from "nodemailer";
import { type CheckResult, describeError, fail, ok } from "../check.ts";
import { smtpTarget } from "./sales-email.ts";

const CHECK = "SMTP server";

/** Connects to the SMTP server and logs in (nodemailer's verify): no message is ever sent. */
export async function checkSmtp(
  smtpUrl: string | undefined,
  { timeoutMs }: { timeoutMs: number },
): Promise<CheckResult> {
  if (!smtpUrl) return fail(CHECK, "not tried: SMTP_URL is unset", "see SALES_EMAIL + SMTP_URL");
  const target = smtpTarget(smtpUrl);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    const login = new URL(smtpUrl).username ? "logged in" : "no login asked";
    return ok(CHECK, `${target}: connected, ${login}, nothing sent`);
  } catch (error) {
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    if (code === "EAUTH")
      return fail(
        CHECK,
        `${target}: login refused${responseCode ? ` (${responseCode})` : ""}`,
        "check the user and password in SMTP_URL (URL-encode special characters)",
      );
    return fail(
      CHECK,
      `${target}: ${describeError(error)}`,
      "check the host and port of SMTP_URL (smtp:// on 587 with STARTTLS, smtps:// on 465) and that this machine may reach it",
    );
  } finally {
    transport.close();
  }
}
