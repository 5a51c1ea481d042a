import "server-only";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { AUDIENCE_LIMITS } from "../config/audience.ts";
import { DEFAULT_FUNCTIONS_KEY, siteUrl } from "../config/env.ts";
import { type ImageBucketConfig, imageBucketConfig } from "../config/image-bucket.ts";
import { INDEXNOW_DEFAULT_ENDPOINT, INDEXNOW_KEY_PATTERN, isLoopbackEndpoint } from "../config/indexnow.ts";
import {
  NEWSLETTER_CONFIRMATION_MODES,
  NEWSLETTER_MAIL_LIMITS,
  type NewsletterConfirmationMode,
} from "../config/newsletter.ts";
import { STAFF_SIGN_IN_LIMIT } from "../config/staff-policy.ts";
import { PLAIN_FORM_LIMIT } from "../forms/form-checks.ts";

/** Everything the server reads from the environment; documented in docs/deploying.md and .env.example. */
export interface ServerConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  /** The site's publishable key (SUPABASE_ANON_KEY): the only key the functions accept, and the one the server actions send. */
  functionsKey: string;
  /**
   * Where the server actions call the functions: unset, in this process (no network); set, over
   * HTTP to that origin (another instance of this app, or a hosted functions origin).
   */
  supabaseUrl: string | undefined;
  /** Signs the addresses vouched between instances (random per process when unset). */
  forwardSecret: string | undefined;
  /** BETTER_AUTH_SECRET: signs the back office's session cookies (random per process when unset). */
  staffSecret: string | undefined;
  /** Staff sign-in attempts per client address within 15 minutes (STAFF_SIGN_IN_MAX). */
  staffSignInMax: number;
  logLevel: string;
  /** Origins whose pages may call the functions (CORS), besides the server's own origin. */
  allowedOrigins: string[];
  /** 0: the client address is the socket's; n: the n-th address from the right of X-Forwarded-For. */
  trustProxy: number;
  /** Accepted submissions per client address within the window. */
  rateLimit: { max: number; windowMs: number };
  /** The stricter throttle of forms sent without JavaScript, per client address (lib/forms/form-checks.ts). */
  plainFormLimit: { max: number; windowMs: number };
  brevo: {
    apiKey: string | undefined;
    apiUrl: string;
    automationListId: number | undefined;
    newsletterListId: number | undefined;
    doiTemplateId: number | undefined;
    doiRedirectUrl: string;
  };
  mail: { smtpUrl: string | undefined; salesEmail: string | undefined; from: string };
  /**
   * The newsletter's double opt-in (lib/config/newsletter.ts): NEWSLETTER_CONFIRMATION, and the site's
   * bound of confirmation e-mails per hour (NEWSLETTER_MAILS_PER_HOUR).
   */
  newsletter: { confirmation: NewsletterConfirmationMode; mailsPerHour: number };
  /** The chat channel's incoming webhook (Slack's format) new leads are announced to; the desk's setting wins. */
  chatWebhookUrl: string | undefined;
  outbox: { retryBaseMs: number; retryMaxMs: number; maxAttempts: number; pollMs: number; lockMs: number };
  /** The S3-compatible bucket of the articles' images (ARTICLE_IMAGES_S3_*); unset, they stay in the store. */
  articleImagesBucket: ImageBucketConfig | undefined;
  /** How often each instance writes the audience counts it added up (AUDIENCE_FLUSH_MS; the browser tests shorten it). */
  audienceFlushMs: number;
  /**
   * The signed webhooks (lib/server/webhooks/): WEBHOOK_ALLOWED_ORIGINS, origins an endpoint may be
   * on without https and whatever its address (a CRM on the private network, a test receiver).
   */
  webhooks: { allowedOrigins: string[] };
  /**
   * IndexNow (lib/server/indexnow/): INDEXNOW_KEY (unset: off, no key file) and INDEXNOW_ENDPOINT.
   * `send`: addresses leave only from a production server (NODE_ENV=production), never from
   * `next dev` or the unit tests; the key file is served whenever the key is set.
   */
  indexNow: { key: string; endpoint: string; send: boolean } | undefined;
  /** The links report's daily check of other sites' addresses: a production server's, unless EXTERNAL_LINKS_CHECK=off. */
  linksCheck: boolean;
}

