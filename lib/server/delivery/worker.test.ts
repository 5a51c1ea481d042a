import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { FunctionsClient } from "@supabase/functions-js";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BrevoReply, startBrevoStandIn, startSmtpStandIn } from "../../../scripts/stand-ins/delivery.ts";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { fetchWithProofs } from "../../../tests/support/form-proof.ts";
import { startTestServer } from "../../../tests/support/functions-server.ts";
import { loadConfig, type ServerConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { openStore, type Store, type SubmissionType } from "../site-store/index.ts";
import { createChannels } from "./channels.ts";
import { startDelivery } from "./index.ts";
import { createOutboxWorker } from "./worker.ts";

const T0 = Date.UTC(2026, 3, 24, 9, 0, 0);
const silent = createLogger("silent");

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const FIELDS: Record<SubmissionType, Record<string, unknown>> = {
  automation: { firstName: "Léa", lastName: "Martin", company: "Boulangerie Martin" },
  newsletter: { email: "lea@exemple.fr" },
  contact: {
    firstName: "Jean",
    lastName: "Dupont",
    company: "Dupont SARL",
    email: "jean@exemple.fr",
    phone: "06 12 34 56 78",
    message: "Pouvez-vous me rappeler demain matin ?",
    formSource: "Contact Form",
  },
  demo: {},
};
const CHANNEL = {
  automation: "brevo-automation",
  newsletter: "brevo-newsletter",
  contact: "sales-email",
  demo: "sales-email",
} as const;

function seed(store: Store, type: SubmissionType, now = T0) {
  const id = randomUUID();
  const fields = FIELDS[type];
  return store
    .submit({
      id,
      type,
      email: typeof fields.email === "string" ? fields.email : null,
      fields,
      idempotencyKey: null,
      channels: [CHANNEL[type]],
      limits: [],
      oncePerEmail: false,
      now,
    })
    .then(() => id);
}

describe.each(["sqlite", "postgres"] as const)("outbox delivery on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let clock: number;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    clock = T0;
    database = await createTestDatabase(kind);
    store = await openStore(database);
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await store.close();
    await database.drop();
  });

  function configFor(env: Record<string, string>): ServerConfig {
    return loadConfig({ OUTBOX_RETRY_BASE_MS: "1000", OUTBOX_MAX_ATTEMPTS: "3", ...env });
  }

  function workerFor(config: ServerConfig, options: { workerId?: string; store?: Store } = {}) {
    const db = openMigratedDb(database);
    const channels = createChannels(config, () => db);
    closers.push(async () => {
      channels.close();
      await (await db).close();
    });
    return createOutboxWorker({
      store: options.store ?? store,
      deliverers: channels.deliverers,
      logger: silent,
      outbox: config.outbox,
      limitRetentionMs: 60_000,
      now: () => clock,
      random: () => 0,
      ...(options.workerId ? { workerId: options.workerId } : {}),
    });
  }

  async function brevo(reply: (request: { body: Record<string, unknown> }, index: number) => BrevoReply) {
    const standIn = await startBrevoStandIn(reply);
    closers.push(standIn.close);
    return standIn;
  }

  it("a stand-in Brevo that fails, then limits, then accepts receives each automation contact exactly once", async () => {
    const seen = new Map<unknown, number>();
    const standIn = await brevo(({ body }) => {
      const n = (seen.get(body.ext_id) ?? 0) + 1;
      seen.set(body.ext_id, n);
      if (n === 1) return { status: 502, body: { code: "internal_error", message: "boom" } };
      if (n === 2)
        return { status: 429, headers: { "x-sib-ratelimit-reset": "0" }, body: { code: "too_many_requests" } };
      return { status: 201, body: { id: 42 } };
    });
    const server = await startTestServer(database, {}, {});
    closers.push(server.close);
    const config = loadConfig({
      BREVO_API_KEY: "cle-brevo",
      BREVO_API_URL: standIn.url,
      BREVO_AUTOMATION_LIST_ID: "7",
      OUTBOX_RETRY_BASE_MS: "10",
      OUTBOX_POLL_MS: "20",
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    const delivery = startDelivery({ config, store: server.store, logger: silent });
    closers.push(delivery.stop);

    const client = new FunctionsClient(server.functionsUrl, {
      headers: { Authorization: "Bearer site-public-key" },
      customFetch: fetchWithProofs(server.store),
    });
    const ids: string[] = [];
    for (const company of ["Boulangerie Martin", "Garage Dubois", "Cabinet Leroy"]) {
      const { data, error } = await client.invoke("brevo-automation-contact", {
        body: { firstName: "Léa", lastName: "Martin", company },
      });
      expect(error).toBeNull();
      ids.push(data.submissionId);
      delivery.worker.notify();
    }
    const brevoDone = async () =>
      (await server.store.listJobs(["done"])).filter((job) => job.channel === "brevo-automation").length;
    await until(async () => (await brevoDone()) === 3);
    await new Promise((resolve) => setTimeout(resolve, 100));

    for (const id of ids) {
      const received = standIn.requests.filter((r) => r.body.ext_id === id);
      expect(received.map((r) => r.status)).toEqual([502, 429, 201]);
    }
    expect(standIn.requests).toHaveLength(9);
    const accepted = standIn.requests.filter((r) => r.status === 201);
    expect(accepted.map((r) => r.body.ext_id).sort()).toEqual([...ids].sort());
    expect(accepted[0]).toMatchObject({
      path: "/v3/contacts",
      apiKey: "cle-brevo",
      body: {
        attributes: { FIRSTNAME: "Léa", LASTNAME: "Martin", COMPANY: expect.any(String) },
        listIds: [7],
        updateEnabled: true,
      },
    });
    // The announcements wait for SMTP, not configured here: Brevo's jobs are all done.
    const left = await server.store.listJobs(["pending", "failed"]);
    expect(left.filter((job) => job.channel === "brevo-automation")).toEqual([]);
    // No chat channel configured: its announcements are done with nothing sent.
    expect(new Set(left.map((job) => job.channel))).toEqual(new Set(["announce-email"]));
    expect((await server.store.listJobs(["done"])).filter((job) => job.channel === "announce-chat")).toHaveLength(3);
  });

  it("marks a job failed after the bounded number of attempts, with backoff between them", async () => {
    const standIn = await brevo(() => ({ status: 503 }));
    const worker = workerFor(configFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url }));
    await seed(store, "automation");
    expect(await worker.runOnce()).toBe(1);
    const [pending] = await store.listJobs(["pending"]);
    expect(pending).toMatchObject({ attempts: 1, lastError: "Brevo HTTP 503", nextAttemptAt: T0 + 500 });
    clock += 499;
    expect(await worker.runOnce()).toBe(0);
    clock += 1;
    expect(await worker.runOnce()).toBe(1);
    expect((await store.listJobs(["pending"]))[0]?.nextAttemptAt).toBe(clock + 1000);
    clock += 1000;
    expect(await worker.runOnce()).toBe(1);
    const [failed] = await store.listJobs(["failed"]);
    expect(failed).toMatchObject({ attempts: 3, status: "failed", lastError: "Brevo HTTP 503" });
    clock += 3_600_000;
    expect(await worker.runOnce()).toBe(0);
    expect(standIn.requests).toHaveLength(3);
  });

  it("wakes when the earliest rescheduled job falls due, not at the next poll", async () => {
    const standIn = await brevo((_, i) => (i < 2 ? { status: 500 } : { status: 201, body: { id: 42 } }));
    // A poll ten minutes away, far beyond the test's patience (15 s, whatever the machine's
    // speed): only the wake-up at each retry can deliver in time.
    const config = loadConfig({
      BREVO_API_KEY: "k",
      BREVO_API_URL: standIn.url,
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_POLL_MS: "600000",
    });
    await seed(store, "automation", Date.now());
    const delivery = startDelivery({ config, store, logger: silent });
    closers.push(delivery.stop);
    await until(async () => (await store.listJobs(["done"])).length === 1, 15_000);
    expect(standIn.requests.map((r) => r.status)).toEqual([500, 500, 201]);
  });

  it("drains the due jobs once and stops (npm run outbox)", async () => {
    const standIn = await brevo(() => ({ status: 201 }));
    const failing = await brevo(() => ({ status: 503 }));
    const worker = workerFor(configFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url }));
    for (let i = 0; i < 7; i++) await seed(store, "automation");
    expect(await worker.drain()).toBe(7);
    expect(await store.listJobs(["done"])).toHaveLength(7);
    expect(await worker.drain()).toBe(0);

    const retrying = workerFor(configFor({ BREVO_API_KEY: "k", BREVO_API_URL: failing.url }));
    await seed(store, "automation");
    expect(await retrying.drain()).toBe(1);
    expect(failing.requests).toHaveLength(1);
    expect((await store.listJobs(["pending"]))[0]).toMatchObject({ attempts: 1, nextAttemptAt: T0 + 500 });
  });

  it("gives up at once on an error a retry cannot fix", async () => {
    const standIn = await brevo(() => ({ status: 400, body: { code: "invalid_parameter", message: "x@y.z is bad" } }));
    const worker = workerFor(configFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url }));
    await seed(store, "automation");
    await worker.runOnce();
    const [failed] = await store.listJobs(["failed"]);
    expect(failed).toMatchObject({ attempts: 1, lastError: "Brevo HTTP 400 invalid_parameter" });
  });

  it("waits for Brevo's rate-limit reset before calling it again, for every Brevo job", async () => {
    const standIn = await brevo((_, i) =>
      i === 0 ? { status: 429, headers: { "x-sib-ratelimit-reset": "30" } } : { status: 201, body: {} },
    );
    const worker = workerFor(
      configFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url, BREVO_NEWSLETTER_LIST_ID: "3" }),
    );
    await seed(store, "automation");
    await worker.runOnce();
    expect((await store.listJobs(["pending"]))[0]?.nextAttemptAt).toBe(T0 + 30_000);
    await seed(store, "newsletter", clock);
    clock += 29_999;
    expect(await worker.runOnce()).toBe(0);
    clock += 1;
    expect(await worker.runOnce()).toBe(2);
    expect(standIn.requests.map((r) => r.path)).toEqual(["/v3/contacts", "/v3/contacts", "/v3/contacts"]);
    expect(standIn.requests.find((r) => r.body.email)?.body).toEqual({
      email: "lea@exemple.fr",
      listIds: [3],
      updateEnabled: true,
    });
  });

  it("pauses when a success says the quota is spent", async () => {
    const standIn = await brevo(() => ({
      status: 201,
      headers: { "x-sib-ratelimit-remaining": "0", "x-sib-ratelimit-reset": "10" },
    }));
    const worker = workerFor(configFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url }));
    await seed(store, "automation");
    await worker.runOnce();
    await seed(store, "automation", clock);
    clock += 9_000;
    expect(await worker.runOnce()).toBe(0);
    clock += 1_000;
    expect(await worker.runOnce()).toBe(1);
  });

  it("signs newsletter addresses up through Brevo's double opt-in when a template is set, in Brevo's mode", async () => {
    const standIn = await brevo(() => ({ status: 201 }));
    const worker = workerFor(
      configFor({
        NEWSLETTER_CONFIRMATION: "brevo",
        BREVO_API_KEY: "k",
        BREVO_API_URL: standIn.url,
        BREVO_NEWSLETTER_LIST_ID: "3",
        BREVO_DOI_TEMPLATE_ID: "12",
        SITE_URL: "https://www.exemple.fr",
      }),
    );
    await seed(store, "newsletter");
    await worker.runOnce();
    expect(standIn.requests[0]).toMatchObject({
      path: "/v3/contacts/doubleOptinConfirmation",
      body: { email: "lea@exemple.fr", includeListIds: [3], templateId: 12, redirectionUrl: "https://www.exemple.fr/" },
    });
    expect(await store.listJobs(["done"])).toHaveLength(1);
  });

  it("e-mails contact requests to sales over SMTP, retrying a temporary refusal", async () => {
    const smtp = await startSmtpStandIn((n) => (n === 0 ? 451 : undefined));
    closers.push(smtp.close);
    const worker = workerFor(
      configFor({ SMTP_URL: smtp.url, SALES_EMAIL: "ventes@exemple.fr", MAIL_FROM: "site@exemple.fr" }),
    );
    const id = await seed(store, "contact");
    await worker.runOnce();
    expect((await store.listJobs(["pending"]))[0]?.lastError).toBe("SMTP 451");
    clock += 500;
    await worker.runOnce();
    expect(await store.listJobs(["done"])).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(["ventes@exemple.fr"]);
    expect(mail?.from).toBe("site@exemple.fr");
    expect(mail?.data).toContain("Reply-To: jean@exemple.fr");
    expect(mail?.data).toContain(id);
    expect(mail?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail?.data).toContain("Dupont SARL");
  });

  it("retries an unexpected error and logs its kind, never its message", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const worker = createOutboxWorker({
      store,
      deliverers: new Map([
        [
          "brevo-automation",
          {
            service: "brevo",
            deliver: async () => {
              throw new TypeError("cannot read Léa Martin of Boulangerie Martin");
            },
          },
        ],
      ]),
      logger,
      outbox: configFor({}).outbox,
      limitRetentionMs: 60_000,
      now: () => clock,
      random: () => 0,
    });
    await seed(store, "automation");
    await worker.runOnce();
    expect((await store.listJobs(["pending"]))[0]).toMatchObject({ attempts: 1, lastError: "unexpected TypeError" });
    expect(lines.join("")).toContain("delivery failed, will retry");
    expect(lines.join("")).not.toContain("Martin");
  });

  it("takes again a job whose worker crashed, once its lock expired", async () => {
    const standIn = await brevo(() => ({ status: 201 }));
    const config = configFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url, OUTBOX_LOCK_MS: "60000" });
    await seed(store, "automation");
    await store.claimJobs({
      workerId: "crashed",
      channels: ["brevo-automation"],
      now: clock,
      lockMs: 60_000,
      limit: 5,
    });
    const worker = workerFor(config);
    expect(await worker.runOnce()).toBe(0);
    clock += 60_000;
    expect(await worker.runOnce()).toBe(1);
    expect(await store.listJobs(["done"])).toHaveLength(1);
    expect(standIn.requests).toHaveLength(1);
  });

  it("leaves the jobs of unconfigured channels waiting, quietly", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "warn" },
      new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const delivery = startDelivery({
      config: loadConfig({ OUTBOX_POLL_MS: "10" }),
      store,
      logger,
    });
    closers.push(delivery.stop);
    await seed(store, "automation");
    await seed(store, "contact");
    for (let i = 0; i < 5; i++) delivery.worker.notify();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await store.listJobs(["pending"])).toHaveLength(2);
    expect((await store.listJobs(["pending"])).every((job) => job.attempts === 0)).toBe(true);
    expect(lines).toEqual([]);
    await store.ping();
  });
});

