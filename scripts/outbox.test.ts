import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pendingIndexNowCount, queueIndexNow } from "../lib/server/indexnow/queue.ts";
import { listIndexNowSubmissions } from "../lib/server/indexnow/rounds.ts";
import { openStore, type Store } from "../lib/server/site-store/index.ts";
import { addEndpoint } from "../lib/server/webhooks/endpoints.ts";
import { enqueueWebhookEvent } from "../lib/server/webhooks/enqueue.ts";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../tests/support/databases.ts";
import { startIndexNowStandIn } from "../tests/support/indexnow-stand-in.ts";
import { startWebhookReceiver } from "../tests/support/webhook-receiver.ts";
import { startBrevoStandIn } from "./stand-ins/delivery.ts";

const run = promisify(execFile);

describe.each(["sqlite", "postgres"] as const)("npm run outbox on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  const closers: (() => Promise<void>)[] = [];

  async function outbox(env: Record<string, string>) {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir, LOG_LEVEL: "info", ...env };
    if (database.databaseUrl) childEnv.DATABASE_URL = database.databaseUrl;
    else delete childEnv.DATABASE_URL;
    const { stdout } = await run(process.execPath, ["--conditions=react-server", "scripts/outbox.ts"], {
      env: childEnv,
    });
    return stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  async function automation(company: string) {
    const id = randomUUID();
    await store.submit({
      id,
      type: "automation",
      email: null,
      fields: { firstName: "Léa", lastName: "Martin", company },
      idempotencyKey: null,
      channels: ["brevo-automation"],
      limits: [],
      oncePerEmail: false,
      now: Date.now(),
    });
    return id;
  }

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    store = await openStore(database);
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await store.close();
    await database.drop();
  });

  it("delivers the due jobs once and exits; a failed one waits for the next run", async () => {
    let calls = 0;
    const brevo = await startBrevoStandIn(() => (++calls === 1 ? { status: 503 } : { status: 201 }));
    closers.push(brevo.close);
    const ids = [await automation("Boulangerie Martin"), await automation("Garage Dubois")];
    const env = { BREVO_API_KEY: "k", BREVO_API_URL: brevo.url, OUTBOX_RETRY_BASE_MS: "60000" };

    const first = await outbox(env);
    expect(first.find((line) => line.msg === "outbox drained")).toMatchObject({ handled: 2, pending: 1 });
    expect(brevo.requests).toHaveLength(2);
    expect(await store.listJobs(["done"])).toHaveLength(1);
    const [waiting] = await store.listJobs(["pending"]);
    expect(waiting).toMatchObject({ attempts: 1, lastError: "Brevo HTTP 503" });
    expect(ids).toContain(waiting?.submissionId);

    // Not due yet (one minute of backoff): the next run leaves it alone.
    const second = await outbox(env);
    expect(second.find((line) => line.msg === "outbox drained")).toMatchObject({ handled: 0, pending: 1 });
    expect(brevo.requests).toHaveLength(2);
    expect(JSON.stringify([...first, ...second])).not.toContain("Martin");
  });

  it("sends the signed webhooks due in the same run", async () => {
    const crm = await startWebhookReceiver(() => ({ status: 200 }));
    closers.push(crm.close);
    const db = await openMigratedDb(database);
    closers.push(() => db.close());
    const endpoint = await addEndpoint(db, { url: crm.url("/crm"), events: ["lead.created"] }, Date.now());
    await db.transaction((tx) =>
      enqueueWebhookEvent(tx, "lead.created", [{ submissionId: "lead-1", data: { id: "lead-1" } }], Date.now()),
    );
    const lines = await outbox({ WEBHOOK_ALLOWED_ORIGINS: crm.origin });
    expect(lines.find((line) => line.msg === "webhooks drained")).toMatchObject({ sent: 1, pending: 0 });
    expect(crm.requests).toHaveLength(1);
    expect(crm.verify(crm.requests[0]!, endpoint.secret)).toMatchObject({
      type: "lead.created",
      data: { id: "lead-1" },
    });
  });

  it("sends the IndexNow addresses due in the same run, from a production host only", async () => {
    const search = await startIndexNowStandIn();
    closers.push(search.close);
    const db = await openMigratedDb(database);
    closers.push(() => db.close());
    await queueIndexNow(db, ["/blog/relancer-un-client"], Date.now());
    const env = { INDEXNOW_KEY: "cle-indexnow-des-tests", INDEXNOW_ENDPOINT: search.url };

    // Outside production the address stays queued, and nothing is said of IndexNow.
    const quiet = await outbox({ ...env, NODE_ENV: "development" });
    expect(quiet.find((line) => line.msg === "indexnow drained")).toBeUndefined();
    expect(search.received).toEqual([]);
    expect(await pendingIndexNowCount(db)).toBe(1);

    const lines = await outbox({ ...env, NODE_ENV: "production" });
    expect(lines.find((line) => line.msg === "indexnow drained")).toMatchObject({ sent: 1 });
    expect(search.received).toHaveLength(1);
    expect(search.received[0]).toMatchObject({ key: "cle-indexnow-des-tests" });
    expect(search.received[0]?.urlList).toEqual([expect.stringMatching(/\/blog\/relancer-un-client$/)]);
    expect(await pendingIndexNowCount(db)).toBe(0);
    expect(await listIndexNowSubmissions(db)).toHaveLength(1);
  });
});
