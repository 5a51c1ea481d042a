/**
 * Crash safety: contact submissions keep arriving while the server is killed with SIGKILL
 * (no graceful shutdown, nothing flushed), then restarted on the same store, several times.
 * Every submission that got a 2xx must then be in the store exactly once, under the id it
 * was acknowledged with. Printed as "acknowledged N, lost 0"; anything else fails loudly.
 */
import { randomBytes } from "node:crypto";
import { openStore } from "../lib/server/store/index.ts";
import { CONTACT_PATH, contactBody, contactHeaders } from "./lib/contact.ts";
import { markdownTable, saveResults } from "./lib/report.ts";
import { type ServerProcess, startServer } from "./lib/server-process.ts";
import { type BenchStore, postgresStore, sqliteStore } from "./lib/stores.ts";

const ROUNDS = 3;
const CLIENTS = 24;
/** How long the load runs before each kill. */
const LOAD_MS = 1500;

interface CrashResult {
  store: "sqlite" | "postgres";
  rounds: number;
  acknowledged: number;
  inFlightAtKill: number;
  lost: number;
  duplicated: number;
  wrongId: number;
  storedWithoutAnswer: number;
  /** Answers other than 2xx (or network errors) before the kill: the load itself went wrong. */
  failedBeforeKill: number;
}

async function loadUntilKilled(
  server: ServerProcess,
  runId: string,
  acked: Map<string, string>,
  start: number,
  failures: string[],
) {
  let n = start;
  let stop = false;
  let inFlight = 0;
  const client = async () => {
    while (!stop) {
      const i = n++;
      inFlight++;
      try {
        const res = await fetch(`${server.url}${CONTACT_PATH}`, {
          method: "POST",
          headers: contactHeaders(i),
          body: contactBody(i, runId),
        });
        const body = (await res.json()) as { submissionId?: string };
        if (res.ok && body.submissionId) acked.set(`bench-${runId}-${i}@exemple.fr`, body.submissionId);
        else if (!stop) failures.push(`HTTP ${res.status}`);
      } catch (error) {
        if (!stop) failures.push((error as Error).message);
      } finally {
        inFlight--;
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((r) => setTimeout(r, LOAD_MS));
  const atKill = inFlight;
  stop = true;
  await server.kill();
  await Promise.allSettled(clients);
  return { next: n, inFlightAtKill: atKill };
}

async function crashStore(store: BenchStore): Promise<CrashResult> {
  const runId = randomBytes(3).toString("hex");
  const acked = new Map<string, string>();
  let next = 0;
  let inFlightAtKill = 0;
  const failures: string[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer({ ...store.env, TRUST_PROXY: "1" });
      const outcome = await loadUntilKilled(server, runId, acked, next, failures);
      next = outcome.next;
      inFlightAtKill += outcome.inFlightAtKill;
    }
    // The store must open again after the last crash; then count what it holds.
    const restarted = await startServer({ ...store.env, TRUST_PROXY: "1" });
    await restarted.stop();
    const db = await openStore({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    const rows = await db.listSubmissions({ type: "contact" });
    await db.close();

    const byEmail = new Map<string, string[]>();
    for (const row of rows) {
      const email = String(row.fields.email ?? "").toLowerCase();
      if (!email.startsWith(`bench-${runId}-`)) continue;
      byEmail.set(email, [...(byEmail.get(email) ?? []), row.id]);
    }
    let lost = 0;
    let duplicated = 0;
    let wrongId = 0;
    for (const [email, id] of acked) {
      const ids = byEmail.get(email) ?? [];
      if (ids.length === 0) lost++;
      else if (ids.length > 1) duplicated++;
      else if (ids[0] !== id) wrongId++;
    }
    const storedWithoutAnswer = [...byEmail.keys()].filter((email) => !acked.has(email)).length;
    return {
      store: store.kind,
      rounds: ROUNDS,
      acknowledged: acked.size,
      inFlightAtKill,
      lost,
      duplicated,
      wrongId,
      storedWithoutAnswer,
      failedBeforeKill: failures.length,
    };
  } finally {
    await store.drop();
  }
}

export async function benchCrash(): Promise<{ ok: boolean; table: string }> {
  console.log(
    `\n▶ crash safety: ${CLIENTS} clients submitting, SIGKILL after ${LOAD_MS} ms, ${ROUNDS} rounds per store`,
  );
  const results: CrashResult[] = [await crashStore(sqliteStore())];
  const pg = await postgresStore();
  if (pg) results.push(await crashStore(pg));

  for (const r of results) {
    const line = `${r.store}: acknowledged ${r.acknowledged}, lost ${r.lost}`;
    const extra = r.duplicated || r.wrongId ? ` — DUPLICATED ${r.duplicated}, WRONG ID ${r.wrongId}` : "";
    if (r.failedBeforeKill) console.error(`✖ ${r.store}: ${r.failedBeforeKill} submissions failed before any kill`);
    if (r.lost || r.duplicated || r.wrongId || r.acknowledged === 0) console.error(`✖ ${line}${extra}`);
    else console.log(`✓ ${line}`);
  }
  const table = markdownTable(
    ["store", "kills", "acknowledged", "in flight at kill", "lost", "duplicated", "stored, never answered"],
    results.map((r) => [
      r.store,
      r.rounds,
      r.acknowledged,
      r.inFlightAtKill,
      r.lost,
      r.duplicated + r.wrongId,
      r.storedWithoutAnswer,
    ]),
  );
  const ok = results.every((r) => r.acknowledged > 0 && r.lost === 0 && r.duplicated === 0 && r.wrongId === 0);
  const file = saveResults("crash", { results, ok });
  console.log(`\n${table}\n\nSaved ${file}`);
  if (!ok) console.error("✖ CRASH SAFETY FAILED: an acknowledged submission is missing or duplicated");
  return { ok, table };
}
