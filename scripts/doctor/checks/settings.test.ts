import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../lib/server/config.ts";
import { checkActionsKey } from "./actions-key.ts";
import { checkBrevoSettings } from "./brevo-settings.ts";
import { checkForwardSecret } from "./forward-secret.ts";
import { checkSalesEmail } from "./sales-email.ts";
import { checkStaffSecret } from "./staff-secret.ts";
import { checkTrustProxy } from "./trust-proxy.ts";

/** The settings checks read the server's own configuration. */
const config = (env: Record<string, string>) => loadConfig({ SITE_URL: "https://www.exemple.fr", ...env });

describe("doctor: SALES_EMAIL + SMTP_URL", () => {
  it("passes both set, naming the server without its credentials", () => {
    const result = checkSalesEmail(
      config({ SALES_EMAIL: "ventes@exemple.fr", SMTP_URL: "smtp://u:secret-pass@smtp.exemple.fr:587" }).mail,
    );
    expect(result).toMatchObject({ status: "ok", detail: "to ventes@exemple.fr through smtp://smtp.exemple.fr:587" });
  });

  it("fails either missing, a malformed address or a URL that is not SMTP", () => {
    expect(checkSalesEmail(config({ SMTP_URL: "smtp://smtp.exemple.fr" }).mail)).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/^SALES_EMAIL unset: .*the sales team receives nothing/),
    });
    expect(checkSalesEmail(config({}).mail).detail).toMatch(/^SALES_EMAIL and SMTP_URL unset/);
    expect(checkSalesEmail(config({ SALES_EMAIL: "ventes", SMTP_URL: "smtp://smtp.exemple.fr" }).mail)).toMatchObject({
      status: "fail",
      detail: 'SALES_EMAIL "ventes" is not an e-mail address',
    });
    expect(
      checkSalesEmail(config({ SALES_EMAIL: "ventes@exemple.fr", SMTP_URL: "https://smtp.exemple.fr" }).mail),
    ).toMatchObject({ status: "fail", detail: "SMTP_URL is not an smtp:// or smtps:// URL" });
  });
});

describe("doctor: Brevo settings", () => {
  it("passes the key and both lists", () => {
    const brevo = config({
      BREVO_API_KEY: "k".repeat(20),
      BREVO_NEWSLETTER_LIST_ID: "3",
      BREVO_AUTOMATION_LIST_ID: "7",
    }).brevo;
    expect(checkBrevoSettings(brevo)).toMatchObject({
      status: "ok",
      detail: "key set, newsletter list 3, automation list 7",
    });
  });

  it("fails naming what is missing", () => {
    expect(
      checkBrevoSettings(config({ BREVO_API_KEY: "k".repeat(20), BREVO_NEWSLETTER_LIST_ID: "3" }).brevo),
    ).toMatchObject({ status: "fail", detail: expect.stringMatching(/^BREVO_AUTOMATION_LIST_ID unset/) });
  });
});

describe("doctor: FUNCTIONS_FORWARD_SECRET", () => {
  it("is not needed with the functions in process, and passes when set for remote ones", () => {
    expect(checkForwardSecret(config({}))).toMatchObject({ status: "ok" });
    expect(
      checkForwardSecret(
        config({ SUPABASE_URL: "https://functions.exemple.fr", FUNCTIONS_FORWARD_SECRET: "s".repeat(32) }),
      ),
    ).toMatchObject({ status: "ok" });
  });

  it("fails unset while SUPABASE_URL is set", () => {
    expect(checkForwardSecret(config({ SUPABASE_URL: "https://functions.exemple.fr" }))).toMatchObject({
      status: "fail",
      fix: expect.stringContaining("32+ characters"),
    });
  });
});

describe("doctor: BETTER_AUTH_SECRET", () => {
  it("fails unset (sessions lost at each restart, not shared) and passes when set", () => {
    expect(checkStaffSecret(config({}))).toMatchObject({ status: "fail", fix: expect.stringContaining("32+") });
    expect(checkStaffSecret(config({ BETTER_AUTH_SECRET: "k".repeat(32) }))).toMatchObject({ status: "ok" });
  });
});

describe("doctor: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY", () => {
  it("warns unset (every deployment changes the forms' ids), fails a key Next cannot use, passes an AES key", () => {
    expect(checkActionsKey(undefined)).toMatchObject({ status: "warn", fix: expect.stringContaining("openssl rand") });
    expect(checkActionsKey("  ")).toMatchObject({ status: "warn" });
    expect(checkActionsKey("pas-une-clé")).toMatchObject({ status: "fail" });
    expect(checkActionsKey(Buffer.alloc(20).toString("base64"))).toMatchObject({ status: "fail" });
    for (const bytes of [16, 24, 32])
      expect(checkActionsKey(Buffer.alloc(bytes, 7).toString("base64"))).toMatchObject({ status: "ok" });
  });
});

describe("doctor: TRUST_PROXY and the deployment", () => {
  it("passes a proxy counted in front of an https:// site, and none for a plain-HTTP one", () => {
    expect(checkTrustProxy(config({ TRUST_PROXY: "1" }))).toMatchObject({ status: "ok" });
    expect(checkTrustProxy({ siteUrl: "http://127.0.0.1:3000", trustProxy: 0 })).toMatchObject({ status: "ok" });
  });

  it("fails 0 behind the TLS proxy an https:// SITE_URL implies", () => {
    expect(checkTrustProxy(config({}))).toMatchObject({
      status: "fail",
      fix: expect.stringContaining("TRUST_PROXY=1"),
    });
  });

  it("warns about trusting X-Forwarded-For without TLS in front", () => {
    expect(checkTrustProxy({ siteUrl: "http://www.exemple.fr", trustProxy: 1 })).toMatchObject({ status: "warn" });
  });
});
