/**
 * `npm run doctor`: is this configuration ready to go live? Reads the environment and `.env` like
 * the server, checks what a live site needs (docs/deploying.md, "Before going live") and prints one table: check,
 * status, what was found, how to fix it. Exit code 1 when any check fails, 0 otherwise (warnings
 * included). Nothing is sent and nothing stays written; no secret is printed.
 */

import { distDir } from "../lib/config/dist-dir.ts";
import { loadDotEnv } from "../lib/server/config.ts";
import { runDoctor } from "./doctor/run.ts";
import { renderTable, summary } from "./doctor/table.ts";

loadDotEnv();
const results = await runDoctor(process.env, { distDir: distDir(), publicDir: "public", timeoutMs: 5000 });
process.stdout.write(`\nnpm run doctor\n\n${renderTable(results)}\n${summary(results)}`);
// A store or server that never answered may still hold a socket: exit now.
process.exit(results.some((result) => result.status === "fail") ? 1 : 0);
