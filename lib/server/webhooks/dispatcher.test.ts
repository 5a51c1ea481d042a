import { afterEach, describe, expect, it } from "vitest";
import { openMigratedDb } from "../../../tests/support/databases.ts";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../../tests/support/webhook-receiver.ts";
import { createLogger } from "../logger.ts";
import type { Db } from "../store/db.ts";
import { recentDeliveries } from "./delivery-log.ts";
import { WEBHOOK_HISTORY_MS } from "./delivery-queue.ts";
import { attemptOutcome } from "./desk-labels.ts";
import { createWebhookDispatcher, type WebhookDispatcherOptions } from "./dispatcher.ts";
import {
  addEndpoint,
  getEndpoint,
  ROTATION_OVERLAP_MS,
  rotateEndpointSecret,
  setEndpointEnabled,
} from "./endpoints.ts";
import { enqueueWebhookEvent } from "./enqueue.ts";
import type { LeadEvent } from "./events.ts";
import { WEBHOOK_POLICY } from "./policy.ts";
import { replayDelivery, sendTestEvent } from "./replay.ts";
import { signatureHeader } from "./signing.ts";

const silent = createLogger("silent");
const ALL_EVENTS: LeadEvent[] = ["lead.created", "lead.updated", "lead.erased"];
const OTHER_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  payload: string | null;
}

