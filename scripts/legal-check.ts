/**
 * First step of `npm run build`: reads the env files `next build` reads, then stops the build on an
 * invalid legal detail (exit 1, naming the variable) and, when building for an https:// SITE_URL,
 * warns about every missing one without stopping it (docs/deploying.md, "Legal details").
 */

import { legalBuildWarning } from "../lib/config/legal-warning.ts";
import { loadDotEnv } from "../lib/server/config.ts";

// next build's env files, highest priority first; a variable already set wins over every file.
for (const file of [".env.production.local", ".env.local", ".env.production", ".env"]) loadDotEnv(file);

try {
  const warning = legalBuildWarning(process.env);
  if (warning) process.stderr.write(`\n${warning}\n\n`);
} catch (error) {
  process.stderr.write(`\n${(error as Error).message}\n\n`);
  process.exitCode = 1;
}
