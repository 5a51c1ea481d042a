import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_FUNCTIONS_KEY } from "../../lib/config/env.ts";
import { FORM_PROOF_HEADER } from "../../lib/forms/form-proof.ts";
import { openStore } from "../../lib/server/site-store/index.ts";
import { reconcile } from "../../scripts/bench/crash.ts";
import { freePort } from "../../scripts/free-port.ts";
import { nextDistDir } from "../../scripts/gates/next-build.ts";
import { SERVE_SCRIPT } from "../../scripts/serve.ts";
import { deployedShellEnv } from "../serve-env.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { solvedProof } from "../support/solved-proof.ts";

/*
 * Crash safety of the server (the build served as `npm run serve` serves it: its standalone server,
 * through scripts/serve.ts): contact submissions keep arriving while the server process group
 * is killed with SIGKILL (nothing flushed, no shutdown hook), restarted on the same store, three
 * times. Every submission answered with a submissionId must then be stored exactly once, under
 * that id — on SQLite and on PostgreSQL.
 */

const ROUNDS = 3;
const CLIENTS = 12;
const LOAD_MS = 1500;

/** Every server started, killed at the end whatever happens to a test. */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) killGroup(child, "SIGKILL");
});

interface RunningServer {
  url: string;
  child: ChildProcess;
}

async function startNext(db: TestDatabase): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      // Not vitest's environment: only what a deployed server would have.
      ...deployedShellEnv(),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
    },
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} (is the build in ${nextDistDir()}?)`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  killGroup(child, "SIGKILL");
  throw new Error(`the server did not answer /health within 30 s on ${url}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

const contact = (email: string, n: number) => ({
  firstName: "Camille",
  lastName: "Martin",
  company: "Boulangerie Martin",
  email,
  phone: "+33 6 12 34 56 78",
  message: `Bonjour, je souhaite une démonstration de vos applications (demande ${n}).`,
  formSource: "Contact Form",
});

/** Submits from CLIENTS loops until the kill; returns the acknowledged ids by e-mail. */
async function submitUntilKilled(server: RunningServer, runId: string, acked: Map<string, string>, first: number) {
  let n = first;
  let stop = false;
  const failures: string[] = [];
  const loop = async () => {
    while (!stop) {
      const i = n++;
      const email = `crash-${runId}-${i}@exemple.fr`;
      try {
        const proof = await solvedProof(server.url, "contact");
        const res = await fetch(`${server.url}/functions/v1/submit-contact`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${DEFAULT_FUNCTIONS_KEY}`,
            [FORM_PROOF_HEADER]: proof,
            "x-forwarded-for": `10.9.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify(contact(email, i)),
        });
        const body = (await res.json()) as { submissionId?: string };
        if (res.ok && body.submissionId) acked.set(email, body.submissionId);
        else if (!stop) failures.push(`HTTP ${res.status}`);
      } catch (error) {
        if (!stop) failures.push((error as Error).message);
      }
    }
  };
  const loops = Array.from({ length: CLIENTS }, loop);
  await new Promise((r) => setTimeout(r, LOAD_MS));
  stop = true;
  killGroup(server.child, "SIGKILL");
  await exited(server.child);
  await Promise.allSettled(loops);
  return { next: n, failures };
}

async function crashAndCount(kind: "sqlite" | "postgres") {
  const db = await createTestDatabase(kind);
  const runId = randomBytes(3).toString("hex");
  const acked = new Map<string, string>();
  const failures: string[] = [];
  try {
    let next = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = await submitUntilKilled(await startNext(db), runId, acked, next);
      next = outcome.next;
      failures.push(...outcome.failures);
    }
    const last = await startNext(db);
    killGroup(last.child, "SIGTERM");
    await exited(last.child);

    const store = await openStore({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
    const rows = await store.listSubmissions({ type: "contact" });
    await store.close();
    const counts = reconcile(
      acked,
      rows.map((row) => ({ email: String(row.fields.email ?? ""), id: row.id })),
    );
    return { acknowledged: acked.size, counts, failures };
  } finally {
    await db.drop();
  }
}

describe("SIGKILL during submissions on the server of the build", () => {
  for (const kind of ["sqlite", "postgres"] as const) {
    it(`${kind}: every acknowledged submission is stored exactly once after ${ROUNDS} kills`, async () => {
      const { acknowledged, counts, failures } = await crashAndCount(kind);
      console.log(`${kind}: acknowledged ${acknowledged}, lost ${counts.lost}, duplicated ${counts.duplicated}`);
      expect(failures, "submissions refused or failed before the kill").toEqual([]);
      expect(acknowledged).toBeGreaterThan(ROUNDS * CLIENTS);
      expect({ lost: counts.lost, duplicated: counts.duplicated, storedUnderAnotherId: counts.wrongId }).toEqual({
        lost: 0,
        duplicated: 0,
        storedUnderAnotherId: 0,
      });
    }, 120_000);
  }
});
