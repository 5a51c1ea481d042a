/**
 * Crash safety of the server (scripts/bench/lib/next-server.ts): contact submissions keep arriving — half of the clients call
 * POST /functions/v1/submit-contact, half the contact form's server action as the browser does —
 * while the server's process group is killed with SIGKILL (no graceful shutdown, nothing flushed),
 * then restarted on the same store, three times. Every submission that was acknowledged (a 2xx
 * with its submissionId, or the action's `{ ok: true, data: { submissionId } }`) must then be in
 * the store exactly once, under that id. Printed as "acknowledged N, lost 0, duplicated 0".
 * Each submission carries its own proof of work (issue 55: without one it would be kept among
 * « Indésirables » and answered as if stored), made with the store's key as it is sent.
 */
import { randomBytes } from "node:crypto";
import { openStore } from "../../lib/server/site-store/index.ts";
import {
  benchEmail,
  CONTACT_PATH,
  contactActionRequest,
  contactBody,
  contactHeaders,
  functionsKey,
} from "./lib/contact.ts";
import { benchDistDir, type ServerProcess, startNext } from "./lib/next-server.ts";
import { benchProof, formProofKey } from "./lib/proofs.ts";
import { markdownTable, saveResults } from "./lib/report.ts";
import { acknowledgedId, readActionId } from "./lib/server-action.ts";
import { type BenchStore, postgresStore, sqliteStore } from "./lib/stores.ts";

const ROUNDS = 3;
/** Half call the function, half the server action. */
const CLIENTS = 24;
/** How long the load runs before each kill. */
const LOAD_MS = 1500;

export interface CrashResult {
  store: "sqlite" | "postgres";
  rounds: number;
  acknowledged: number;
  /** Of them, acknowledged through the server action. */
  acknowledgedByAction: number;
  inFlightAtKill: number;
  lost: number;
  duplicated: number;
  wrongId: number;
  storedWithoutAnswer: number;
  /** Answers other than an acknowledgement (or network errors) before the kill: the load itself went wrong. */
  failedBeforeKill: number;
}

interface Load {
  server: ServerProcess;
  runId: string;
  actionId: string;
  key: string;
  /** The store's "form-proof" key: each submission's proof is made with it, just before it is sent. */
  proofKey: string;
  /** e-mail → acknowledged submission id */
  acked: Map<string, string>;
  viaAction: Set<string>;
  failures: string[];
}

async function submitOnce(load: Load, i: number, viaAction: boolean, stopped: () => boolean): Promise<void> {
  const email = benchEmail(load.runId, i);
  try {
    let id: string | undefined;
    let status: number;
    const proof = await benchProof(load.proofKey, "contact");
    if (viaAction) {
      const call = contactActionRequest(i, load.runId, load.actionId, load.server.url, proof);
      const res = await fetch(`${load.server.url}${call.path}`, {
        method: "POST",
        headers: call.headers,
        body: call.body,
      });
      status = res.status;
      id = res.ok ? acknowledgedId(await res.text()) : undefined;
    } else {
      const res = await fetch(`${load.server.url}${CONTACT_PATH}`, {
        method: "POST",
        headers: contactHeaders(i, load.key, proof),
        body: contactBody(i, load.runId),
      });
      status = res.status;
      const body = (await res.json()) as { submissionId?: string };
      id = res.ok ? body.submissionId : undefined;
    }
    if (id) {
      load.acked.set(email, id);
      if (viaAction) load.viaAction.add(email);
    } else if (!stopped()) load.failures.push(`HTTP ${status}${viaAction ? " (action not acknowledged)" : ""}`);
  } catch (error) {
    if (!stopped()) load.failures.push((error as Error).message);
  }
}