describe.each(["sqlite", "postgres"] as const)("signed webhooks delivered on %s", (kind) => {
  let db: Db;
  let database: Parameters<typeof openMigratedDb>[0];
  // The receivers verify signatures against the real clock (5 minutes of tolerance): the tests' clock starts now.
  let clock: number;
  const closers: (() => Promise<void>)[] = [];
  freshDatabaseEachTest(kind, (opened) => {
    ({ db, database } = opened);
    clock = Date.now();
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function receiver(reply?: Parameters<typeof startWebhookReceiver>[0]): Promise<WebhookReceiver> {
    const started = await startWebhookReceiver(reply);
    closers.push(started.close);
    return started;
  }

  function dispatcher(allowed: WebhookReceiver, options: Partial<WebhookDispatcherOptions> = {}) {
    return createWebhookDispatcher({
      db,
      logger: silent,
      allowedOrigins: [allowed.origin],
      now: () => clock,
      random: () => 0,
      ...options,
    });
  }

  async function deliveries(): Promise<DeliveryRow[]> {
    const rows = await db.all<DeliveryRow>(
      "SELECT id, endpoint_id, event, status, attempts, next_attempt_at, last_error, payload FROM webhook_deliveries ORDER BY created_at, id",
    );
    return rows.map((row) => ({
      ...row,
      attempts: Number(row.attempts),
      next_attempt_at: Number(row.next_attempt_at),
    }));
  }

  const enqueue = (event: LeadEvent, ...items: { submissionId: string | null; data: unknown }[]) =>
    db.transaction((tx) => enqueueWebhookEvent(tx, event, items, clock));

  it("delivers each event signed, to the enabled endpoints subscribed to it, once, and records the attempt", async () => {
    const crm = await receiver(() => ({ status: 200 }));
    const subscribed = await addEndpoint(db, { url: crm.url("/crm"), events: ["lead.created"] }, clock);
    await addEndpoint(db, { url: crm.url("/autre"), events: ["lead.erased"] }, clock);
    const stopped = await addEndpoint(db, { url: crm.url("/arrete"), events: ALL_EVENTS }, clock);
    await setEndpointEnabled(db, stopped.id, false, clock);
    const lead = { id: "lead-1", type: "contact", company: "Atelier Lumière" };
    expect(await enqueue("lead.created", { submissionId: "lead-1", data: lead })).toBe(1);

    expect(await dispatcher(crm).runOnce()).toBe(1);
    expect(crm.requests.map((r) => r.path)).toEqual(["/crm"]);
    const [request] = crm.requests as [WebhookReceiver["requests"][number]];
    expect(crm.verify(request, subscribed.secret)).toEqual({
      type: "lead.created",
      timestamp: new Date(clock).toISOString(),
      data: lead,
    });
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-timestamp"]).toBe(String(Math.floor(clock / 1000)));
    const [delivery] = await deliveries();
    expect(request.headers["webhook-id"]).toBe(delivery?.id);
    expect(delivery?.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(delivery).toMatchObject({ status: "done", attempts: 1, last_error: null });
    const [logged] = await recentDeliveries(db, subscribed.id);
    expect(logged?.attemptLog).toEqual([{ at: clock, statusCode: 200, durationMs: expect.any(Number), error: null }]);
    // Another secret does not verify it.
    expect(() => crm.verify(request, OTHER_SECRET)).toThrow(/No matching signature/);
    expect(await dispatcher(crm).runOnce()).toBe(0);
  });

  it("retries after a 500 with the same webhook-id, later, each attempt signed with its own time", async () => {
    const crm = await receiver((_, index) => ({ status: index === 0 ? 500 : 204 }));
    const endpoint = await addEndpoint(db, { url: crm.url("/crm"), events: ALL_EVENTS }, clock);
    await enqueue("lead.updated", { submissionId: "lead-1", data: { id: "lead-1", status: "gagnee" } });
    const webhooks = dispatcher(crm);
    expect(await webhooks.runOnce()).toBe(1);
    const [waiting] = await deliveries();
    // The first retry: 5 s of backoff, halved by the jitter (random() = 0).
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, last_error: "http 500" });
    expect(waiting?.next_attempt_at).toBe(clock + WEBHOOK_POLICY.retry.baseMs / 2);
    expect(await webhooks.runOnce()).toBe(0);
    clock += WEBHOOK_POLICY.retry.baseMs;
    expect(await webhooks.runOnce()).toBe(1);
    expect(crm.requests).toHaveLength(2);
    const [first, second] = crm.requests as [WebhookReceiver["requests"][number], WebhookReceiver["requests"][number]];
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(Number(second.headers["webhook-timestamp"]) - Number(first.headers["webhook-timestamp"])).toBe(5);
    expect(second.body).toBe(first.body);
    for (const request of crm.requests)
      expect(crm.verify(request, endpoint.secret)).toMatchObject({ type: "lead.updated" });
    expect((await deliveries())[0]).toMatchObject({ status: "done", attempts: 2 });
    const [logged] = await recentDeliveries(db, endpoint.id);
    expect(logged?.attemptLog.map((a) => a.statusCode)).toEqual([204, 500]);
  });

  it("waits at least the Retry-After of a 429, and gives up 3 days after the event", async () => {
    const crm = await receiver(() => ({ status: 429, headers: { "retry-after": "120" } }));
    await addEndpoint(db, { url: crm.url("/crm"), events: ALL_EVENTS }, clock);
    await enqueue("lead.created", { submissionId: "lead-1", data: {} });
    const webhooks = dispatcher(crm);
    await webhooks.runOnce();
    expect((await deliveries())[0]?.next_attempt_at).toBe(clock + 120_000);
    const created = clock;
    clock = created + WEBHOOK_POLICY.giveUpAfterMs;
    expect(await dispatcher(crm).runOnce()).toBe(1);
    expect((await deliveries())[0]).toMatchObject({ status: "failed", attempts: 2, last_error: "http 429" });
  });

  it("disables an endpoint that answers 410 Gone; its deliveries wait, and resume when it is enabled again", async () => {
    let gone = true;
    const crm = await receiver(() => ({ status: gone ? 410 : 200 }));
    const endpoint = await addEndpoint(db, { url: crm.url("/crm"), events: ALL_EVENTS }, clock);
    await enqueue("lead.created", { submissionId: "a", data: { id: "a" } }, { submissionId: "b", data: { id: "b" } });
    const webhooks = dispatcher(crm, { perEndpoint: 1 });
    expect(await webhooks.runOnce()).toBe(1);
    expect(await getEndpoint(db, endpoint.id)).toMatchObject({ enabled: false, disabledReason: "gone" });
    expect(await webhooks.runOnce()).toBe(0);
    expect((await deliveries()).map((d) => d.status)).toEqual(["pending", "pending"]);
    // Nothing new is queued for it while it is disabled.
    expect(await enqueue("lead.updated", { submissionId: "a", data: {} })).toBe(0);
    gone = false;
    clock += 60_000;
    await setEndpointEnabled(db, endpoint.id, true, clock);
    expect(await webhooks.drain()).toBe(2);
    expect((await deliveries()).map((d) => d.status)).toEqual(["done", "done"]);
    expect(crm.requests).toHaveLength(3);
  });

  it("does not let a slow endpoint hold another's delivery, nor take all the room", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    closers.push(async () => release());
    // The slow CRM would answer after 30 s; the attempt's timeout (shortened here) cuts it short.
    const crm = await receiver((request) => (request.path === "/lent" ? { status: 200, hold: held } : { status: 200 }));
    const slow = await addEndpoint(db, { url: crm.url("/lent"), events: ["lead.updated"] }, clock);
    const quick = await addEndpoint(db, { url: crm.url("/rapide"), events: ["lead.created"] }, clock);
    await enqueue("lead.updated", ...["a", "b", "c", "d"].map((id) => ({ submissionId: id, data: { id } })));
    await enqueue("lead.created", { submissionId: "e", data: { id: "e" } });
    const webhooks = dispatcher(crm, { timeoutMs: 500, batchSize: 3, perEndpoint: 2 });
    const pass = webhooks.runOnce();
    const quickStatus = async () => (await deliveries()).find((d) => d.endpoint_id === quick.id)?.status;
    await until(async () => (await quickStatus()) === "done");
    // Delivered while the slow endpoint's two requests are still unanswered, their attempts not over.
    expect(crm.on("/lent")).toHaveLength(2);
    expect((await recentDeliveries(db, slow.id)).flatMap((d) => d.attemptLog)).toEqual([]);
    expect(await pass).toBe(3);
    const slowOnes = (await deliveries()).filter((d) => d.endpoint_id === slow.id);
    expect(slowOnes.map((d) => [d.status, d.last_error])).toEqual([
      ["pending", "timeout"],
      ["pending", "timeout"],
      ["pending", null],
      ["pending", null],
    ]);
    expect(slowOnes.filter((d) => d.attempts === 1)).toHaveLength(2);
  });

  it("does not follow a redirect: the 3xx is a failure, retried and logged as such", async () => {
    const crm = await receiver((request) =>
      request.path === "/ancienne" ? { status: 302, headers: { location: "/nouvelle" } } : { status: 200 },
    );
    const endpoint = await addEndpoint(db, { url: crm.url("/ancienne"), events: ALL_EVENTS }, clock);
    await enqueue("lead.created", { submissionId: "a", data: {} });
    await dispatcher(crm).runOnce();
    expect(crm.requests.map((r) => r.path)).toEqual(["/ancienne"]);
    expect((await deliveries())[0]).toMatchObject({ status: "pending", last_error: "redirect 302" });
    const [attempt] = (await recentDeliveries(db, endpoint.id))[0]?.attemptLog ?? [];
    expect(attempt).toMatchObject({ statusCode: 302, error: "redirect" });
    expect(attemptOutcome(attempt as NonNullable<typeof attempt>)).toBe("302\u00a0: redirection non suivie");
  });

  it("signs with both secrets for a day after a rotation, each verifying, then with the new one only", async () => {
    const crm = await receiver(() => ({ status: 200 }));
    const endpoint = await addEndpoint(db, { url: crm.url("/crm"), events: ALL_EVENTS }, clock);
    const rotated = await rotateEndpointSecret(db, endpoint.id, clock);
    expect(rotated).toMatchObject({ previousSecret: endpoint.secret, previousUntil: clock + ROTATION_OVERLAP_MS });
    expect(rotated?.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated?.secret).not.toBe(endpoint.secret);
    await enqueue("lead.created", { submissionId: "a", data: { id: "a" } });
    await dispatcher(crm).runOnce();
    const [request] = crm.requests as [WebhookReceiver["requests"][number]];
    const signatures = request.headers["webhook-signature"]?.split(" ") ?? [];
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => s.startsWith("v1,"))).toBe(true);
    expect(crm.verify(request, rotated?.secret ?? "")).toMatchObject({ type: "lead.created" });
    expect(crm.verify(request, endpoint.secret)).toMatchObject({ type: "lead.created" });
    // Each signature alone is the one of its secret.
    for (const [index, secret] of [rotated?.secret ?? "", endpoint.secret].entries())
      expect(
        crm.verify(
          { ...request, headers: { ...request.headers, "webhook-signature": signatures[index] ?? "" } },
          secret,
        ),
      ).toMatchObject({ type: "lead.created" });
    const later = clock + ROTATION_OVERLAP_MS;
    expect(signatureHeader(rotated ?? endpoint, "msg_1", later, "{}").split(" ")).toHaveLength(1);
    expect((await getEndpoint(db, endpoint.id, later))?.previousSecret).toBeNull();
  });

  // On PostgreSQL, two instances (two pools); SQLite serves one process, whose dispatchers share its connection.
  it("delivers each event once with two dispatchers on the same database", async () => {
    const crm = await receiver(() => ({ status: 200 }));
    for (const path of ["/a", "/b", "/c"]) await addEndpoint(db, { url: crm.url(path), events: ALL_EVENTS }, clock);
    const items = Array.from({ length: 15 }, (_, i) => ({ submissionId: `lead-${i}`, data: { i } }));
    expect(await enqueue("lead.created", ...items)).toBe(45);
    const otherDb = kind === "postgres" ? await openMigratedDb(database) : db;
    if (otherDb !== db) closers.push(() => otherDb.close());
    const one = dispatcher(crm, { batchSize: 4, perEndpoint: 2, workerId: "un" });
    const two = dispatcher(crm, { db: otherDb, batchSize: 4, perEndpoint: 2, workerId: "deux" });
    const [byOne, byTwo] = await Promise.all([one.drain(), two.drain()]);
    expect(byOne + byTwo).toBe(45);
    const ids = crm.requests.map((r) => r.headers["webhook-id"]);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect((await deliveries()).every((d) => d.status === "done" && d.attempts === 1)).toBe(true);
    if (kind === "postgres") expect(Math.min(byOne, byTwo)).toBeGreaterThan(0);
  });

  it("replays a delivery on demand with the same webhook-id, even once received, and sends a test event", async () => {
    const crm = await receiver(() => ({ status: 200 }));
    const endpoint = await addEndpoint(db, { url: crm.url("/crm"), events: ALL_EVENTS }, clock);
    await enqueue("lead.created", { submissionId: "a", data: { id: "a" } });
    const webhooks = dispatcher(crm);
    await webhooks.runOnce();
    const [delivered] = await deliveries();
    expect(await replayDelivery(db, delivered?.id ?? "", clock)).toEqual({
      outcome: "replayed",
      endpointId: endpoint.id,
    });
    expect(await webhooks.runOnce()).toBe(1);
    expect(crm.requests.map((r) => r.headers["webhook-id"])).toEqual([delivered?.id, delivered?.id]);
    expect((await deliveries())[0]).toMatchObject({ status: "done", attempts: 2 });
    expect(await replayDelivery(db, "msg_inconnu", clock)).toEqual({ outcome: "unknown" });

    const testId = await sendTestEvent(db, endpoint.id, clock);
    expect(testId).toMatch(/^msg_/);
    expect(await webhooks.runOnce()).toBe(1);
    const test = crm.requests[2] as WebhookReceiver["requests"][number];
    expect(test.headers["webhook-id"]).toBe(testId);
    expect(crm.verify(test, endpoint.secret)).toMatchObject({ type: "webhook.test", data: { test: true } });

    await setEndpointEnabled(db, endpoint.id, false, clock);
    expect(await replayDelivery(db, delivered?.id ?? "", clock)).toEqual({
      outcome: "endpoint-disabled",
      endpointId: endpoint.id,
    });
    expect(await sendTestEvent(db, endpoint.id, clock)).toBeNull();
  });

  it("refuses, at delivery time too, an address in a private range that is not allowed", async () => {
    const crm = await receiver(() => ({ status: 200 }));
    // Stored as it was allowed once (WEBHOOK_ALLOWED_ORIGINS changed since): the receiver's own address.
    await addEndpoint(db, { url: crm.url("/crm"), events: ALL_EVENTS }, clock);
    await enqueue("lead.created", { submissionId: "a", data: {} });
    await createWebhookDispatcher({
      db,
      logger: silent,
      allowedOrigins: [],
      now: () => clock,
      random: () => 0,
    }).runOnce();
    expect(crm.requests).toEqual([]);
    expect((await deliveries())[0]).toMatchObject({ status: "pending", last_error: "address-refused" });
  });

  it("purges attempts and payloads after 30 days, keeping the deliveries listed", async () => {
    const crm = await receiver(() => ({ status: 200 }));
    const endpoint = await addEndpoint(db, { url: crm.url("/crm"), events: ALL_EVENTS }, clock);
    await enqueue("lead.created", { submissionId: "a", data: {} });
    await dispatcher(crm).runOnce();
    clock += WEBHOOK_HISTORY_MS + 1;
    await dispatcher(crm).runOnce();
    const [kept] = await recentDeliveries(db, endpoint.id);
    expect(kept).toMatchObject({ status: "done", payloadKept: false, attemptLog: [] });
    expect(await replayDelivery(db, kept?.id ?? "", clock)).toMatchObject({ outcome: "erased" });
  });

  it("runs in the background: a notify sends at once, and stop ends the loop", async () => {
    const crm = await receiver(() => ({ status: 200 }));
    await addEndpoint(db, { url: crm.url("/crm"), events: ALL_EVENTS }, clock);
    const webhooks = dispatcher(crm, { pollMs: 60_000 });
    webhooks.start();
    await until(() => crm.requests.length === 0);
    await enqueue("lead.created", { submissionId: "a", data: {} });
    webhooks.notify();
    await until(async () => (await deliveries())[0]?.status === "done");
    await webhooks.stop();
    expect(crm.requests).toHaveLength(1);
  });
});
