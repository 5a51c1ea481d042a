/**
 * `npm run bench [-- web|server|crash ...]`: runs the named parts (all three by default)
 * over the existing build (DIST_DIR, default dist), prints a Markdown table per part and
 * saves the figures as JSON under bench/results/. Exits non-zero when a part could not
 * run soundly or when crash safety lost an acknowledged submission.
 */
import { benchCrash } from "./crash.ts";
import { benchServer } from "./server.ts";
import { benchWeb } from "./web.ts";

const PARTS = { web: benchWeb, server: benchServer, crash: benchCrash } as const;
type Part = keyof typeof PARTS;

const asked = process.argv.slice(2).filter((arg) => arg !== "--");
const unknown = asked.filter((arg) => !(arg in PARTS));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(", ")}. Usage: npm run bench -- [web] [server] [crash]`);
  process.exit(2);
}
const parts = (asked.length ? asked : Object.keys(PARTS)) as Part[];

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
