import { resolve } from "node:path";
import { DEFAULT_FUNCTIONS_KEY, DEFAULT_FUNCTIONS_PATH, siteUrl } from "../src/config/env.ts";

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
}

type Env = Record<string, string | undefined>;

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

export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: port(value(env, "PORT"), 4321),
    host: value(env, "HOST") ?? "127.0.0.1",
    dataDir: resolve(value(env, "DATA_DIR") ?? "data"),
    databaseUrl: value(env, "DATABASE_URL"),
    siteUrl: value(env, "SITE_URL")?.replace(/\/+$/, "") ?? siteUrl(),
    distDir: resolve(value(env, "DIST_DIR") ?? "dist"),
    functionsUrl: value(env, "PUBLIC_FUNCTIONS_URL") ?? DEFAULT_FUNCTIONS_PATH,
    functionsKey: value(env, "PUBLIC_FUNCTIONS_KEY") ?? DEFAULT_FUNCTIONS_KEY,
    logLevel: value(env, "LOG_LEVEL") ?? "info",
  };
}
