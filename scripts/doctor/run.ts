import { siteUrl as defaultSiteUrl } from "../../lib/config/env.ts";
import { loadConfig, type ServerConfig } from "../../lib/server/config.ts";
import { type CheckResult, describeError, fail, ok } from "./check.ts";
import { checkActionsKey } from "./checks/actions-key.ts";
import { checkBrevoApi } from "./checks/brevo-api.ts";
import { checkBrevoSettings } from "./checks/brevo-settings.ts";
import { type BuildPaths, checkBuild } from "./checks/build.ts";
import { checkForwardSecret } from "./checks/forward-secret.ts";
import { checkIndexNow } from "./checks/indexnow.ts";
import { checkBuiltLegalPages, checkLegalDetails } from "./checks/legal.ts";
import { checkNewsletterConfirmation } from "./checks/newsletter-confirmation.ts";
import { checkSalesEmail } from "./checks/sales-email.ts";
import { checkSiteUrl } from "./checks/site-url.ts";
import { checkSmtp } from "./checks/smtp.ts";
import { checkStaffSecret } from "./checks/staff-secret.ts";
import { checkStore } from "./checks/store.ts";
import { checkTrustProxy } from "./checks/trust-proxy.ts";
import { redact, secretValues } from "./secrets.ts";

type Env = Record<string, string | undefined>;

export interface DoctorOptions extends BuildPaths {
  /** Longest wait of each network check. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Every check of `npm run doctor` on this environment, read by the server's own configuration
 * module (lib/server/config.ts). The network checks run together; no secret is left in any cell.
 */
export async function runDoctor(env: Env, options: DoctorOptions): Promise<CheckResult[]> {
  let config: ServerConfig | undefined;
  let configuration: CheckResult;
  try {
    config = loadConfig(env);
    configuration = ok("configuration", "loads: every value well-formed");
  } catch (error) {
    configuration = fail(
      "configuration",
      describeError(error),
      'fix that variable (docs/deploying.md, "Configuration")',
    );
  }
  const siteUrl = config?.siteUrl ?? env.SITE_URL?.trim().replace(/\/+$/, "") ?? defaultSiteUrl();
  const results = [
    configuration,
    checkSiteUrl(env.SITE_URL, siteUrl),
    checkBuild(siteUrl, options),
    checkLegalDetails(env),
    checkBuiltLegalPages(options.distDir),
    checkIndexNow(env),
  ];
  if (!config) {
    results.push(fail("other checks", "not run: the configuration does not load", "fix the configuration row first"));
  } else {
    const { timeoutMs } = options;
    const [store, smtp, brevo] = await Promise.all([
      checkStore(config, { timeoutMs }),
      checkSmtp(config.mail.smtpUrl, { timeoutMs }),
      checkBrevoApi(config.brevo, { timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    ]);
    results.push(
      checkTrustProxy(config),
      checkForwardSecret(config),
      checkStaffSecret(config),
      checkActionsKey(env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY),
      store,
      checkSalesEmail(config.mail),
      smtp,
      checkBrevoSettings(config.brevo),
      brevo,
      checkNewsletterConfirmation(config),
    );
  }
  const secrets = secretValues(env);
  return results.map((result) => ({
    ...result,
    detail: redact(result.detail, secrets),
    fix: redact(result.fix, secrets),
  }));
}
