/**
 * `npm run bench [-- web|server|serve|middleware|crash|audience|compare|floor|webhooks|bots|suggestions|content-compare|content-analysis ...]`: runs the named parts (all of them by
 * default) against the existing Next.js build (NEXT_DIST_DIR, default .next) served as `npm run serve` serves it (its
 * standalone server, through scripts/serve.ts; `serve` puts `next start` beside it), prints a
 * Markdown table per part and saves the figures as JSON under scripts/bench/results/; `compare` puts them
 * beside the Astro baseline (scripts/bench/results/astro-baseline/). Exits non-zero when a part could not
 * run soundly or when crash safety lost an acknowledged submission.
 */
import { loadavg } from "node:os";
import { benchAudience } from "./audience.ts";
import { benchBots } from "./bots.ts";
import { benchCompare } from "./compare.ts";
import { benchContentAnalysis } from "./content-analysis.ts";
import { benchContentCompare } from "./content-compare.ts";
import { benchCrash } from "./crash.ts";
import { benchFloor } from "./floor.ts";
import { benchMiddleware } from "./middleware.ts";
import { benchServe } from "./serve.ts";
import { benchServer } from "./server.ts";
import { benchSuggestions } from "./suggestions.ts";
import { benchWeb } from "./web.ts";
import { benchWebhooks } from "./webhooks.ts";

const PARTS = {
  web: benchWeb,
  server: benchServer,
  serve: benchServe,
  middleware: benchMiddleware,
  crash: benchCrash,
  audience: benchAudience,
  compare: benchCompare,
  floor: benchFloor,
  webhooks: benchWebhooks,
  bots: benchBots,
  suggestions: benchSuggestions,
  "content-compare": benchContentCompare,
  "content-analysis": benchContentAnalysis,
} as const;
type Part = keyof typeof PARTS;

const asked = process.argv.slice(2).filter((arg) => arg !== "--");
const unknown = asked.filter((arg) => !(arg in PARTS));
if (unknown.length) {
  console.error(
    `Unknown part(s): ${unknown.join(", ")}. Usage: npm run bench -- [web] [server] [serve] [middleware] [crash] [audience] [compare] [floor] [webhooks] [bots] [suggestions] [content-compare] [content-analysis]`,
  );
  process.exit(2);
}
const parts = (asked.length ? asked : Object.keys(PARTS)) as Part[];

// The figures mean something only on a quiet machine: say so when it is not.
const [load] = loadavg();
if (parts.some((part) => part !== "compare") && load! > 1)
  console.warn(`⚠ load average ${load!.toFixed(2)} before the run: other work shares the CPUs, figures will be low`);

let ok = true;
const summaries: string[] = [];
for (const part of parts) {
  try {
    const outcome = await PARTS[part]();
    ok &&= outcome.ok;
    summaries.push(`## ${part}\n\n${outcome.table}`);
  } catch (error) {
    ok = false;
    console.error(`✖ ${part}: ${(error as Error).stack ?? error}`);
  }
}
console.log(`\n${summaries.join("\n\n")}\n`);
process.exit(ok ? 0 : 1);
