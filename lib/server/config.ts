import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_FUNCTIONS_KEY, DEFAULT_FUNCTIONS_PATH, siteUrl } from "../config/env.ts";

/** Everything the server reads from the environment; documented in README and .env.example. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  distDir: string;
  functionsUrl: string;
  functionsKey: string;
  logLevel: string;
  /** Origins whose pages may call the functions (CORS), besides the server's own origin. */
  allowedOrigins: string[];
  /** 0: the client address is the socket's; n: the n-th address from the right of X-Forwarded-For. */
  trustProxy: number;
  /** Accepted submissions per client address within the window. */
  rateLimit: { max: number; windowMs: number };
  brevo: {
    apiKey: string | undefined;
    apiUrl: string;
    automationListId: number | undefined;
    newsletterListId: number | undefined;
    doiTemplateId: number | undefined;
    doiRedirectUrl: string;
  };
  mail: { smtpUrl: string | undefined; salesEmail: string | undefined; from: string };
  outbox: { retryBaseMs: number; retryMaxMs: number; maxAttempts: number; pollMs: number; lockMs: number };
}

type Env = Record<string, string | undefined>;

/** Reads `.env` when there is one; variables already set in the environment win. */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function port(raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  return n;
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

function origins(raw: string | undefined, site: string): string[] {
  const list = raw ? raw.split(",") : [site, "http://localhost:4321", "http://127.0.0.1:4321"];
  return [...new Set(list.map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean))];
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const site = value(env, "SITE_URL")?.replace(/\/+$/, "") ?? siteUrl();
  return {
    port: port(value(env, "PORT"), 4321),
    host: value(env, "HOST") ?? "127.0.0.1",
    dataDir: resolve(value(env, "DATA_DIR") ?? "data"),
    databaseUrl: value(env, "DATABASE_URL"),
    siteUrl: site,
    distDir: resolve(value(env, "DIST_DIR") ?? "dist"),
    functionsUrl: value(env, "PUBLIC_FUNCTIONS_URL") ?? DEFAULT_FUNCTIONS_PATH,
    functionsKey: value(env, "PUBLIC_FUNCTIONS_KEY") ?? DEFAULT_FUNCTIONS_KEY,
    logLevel: value(env, "LOG_LEVEL") ?? "info",
    allowedOrigins: origins(value(env, "ALLOWED_ORIGINS"), site),
    trustProxy: integer(env, "TRUST_PROXY", 0),
    rateLimit: {
      max: integer(env, "RATE_LIMIT_MAX", 10, 1),
      windowMs: integer(env, "RATE_LIMIT_WINDOW_MS", 60_000, 1),
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
    outbox: {
      retryBaseMs: integer(env, "OUTBOX_RETRY_BASE_MS", 1000, 1),
      retryMaxMs: integer(env, "OUTBOX_RETRY_MAX_MS", 3_600_000, 1),
      maxAttempts: integer(env, "OUTBOX_MAX_ATTEMPTS", 8, 1),
      pollMs: integer(env, "OUTBOX_POLL_MS", 5000, 10),
      lockMs: integer(env, "OUTBOX_LOCK_MS", 120_000, 1000),
    },
  };
}
