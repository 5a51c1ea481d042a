/**
 * Operator tool over the stored submissions, reading DATA_DIR / DATABASE_URL like the server:
 *   npm run leads -- export --format json|csv [--type contact|demo|newsletter|automation]
 *   npm run leads -- delete --email <address>      (RGPD erasure)
 *   npm run leads -- delete --id <submissionId>    (a sign-up without e-mail)
 *   npm run leads -- outbox                        (pending and failed deliveries)
 */
import { parseArgs } from "node:util";
import { loadConfig, loadDotEnv } from "../lib/server/config.ts";
import { missingSettings } from "../lib/server/delivery/channels.ts";
import { emailLimitKeys } from "../lib/server/http/limits.ts";
import { newsletterProofsOfLeads } from "../lib/server/newsletter/proof.ts";
import { openStore, SUBMISSION_TYPES, type SubmissionType } from "../lib/server/site-store/index.ts";
import { outboxReport, toCsv, toJsonLines } from "../lib/server/staff/lead-export.ts";
import { openPostgresDb } from "../lib/server/store/postgres-db.ts";
import { openSqliteDb } from "../lib/server/store/sqlite-db.ts";

const USAGE = `Usage:
  npm run leads -- export --format json|csv [--type ${SUBMISSION_TYPES.join("|")}]
  npm run leads -- delete --email <address>
  npm run leads -- delete --id <submissionId>
  npm run leads -- outbox
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
let options: {
  format?: string | undefined;
  type?: string | undefined;
  email?: string | undefined;
  id?: string | undefined;
};
try {
  options = parseArgs({
    args: rest,
    options: {
      format: { type: "string" },
      type: { type: "string" },
      email: { type: "string" },
      id: { type: "string" },
    },
    strict: true,
  }).values;
} catch (error) {
  fail((error as Error).message);
}

loadDotEnv();
const config = loadConfig();

async function main(): Promise<void> {
  if (command === "export") {
    const format = options.format ?? "json";
    if (format !== "json" && format !== "csv") fail(`Unknown format "${format}".`);
    const type = options.type;
    if (type !== undefined && !SUBMISSION_TYPES.includes(type as SubmissionType)) fail(`Unknown type "${type}".`);
    const store = await openStore(config); // migrates
    // The newsletter's proofs of consent, read on a connection of this run like the desk's export.
    const db = config.databaseUrl ? openPostgresDb(config.databaseUrl) : openSqliteDb(config.dataDir);
    try {
      const submissions = await store.listSubmissions({ type: type as SubmissionType | undefined });
      const proofs = await newsletterProofsOfLeads(
        db,
        submissions.filter((s) => s.type === "newsletter").map((s) => s.id),
      );
      process.stdout.write(format === "csv" ? toCsv(submissions, ",", proofs) : toJsonLines(submissions, proofs));
    } finally {
      await db.close();
      await store.close();
    }
  } else if (command === "delete" && options.id) {
    const store = await openStore(config);
    try {
      const deleted = await store.deleteById(options.id.trim());
      process.stdout.write(`Deleted ${deleted} submission(s) and their pending deliveries.\n`);
    } finally {
      await store.close();
    }
  } else if (command === "delete") {
    const email = options.email?.trim();
    if (!email?.includes("@")) fail("delete needs --email <address> or --id <submissionId>.");
    const store = await openStore(config);
    try {
      const deleted = await store.deleteByEmail(email, emailLimitKeys(email, SUBMISSION_TYPES));
      process.stdout.write(
        `Deleted ${deleted} submission(s) and their pending deliveries for this address.\n` +
          "Contacts already delivered to Brevo or e-mailed to sales must be erased there too.\n",
      );
    } finally {
      await store.close();
    }
  } else if (command === "outbox") {
    const store = await openStore(config);
    try {
      process.stdout.write(outboxReport(await store.listJobs(["pending", "failed"]), missingSettings(config)));
    } finally {
      await store.close();
    }
  } else {
    fail(command ? `Unknown command "${command}".` : "Missing command.");
  }
}

await main();
