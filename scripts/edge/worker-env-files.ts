/**
 * OpenNext copies the values of the project's env files (.env, .env.production, .env.local…) into
 * the Worker (`.open-next/cloudflare/next-env.mjs`), where they would be uploaded to Cloudflare
 * with it: the Node origin's secrets (DATABASE_URL, SMTP_URL, BREVO_API_KEY…) included, when the
 * Worker is built in a checkout whose .env serves the Node deployment. Only what the Worker reads
 * is kept (scripts/edge/preview.ts, WORKER_VARIABLES); the rest is dropped and named.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { WORKER_VARIABLES } from "./preview.ts";

export const NEXT_ENV_MODULE = ".open-next/cloudflare/next-env.mjs";

const EXPORT = /^export const (\w+) = (.*);$/;

/** The module with only the Worker's variables in each mode, and the names dropped. */
export function keepWorkerVariables(source: string): { source: string; dropped: string[] } {
  const dropped = new Set<string>();
  const lines = source.split("\n").map((line) => {
    const match = EXPORT.exec(line.trim());
    if (!match) return line;
    const values = JSON.parse(match[2] ?? "{}") as Record<string, string>;
    const kept = Object.fromEntries(
      Object.entries(values).filter(([name]) => {
        const keep = WORKER_VARIABLES.includes(name);
        if (!keep) dropped.add(name);
        return keep;
      }),
    );
    return `export const ${match[1]} = ${JSON.stringify(kept)};`;
  });
  return { source: lines.join("\n"), dropped: [...dropped].sort() };
}

export function filterWorkerEnvFiles(file = NEXT_ENV_MODULE): void {
  const { source, dropped } = keepWorkerVariables(readFileSync(file, "utf8"));
  writeFileSync(file, source);
  if (dropped.length)
    console.warn(`Worker: left out of its bundle, from the env files (the Node origin's): ${dropped.join(", ")}`);
}