async function loadUntilKilled(load: Load, start: number) {
  let n = start;
  let stop = false;
  let inFlight = 0;
  const client = async (index: number) => {
    while (!stop) {
      const i = n++;
      inFlight++;
      try {
        await submitOnce(load, i, index % 2 === 1, () => stop);
      } finally {
        inFlight--;
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  await new Promise((r) => setTimeout(r, LOAD_MS));
  const atKill = inFlight;
  stop = true;
  await load.server.kill();
  await Promise.allSettled(clients);
  return { next: n, inFlightAtKill: atKill };
}

/** Compares what was acknowledged with what the store holds for this run. */
export function reconcile(
  acked: ReadonlyMap<string, string>,
  stored: ReadonlyArray<{ email: string; id: string }>,
): { lost: number; duplicated: number; wrongId: number; storedWithoutAnswer: number } {
  const byEmail = new Map<string, string[]>();
  for (const row of stored) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);
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
  return { lost, duplicated, wrongId, storedWithoutAnswer };
}

async function crashStore(store: BenchStore, actionId: string): Promise<CrashResult> {
  const runId = randomBytes(3).toString("hex");
  const acked = new Map<string, string>();
  const viaAction = new Set<string>();
  const failures: string[] = [];
  const key = functionsKey();
  let next = 0;
  let inFlightAtKill = 0;
  try {
    // The key the server verifies with, made now (site_keys): it survives every kill with the store.
    const proofKey = await formProofKey(store);
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startNext({ ...store.env, TRUST_PROXY: "1" });
      const outcome = await loadUntilKilled(
        { server, runId, actionId, key, proofKey, acked, viaAction, failures },
        next,
      );
      next = outcome.next;
      inFlightAtKill += outcome.inFlightAtKill;
    }
    // The store must open again after the last crash; then count what it holds.
    const restarted = await startNext({ ...store.env, TRUST_PROXY: "1" });
    await restarted.stop();
    const db = await openStore({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    const rows = await db.listSubmissions({ type: "contact" });
    await db.close();
    const mine = rows
      .map((row) => ({ email: String(row.fields.email ?? "").toLowerCase(), id: row.id }))
      .filter((row) => row.email.startsWith(`bench-${runId}-`));
    return {
      store: store.kind,
      rounds: ROUNDS,
      acknowledged: acked.size,
      acknowledgedByAction: viaAction.size,
      inFlightAtKill,
      ...reconcile(acked, mine),
      failedBeforeKill: failures.length,
    };
  } finally {
    await store.drop();
  }
}

export function crashLine(r: CrashResult): string {
  return `${r.store}: acknowledged ${r.acknowledged}, lost ${r.lost}, duplicated ${r.duplicated + r.wrongId}`;
}

export function crashTable(results: CrashResult[]): string {
  return markdownTable(
    [
      "store",
      "kills",
      "acknowledged (of which by the action)",
      "in flight at kill",
      "lost",
      "duplicated",
      "stored, never answered",
    ],
    results.map((r) => [
      r.store,
      r.rounds,
      `${r.acknowledged} (${r.acknowledgedByAction})`,
      r.inFlightAtKill,
      r.lost,
      r.duplicated + r.wrongId,
      r.storedWithoutAnswer,
    ]),
  );
}

export async function benchCrash(): Promise<{ ok: boolean; table: string }> {
  const actionId = readActionId(benchDistDir());
  console.log(
    `\n▶ crash safety: ${CLIENTS} clients (half the function, half the server action), SIGKILL of the server after ${LOAD_MS} ms, ${ROUNDS} rounds per store`,
  );
  const results: CrashResult[] = [await crashStore(sqliteStore(), actionId)];
  const pg = await postgresStore();
  if (pg) results.push(await crashStore(pg, actionId));

  for (const r of results) {
    if (r.failedBeforeKill) console.error(`✖ ${r.store}: ${r.failedBeforeKill} submissions failed before any kill`);
    if (r.lost || r.duplicated || r.wrongId || r.acknowledged === 0) console.error(`✖ ${crashLine(r)}`);
    else console.log(`✓ ${crashLine(r)}`);
  }
  const table = crashTable(results);
  const ok = results.every(
    (r) => r.acknowledged > 0 && r.acknowledgedByAction > 0 && r.lost === 0 && r.duplicated === 0 && r.wrongId === 0,
  );
  const file = saveResults("crash", { build: "next", actionId, clients: CLIENTS, loadMs: LOAD_MS, results, ok });
  console.log(`\n${table}\n\n${results.map(crashLine).join(" — ")}\n\nSaved ${file}`);
  if (!ok) console.error("✖ CRASH SAFETY FAILED: an acknowledged submission is missing or duplicated");
  return { ok, table };
}
