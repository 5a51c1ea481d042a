import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("server configuration", () => {
  it("has defaults that run the embedded site with nothing set", () => {
    const config = loadConfig({ SITE_URL: "https://www.exemple.fr/" });
    expect(config.allowedOrigins).toEqual(["https://www.exemple.fr", "http://localhost:3000", "http://127.0.0.1:3000"]);
    expect(config.trustProxy).toBe(0);
    expect(config.rateLimit).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.brevo).toMatchObject({
      apiKey: undefined,
      apiUrl: "https://api.brevo.com/v3",
      doiRedirectUrl: "https://www.exemple.fr/",
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      salesEmail: undefined,
      from: "Site web <no-reply@www.exemple.fr>",
    });
    expect(config.outbox).toEqual({
      retryBaseMs: 1000,
      retryMaxMs: 3_600_000,
      maxAttempts: 8,
      pollMs: 5000,
      lockMs: 120_000,
    });
  });

  it("reads lists and numbers, trimming what people type", () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: " https://a.fr/ ,https://b.fr,, ",
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "30",
      BREVO_API_URL: "http://127.0.0.1:9/v3/",
      BREVO_AUTOMATION_LIST_ID: "7",
      OUTBOX_MAX_ATTEMPTS: "3",
    });
    expect(config.allowedOrigins).toEqual(["https://a.fr", "https://b.fr"]);
    expect(config.trustProxy).toBe(1);
    expect(config.rateLimit.max).toBe(30);
    expect(config.brevo.apiUrl).toBe("http://127.0.0.1:9/v3");
    expect(config.brevo.automationListId).toBe(7);
    expect(config.outbox.maxAttempts).toBe(3);
  });

  it("refuses a malformed number with the variable's name", () => {
    expect(() => loadConfig({ RATE_LIMIT_MAX: "dix" })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ RATE_LIMIT_MAX: "0" })).toThrow(/at least 1/);
    expect(() => loadConfig({ BREVO_NEWSLETTER_LIST_ID: "3.5" })).toThrow(/BREVO_NEWSLETTER_LIST_ID/);
  });

  it("reads where the server actions call the functions, and the one publishable key", () => {
    expect(loadConfig({})).toMatchObject({ supabaseUrl: undefined, functionsKey: "site-public-key" });
    const remote = loadConfig({ SUPABASE_URL: " https://abc.supabase.co/ ", SUPABASE_ANON_KEY: "cle-publique" });
    expect(remote).toMatchObject({ supabaseUrl: "https://abc.supabase.co", functionsKey: "cle-publique" });
    expect(loadConfig({ PUBLIC_FUNCTIONS_KEY: "ancienne" }).functionsKey).toBe("site-public-key");
    expect(() => loadConfig({ SUPABASE_URL: "abc.supabase.co" })).toThrow(/SUPABASE_URL/);
    expect(() => loadConfig({ SUPABASE_URL: "ftp://abc.supabase.co" })).toThrow(/SUPABASE_URL/);
    expect(() => loadConfig({ FUNCTIONS_FORWARD_SECRET: "court" })).toThrow(/FUNCTIONS_FORWARD_SECRET/);
  });

  it("lifts the webhooks' address checks for the origins listed in WEBHOOK_ALLOWED_ORIGINS only", () => {
    expect(loadConfig({}).webhooks).toEqual({ allowedOrigins: [] });
    expect(
      loadConfig({ WEBHOOK_ALLOWED_ORIGINS: " http://127.0.0.1:4567 ,HTTP://CRM.Interne/,, http://127.0.0.1:4567" })
        .webhooks.allowedOrigins,
    ).toEqual(["http://127.0.0.1:4567", "http://crm.interne"]);
    for (const wrong of [
      "127.0.0.1:4567",
      "http://127.0.0.1:4567/hook",
      "ftp://a.fr",
      "http://u:p@a.fr",
      "http://a.fr?x",
    ])
      expect(() => loadConfig({ WEBHOOK_ALLOWED_ORIGINS: wrong }), wrong).toThrow(
        /^(?!.*u:p).*WEBHOOK_ALLOWED_ORIGINS/,
      );
  });

  it("turns IndexNow on with a valid key, sending only from a production server, to https or loopback only", () => {
    const key = "0f3c9a2b-cle-indexnow";
    expect(loadConfig({}).indexNow).toBeUndefined();
    expect(loadConfig({ INDEXNOW_ENDPOINT: "http://a.fr/x" }).indexNow).toBeUndefined();
    expect(loadConfig({ INDEXNOW_KEY: key, NODE_ENV: "production" }).indexNow).toEqual({
      key,
      endpoint: "https://api.indexnow.org/indexnow",
      send: true,
    });
    expect(loadConfig({ INDEXNOW_KEY: key, NODE_ENV: "development" }).indexNow?.send).toBe(false);
    expect(loadConfig({ INDEXNOW_KEY: key, NODE_ENV: "test" }).indexNow?.send).toBe(false);
    expect(loadConfig({ INDEXNOW_KEY: key }).indexNow?.send).toBe(false);
    expect(
      loadConfig({ INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: "http://127.0.0.1:4600/indexnow", NODE_ENV: "production" })
        .indexNow,
    ).toEqual({ key, endpoint: "http://127.0.0.1:4600/indexnow", send: true });
    for (const wrong of ["court", "a".repeat(129), "cle avec espaces", "clé-accentuée"])
      expect(() => loadConfig({ INDEXNOW_KEY: wrong }), wrong).toThrow(/INDEXNOW_KEY must be 8 to 128/);
    for (const wrong of ["http://api.indexnow.org/indexnow", "ftp://127.0.0.1/x", "pas une adresse"])
      expect(() => loadConfig({ INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: wrong }), wrong).toThrow(/INDEXNOW_ENDPOINT/);
  });

  it("checks other sites' addresses daily on a production server only, unless EXTERNAL_LINKS_CHECK=off", () => {
    expect(loadConfig({ NODE_ENV: "production" }).linksCheck).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", EXTERNAL_LINKS_CHECK: " on " }).linksCheck).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", EXTERNAL_LINKS_CHECK: "off" }).linksCheck).toBe(false);
    expect(loadConfig({}).linksCheck).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", EXTERNAL_LINKS_CHECK: "on" }).linksCheck).toBe(false);
    expect(() => loadConfig({ EXTERNAL_LINKS_CHECK: "non" })).toThrow(
      /EXTERNAL_LINKS_CHECK must be on or off, got "non"/,
    );
  });

  it("keeps the article images in the store unless their bucket is set, and refuses to start half set", () => {
    expect(loadConfig({}).articleImagesBucket).toBeUndefined();
    const bucket = {
      ARTICLE_IMAGES_S3_ENDPOINT: "https://0123abcd.r2.cloudflarestorage.com",
      ARTICLE_IMAGES_S3_BUCKET: "gestio-images",
      ARTICLE_IMAGES_S3_ACCESS_KEY_ID: "cle",
      ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig(bucket).articleImagesBucket).toMatchObject({ bucket: "gestio-images", region: "auto" });
    expect(() => loadConfig({ ...bucket, ARTICLE_IMAGES_S3_ACCESS_KEY_ID: "" })).toThrow(
      /ARTICLE_IMAGES_S3_ACCESS_KEY_ID is missing/,
    );
  });

  it("confirms newsletter sign-ups on the site by default, with a bound of e-mails per hour", () => {
    expect(loadConfig({}).newsletter).toEqual({ confirmation: "site", mailsPerHour: 200 });
    expect(loadConfig({ NEWSLETTER_CONFIRMATION: "brevo", NEWSLETTER_MAILS_PER_HOUR: "50" }).newsletter).toEqual({
      confirmation: "brevo",
      mailsPerHour: 50,
    });
    expect(() => loadConfig({ NEWSLETTER_CONFIRMATION: "oui" })).toThrow(
      /NEWSLETTER_CONFIRMATION must be site or brevo/,
    );
    expect(() => loadConfig({ NEWSLETTER_MAILS_PER_HOUR: "0" })).toThrow(/NEWSLETTER_MAILS_PER_HOUR/);
  });
});
