/**
 * Webhooks bench: WEBHOOK_BENCH.leads contact requests stored at WEBHOOK_BENCH.rate a second on
 * SQLite (the lead's arrival queues its `lead.created` in the same transaction), delivered by the
 * webhooks' dispatcher (lib/server/webhooks/dispatcher.ts, its production policy) to a CRM's
 * receiver on loopback that verifies every request with `standardwebhooks` as a CRM would. Run
 * twice: the receiver up all along, then the receiver down (its port closed) for
 * WEBHOOK_BENCH.downMs from the middle of the arrivals. Reported: every lead delivered, every
 * signature verified, the requests received twice (always with the same `webhook-id`), and p50 / p99
 * from a lead's arrival to its delivery.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { createLogger } from "../../lib/server/logger.ts";
import { openStore } from "../../lib/server/site-store/index.ts";
import { openSqliteDb } from "../../lib/server/store/sqlite-db.ts";
import { createWebhookDispatcher } from "../../lib/server/webhooks/dispatcher.ts";
import { addEndpoint } from "../../lib/server/webhooks/endpoints.ts";
import { contactSubmission } from "../../tests/support/submissions.ts";
import { markdownTable, saveResults } from "./lib/report.ts";

export const WEBHOOK_BENCH = { leads: 1_000, rate: 50, downMs: 60_000, timeoutMs: 15 * 60_000 } as const;

export interface WebhookRun {
  scenario: "up" | "down";
  leads: number;
  delivered: number;
  verified: number;
  refusedSignatures: number;
  /** Requests received for a lead already received: each with the same `webhook-id`. */
  repeated: number;
  repeatedWithOtherId: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From the first arrival to the last delivery. */
  totalS: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

/** A CRM's endpoint on loopback that can go down (its port closed) and come back on the same port. */
async function crmReceiver(onRequest: (body: string, headers: Record<string, string>) => void) {
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      const listening = createServer((request, response) => {
        let body = "";
        request.setEncoding("utf8");
        request.on("data", (chunk: string) => {
          body += chunk;
        });
        request.on("end", () => {
          onRequest(body, request.headers as Record<string, string>);
          response.writeHead(204).end();
        });
      });
      server = listening;
      listening.listen(port, "127.0.0.1", () => resolve((listening.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    origin: `http://127.0.0.1:${port}`,
    async down() {
      const closing = server;
      server = undefined;
      closing?.closeAllConnections();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    up: () => listen(port),
    close() {
      return this.down();
    },
  };
}

export interface WebhookBenchSettings {
  leads: number;
  rate: number;
  downMs: number;
  timeoutMs: number;
  /** The dispatcher's backoff; the production policy's when absent (the unit test shortens it). */
  retry?: { baseMs: number; maxMs: number };
}

/** One run of the bench: `down` closes the receiver's port from the middle of the arrivals for `downMs`. */
export async function runWebhookBench(
  scenario: "up" | "down",
  settings: WebhookBenchSettings = WEBHOOK_BENCH,
): Promise<WebhookRun> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-bench-webhooks-"));
  const store = await openStore({ dataDir, databaseUrl: undefined });
  const db = openSqliteDb(dataDir);
  const arrivals = new Map<string, number>();
  const delivered = new Map<string, { at: number; webhookId: string }>();
  let verified = 0;
  let refused = 0;
  let repeated = 0;
  let repeatedWithOtherId = 0;
  let secret = "";
  const receiver = await crmReceiver((body, headers) => {
    let payload: { data: { id: string } };
    try {
      payload = new Webhook(secret).verify(body, headers) as { data: { id: string } };
      verified++;
    } catch {
      refused++;
      return;
    }
    const seen = delivered.get(payload.data.id);
    if (seen) {
      repeated++;
      if (seen.webhookId !== headers["webhook-id"]) repeatedWithOtherId++;
    } else delivered.set(payload.data.id, { at: Date.now(), webhookId: headers["webhook-id"] ?? "" });
  });
  const endpoint = await addEndpoint(db, { url: `${receiver.origin}/crm`, events: ["lead.created"] }, Date.now());
  secret = endpoint.secret;
  const dispatcher = createWebhookDispatcher({
    db,
    logger: createLogger("silent"),
    allowedOrigins: [receiver.origin],
    ...(settings.retry ? { retry: settings.retry } : {}),
  });
  dispatcher.start();
  let downFor: Promise<unknown> = Promise.resolve();
  const started = Date.now();
  try {
    for (let i = 0; i < settings.leads; i++) {
      // Paced from the start, not from the previous lead: the rate holds whatever the store's latency.
      const due = started + (i * 1000) / settings.rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (scenario === "down" && i === Math.floor(settings.leads / 2)) {
        await receiver.down();
        downFor = new Promise((resolve) => setTimeout(resolve, settings.downMs)).then(() => receiver.up());
      }
      const now = Date.now();
      const lead = contactSubmission({ now, email: `personne${i}@exemple.fr` });
      await store.submit(lead);
      arrivals.set(lead.id, now);
      dispatcher.notify();
    }
    await downFor;
    const deadline = Date.now() + settings.timeoutMs;
    while (delivered.size < settings.leads && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await dispatcher.stop();
    await receiver.close();
    await db.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const latencies = [...delivered].map(([id, { at }]) => at - (arrivals.get(id) ?? at)).sort((a, b) => a - b);
  const last = Math.max(...[...delivered.values()].map((d) => d.at));
  return {
    scenario,
    leads: settings.leads,
    delivered: delivered.size,
    verified,
    refusedSignatures: refused,
    repeated,
    repeatedWithOtherId,
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    totalS: Math.round((last - started) / 100) / 10,
  };
}

export async function benchWebhooks(): Promise<{ ok: boolean; table: string }> {
  const runs = [await runWebhookBench("up"), await runWebhookBench("down")];
  saveResults("webhooks", { bench: WEBHOOK_BENCH, runs });
  const ok = runs.every((r) => r.delivered === r.leads && r.refusedSignatures === 0 && r.repeatedWithOtherId === 0);
  const table = markdownTable(
    [
      "Receiver",
      "Leads",
      "Delivered",
      "Verified",
      "Refused",
      "Repeated (same id)",
      "p50 ms",
      "p99 ms",
      "max ms",
      "Total s",
    ],
    runs.map((r) => [
      r.scenario === "up" ? "up all along" : `down ${WEBHOOK_BENCH.downMs / 1000} s mid-run`,
      r.leads,
      r.delivered,
      r.verified,
      r.refusedSignatures,
      `${r.repeated} (${r.repeated - r.repeatedWithOtherId})`,
      r.p50Ms,
      r.p99Ms,
      r.maxMs,
      r.totalS,
    ]),
  );
  return { ok, table };
}