type Env = Record<string, string | undefined>;

/** Reads `.env` when there is one; variables already set in the environment win. */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(/*turbopackIgnore: true*/ file)) process.loadEnvFile(file);
}

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function integer(env: Env, name: string, fallback: number, min?: number): number;
function integer(env: Env, name: string, fallback: undefined, min?: number): number | undefined;
function integer(env: Env, name: string, fallback: number | undefined, min = 0): number | undefined {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  return n;
}

/** An incoming webhook's address: http(s), its query kept (Teams workflows sign theirs there). */
function webhookUrl(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol))
    // The address is a secret of the chat's: not repeated in the message.
    throw new Error(`${name} must be an http(s) URL`);
  return raw;
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(`${name} must be an http(s) URL without query or fragment, got "${raw}"`);
  return url.href.replace(/\/+$/, "");
}

/** INDEXNOW_KEY's shape is the protocol's; the endpoint is https, or http on loopback (a test stand-in). */
function indexNow(env: Env): ServerConfig["indexNow"] {
  const key = value(env, "INDEXNOW_KEY");
  if (key === undefined) return undefined;
  if (!INDEXNOW_KEY_PATTERN.test(key)) throw new Error("INDEXNOW_KEY must be 8 to 128 letters, digits or dashes");
  const raw = value(env, "INDEXNOW_ENDPOINT") ?? INDEXNOW_DEFAULT_ENDPOINT;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !(url.protocol === "https:" || (url.protocol === "http:" && isLoopbackEndpoint(url))))
    throw new Error(`INDEXNOW_ENDPOINT must be an https URL (http only on 127.0.0.1 or localhost), got "${raw}"`);
  return { key, endpoint: url.href, send: env.NODE_ENV === "production" };
}

function linksCheck(env: Env): boolean {
  const raw = value(env, "EXTERNAL_LINKS_CHECK") ?? "on";
  if (raw !== "on" && raw !== "off") throw new Error(`EXTERNAL_LINKS_CHECK must be on or off, got "${raw}"`);
  return raw === "on" && env.NODE_ENV === "production";
}

function newsletterMode(env: Env): NewsletterConfirmationMode {
  const raw = value(env, "NEWSLETTER_CONFIRMATION") ?? "site";
  const mode = NEWSLETTER_CONFIRMATION_MODES.find((m) => m === raw);
  if (!mode)
    throw new Error(`NEWSLETTER_CONFIRMATION must be ${NEWSLETTER_CONFIRMATION_MODES.join(" or ")}, got "${raw}"`);
  return mode;
}

function secret(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw !== undefined && raw.length < 32) throw new Error(`${name} must be at least 32 characters long`);
  return raw;
}

function origins(raw: string | undefined, site: string): string[] {
  const list = raw ? raw.split(",") : [site, "http://localhost:3000", "http://127.0.0.1:3000"];
  return [...new Set(list.map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean))];
}