describe("several server processes on one PostgreSQL", () => {
  it("share the outbox without delivering a job twice", async () => {
    const database = await createTestDatabase("postgres");
    const stores = await Promise.all([openStore(database), openStore(database), openStore(database)]);
    const standIn = await startBrevoStandIn(() => ({ status: 201 }));
    const config = loadConfig({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url, OUTBOX_POLL_MS: "10" });
    const [first] = stores;
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await seed(first!, "automation", Date.now()));
    const deliveries = stores.map((store) => startDelivery({ config, store, logger: silent }));
    try {
      await until(async () => (await first!.listJobs(["done"])).length === 24);
      const extIds = standIn.requests.map((r) => r.body.ext_id);
      expect(extIds).toHaveLength(24);
      expect(new Set(extIds)).toEqual(new Set(ids));
    } finally {
      for (const delivery of deliveries) await delivery.stop();
      for (const store of stores) await store.close();
      await standIn.close();
      await database.drop();
    }
  });
});

describe("the outbox worker's loop", () => {
  it("runs its other task alongside, at most every `everyMs`, and keeps going when it fails", async () => {
    const database = await createTestDatabase("sqlite");
    const store = await openStore(database);
    let clock = T0;
    let runs = 0;
    const worker = createOutboxWorker({
      store,
      deliverers: new Map(),
      logger: silent,
      outbox: { ...loadConfig({}).outbox, pollMs: 5 },
      limitRetentionMs: 60_000,
      now: () => clock,
      alongside: {
        everyMs: 1_000,
        run: async () => {
          runs++;
          if (runs === 1) throw new Error("origine injoignable");
        },
      },
    });
    worker.start();
    try {
      // The loop turns (every 5 ms) while the clock stands still: not yet.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runs).toBe(0);
      clock += 1_000;
      await until(async () => runs === 1);
      clock += 999;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runs).toBe(1);
      clock += 1; // its failure did not stop the loop
      await until(async () => runs === 2);
    } finally {
      await worker.stop();
      await store.close();
      await database.drop();
    }
  });
});