/** WEBHOOK_ALLOWED_ORIGINS: origins only (scheme, host, port), each as the URL standard writes it. */
function webhookOrigins(env: Env): string[] {
  const raw = value(env, "WEBHOOK_ALLOWED_ORIGINS");
  if (raw === undefined) return [];
  const origins = raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.href !== `${url.origin}/`)
        throw new Error(
          `WEBHOOK_ALLOWED_ORIGINS must list origins such as http://127.0.0.1:4567 (no path, no credentials), got "${item.replace(/\/\/[^/]*@/, "//…@")}"`,
        );
      return url.origin;
    });
  return [...new Set(origins)];
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const site = value(env, "SITE_URL")?.replace(/\/+$/, "") ?? siteUrl();
  return {
    // Run-time folders, not build inputs: the bundler does not trace them.
    dataDir: resolve(/*turbopackIgnore: true*/ value(env, "DATA_DIR") ?? "data"),
    databaseUrl: value(env, "DATABASE_URL"),
    siteUrl: site,
    functionsKey: value(env, "SUPABASE_ANON_KEY") ?? DEFAULT_FUNCTIONS_KEY,
    supabaseUrl: httpUrl(env, "SUPABASE_URL"),
    forwardSecret: secret(env, "FUNCTIONS_FORWARD_SECRET"),
    staffSecret: secret(env, "BETTER_AUTH_SECRET"),
    staffSignInMax: integer(env, "STAFF_SIGN_IN_MAX", STAFF_SIGN_IN_LIMIT.max, 1),
    logLevel: value(env, "LOG_LEVEL") ?? "info",
    allowedOrigins: origins(value(env, "ALLOWED_ORIGINS"), site),
    trustProxy: integer(env, "TRUST_PROXY", 0),
    rateLimit: {
      max: integer(env, "RATE_LIMIT_MAX", 10, 1),
      windowMs: integer(env, "RATE_LIMIT_WINDOW_MS", 60_000, 1),
    },
    plainFormLimit: {
      max: integer(env, "PLAIN_FORM_RATE_LIMIT_MAX", PLAIN_FORM_LIMIT.max, 1),
      windowMs: integer(env, "PLAIN_FORM_RATE_LIMIT_WINDOW_MS", PLAIN_FORM_LIMIT.windowMs, 1),
    },
    brevo: {
      apiKey: value(env, "BREVO_API_KEY"),
      apiUrl: (value(env, "BREVO_API_URL") ?? "https://api.brevo.com/v3").replace(/\/+$/, ""),
      automationListId: integer(env, "BREVO_AUTOMATION_LIST_ID", undefined, 1),
      newsletterListId: integer(env, "BREVO_NEWSLETTER_LIST_ID", undefined, 1),
      doiTemplateId: integer(env, "BREVO_DOI_TEMPLATE_ID", undefined, 1),
      doiRedirectUrl: value(env, "BREVO_DOI_REDIRECT_URL") ?? `${site}/`,
    },
    mail: {
      smtpUrl: value(env, "SMTP_URL"),
      salesEmail: value(env, "SALES_EMAIL"),
      from: value(env, "MAIL_FROM") ?? `Site web <no-reply@${new URL(site).hostname}>`,
    },
    newsletter: {
      confirmation: newsletterMode(env),
      mailsPerHour: integer(env, "NEWSLETTER_MAILS_PER_HOUR", NEWSLETTER_MAIL_LIMITS.perSiteDefault, 1),
    },
    chatWebhookUrl: webhookUrl(env, "CHAT_WEBHOOK_URL"),
    outbox: {
      retryBaseMs: integer(env, "OUTBOX_RETRY_BASE_MS", 1000, 1),
      retryMaxMs: integer(env, "OUTBOX_RETRY_MAX_MS", 3_600_000, 1),
      maxAttempts: integer(env, "OUTBOX_MAX_ATTEMPTS", 8, 1),
      pollMs: integer(env, "OUTBOX_POLL_MS", 5000, 10),
      lockMs: integer(env, "OUTBOX_LOCK_MS", 120_000, 1000),
    },
    articleImagesBucket: imageBucketConfig(env),
    audienceFlushMs: integer(env, "AUDIENCE_FLUSH_MS", AUDIENCE_LIMITS.flushEveryMs, 100),
    webhooks: { allowedOrigins: webhookOrigins(env) },
    indexNow: indexNow(env),
    linksCheck: linksCheck(env),
  };
}
