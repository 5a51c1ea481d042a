/**
 * Audience bench: POST /mesure-audience at AUDIENCE_BENCH.rate beacons per second for
 * AUDIENCE_BENCH.seconds against the server (scripts/bench/lib/next-server.ts) on SQLite, then on PostgreSQL. Every beacon is a
 * valid page view with its own view id and client address (X-Forwarded-For behind TRUST_PROXY=1),
 * so neither the replay guard nor the throttle answers instead. Afterwards the store is polled
 * until the views counted in the tables equal the beacons answered 204 (the tally's periodic
 * flush), then the server is stopped (SIGTERM: the shutdown's flush) and the tables read again: the
 * totals must still be equal, views, entries and metrics alike. Then once more with two
 * instances on one PostgreSQL, each sent half the beacons: the architecture's way past one process,
 * each instance counting its own views into the same rows.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { AUDIENCE_LIMITS } from "../../lib/config/audience.ts";
import { audienceMetricRows, audienceViewRows, type StoreLocation } from "../../tests/support/audience-counters.ts";
import { AUDIENCE_BEACON_PATH, beaconRequest, benchBeacon, METRICS_PER_BEACON } from "./lib/beacons.ts";
import { benchDistDir, type ServerProcess, startNext } from "./lib/next-server.ts";
import { markdownTable, saveResults } from "./lib/report.ts";
import { type BenchStore, postgresStore, sqliteStore } from "./lib/stores.ts";
import { cpuMs } from "./middleware.ts";

/**
 * 100 connections at 10 beacons a second each: a connection waits for its answer before sending
 * again, so with fewer the rate would follow the latency (Little's law), not the server.
 */
export const AUDIENCE_BENCH = { rate: 1_000, seconds: 10, connections: 100 } as const;

export interface AudienceResult {
  store: "sqlite" | "postgres";
  /** Server processes on the store, each sent its share of the beacons. */
  instances: number;
  /** Beacons sent, answered 204, answered otherwise, and failed (errors and timeouts). */
  sent: number;
  counted: number;
  non2xx: number;
  errors: number;
  /** How long the beacons took to send (the target: AUDIENCE_BENCH.seconds), the rate achieved, and the latencies. */
  durationS: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of the server per beacon (user + system), the periodic flushes included. */
  cpuMsPerBeacon: number;
  /** The same server's CPU time per `GET /health` (one SELECT 1), measured just before: the floor of a route handler on this machine now. */
  healthCpuMsPerRequest: number;
  /** Entries among the beacons built (every one is sent once when `built` equals `sent`). */
  built: number;
  entriesBuilt: number;
  /** What the tables held once the periodic flushes had written every view, and after the shutdown. */
  storedViews: number;
  storedEntries: number;
  storedMetrics: number;
  storedRows: number;
  /** How long after the last answer the tables held every view (the flush interval at most, plus its write). */
  writtenWithinMs: number;
  afterShutdown: { views: number; entries: number; metrics: number };
  loadAverage1m: number;
}

async function totals(store: StoreLocation) {
  const views = await audienceViewRows(store);
  const metrics = await audienceMetricRows(store);
  return {
    views: views.reduce((sum, row) => sum + row.views, 0),
    entries: views.reduce((sum, row) => sum + row.entries, 0),
    metrics: metrics.reduce((sum, row) => sum + row.count, 0),
    rows: views.length + metrics.length,
  };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : done(result)));
  });
}

/** Beacons at `rate` per second to `servers` together (each its share), `amount` in all: the answers summed. */
async function sendBeacons(
  servers: readonly ServerProcess[],
  amount: number,
  build: (n: number, origin: string) => { headers: Record<string, string>; body: string },
): Promise<{ ok: number; non2xx: number; errors: number; durationS: number; p50Ms: number; p99Ms: number }> {
  let next = 0;
  const results = await Promise.all(
    servers.map((server) =>
      run({
        url: server.url,
        connections: AUDIENCE_BENCH.connections / servers.length,
        overallRate: AUDIENCE_BENCH.rate / servers.length,
        amount: amount / servers.length,
        requests: [
          {
            method: "POST",
            path: AUDIENCE_BEACON_PATH,
            setupRequest: (request) => ({ ...request, ...build(next++, server.url) }),
          },
        ],
      }),
    ),
  );
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    ok: sum((r) => r["2xx"]),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors + r.timeouts),
    durationS: Math.max(...results.map((r) => r.duration)),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/** The CPU time of every server process together (ms). */
const cpuOf = (servers: readonly ServerProcess[]) =>
  servers.reduce((total, server) => total + cpuMs(server.child.pid ?? 0), 0);

async function benchStore(store: BenchStore, instances = 1): Promise<AudienceResult> {
  const runId = randomBytes(3).toString("hex");
  const servers: ServerProcess[] = [];
  let built = 0;
  let entriesBuilt = 0;
  try {
    for (let i = 0; i < instances; i++)
      servers.push(await startNext({ ...store.env, TRUST_PROXY: "1", LOG_LEVEL: "info" }));
    const first = servers[0] as ServerProcess;
    const healthBefore = cpuMs(first.child.pid ?? 0);
    const health = await run({ url: `${first.url}/health`, connections: 10, duration: 3 });
    const healthCpuMsPerRequest =
      Math.round(((cpuMs(first.child.pid ?? 0) - healthBefore) / Math.max(health.requests.total, 1)) * 1000) / 1000;
    const amount = AUDIENCE_BENCH.rate * AUDIENCE_BENCH.seconds;
    const cpuBefore = cpuOf(servers);
    const result = await sendBeacons(servers, amount, (n, origin) => {
      built++;
      if (benchBeacon(n, runId).entry) entriesBuilt++;
      return beaconRequest(n, runId, origin);
    });
    const answeredAt = Date.now();
    const cpuDuring = cpuOf(servers) - cpuBefore;
    // The periodic flushes write them (AUDIENCE_LIMITS.flushEveryMs): wait for them, bounded.
    let stored = await totals(store);
    while (stored.views < result.ok && Date.now() - answeredAt < 3 * AUDIENCE_LIMITS.flushEveryMs + 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stored = await totals(store);
    }
    const writtenWithinMs = Date.now() - answeredAt;
    for (const server of servers) await server.stop();
    const after = await totals(store);
    const outcome: AudienceResult = {
      store: store.kind,
      instances,
      sent: amount,
      counted: result.ok,
      non2xx: result.non2xx,
      errors: result.errors,
      durationS: Math.round(result.durationS * 10) / 10,
      requestsPerSecond: Math.round(result.ok / result.durationS),
      cpuMsPerBeacon: Math.round((cpuDuring / Math.max(result.ok, 1)) * 1000) / 1000,
      healthCpuMsPerRequest,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      built,
      entriesBuilt,
      storedViews: stored.views,
      storedEntries: stored.entries,
      storedMetrics: stored.metrics,
      storedRows: stored.rows,
      writtenWithinMs,
      afterShutdown: { views: after.views, entries: after.entries, metrics: after.metrics },
      loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
    };
    console.log(
      `  ${store.kind} ×${instances}: ${outcome.counted} of ${outcome.sent} answered 204 in ${outcome.durationS} s (${outcome.requestsPerSecond}/s, ${outcome.cpuMsPerBeacon} ms of CPU each; /health ${healthCpuMsPerRequest} ms), p50 ${outcome.p50Ms} ms, p99 ${outcome.p99Ms} ms; ${outcome.storedViews} views in the tables ${writtenWithinMs} ms after the last answer`,
    );
    return outcome;
  } finally {
    for (const server of servers) await server.stop();
    await store.drop();
  }
}

/** What makes a run sound: every beacon answered 204, each counted once in the tables, before and after the shutdown. */
export function audienceVerdict(r: AudienceResult): {
  clean: boolean;
  countedAll: boolean;
  rateHeld: boolean;
  ok: boolean;
} {
  const clean = r.non2xx === 0 && r.errors === 0 && r.counted === r.sent;
  // The rate is held when the beacons went out in the time asked, give or take a second.
  const rateHeld = r.durationS <= AUDIENCE_BENCH.seconds + 1;
  const exact = (t: { views: number; entries: number; metrics: number }) =>
    t.views === r.counted &&
    t.metrics === r.counted * METRICS_PER_BEACON &&
    (r.built !== r.counted || t.entries === r.entriesBuilt);
  const countedAll =
    exact({ views: r.storedViews, entries: r.storedEntries, metrics: r.storedMetrics }) && exact(r.afterShutdown);
  return { clean, countedAll, rateHeld, ok: clean && countedAll };
}

export function audienceTable(results: readonly AudienceResult[]): string {
  return markdownTable(
    [
      "store",
      "beacons sent",
      "in s",
      "beacons/s",
      "CPU ms/beacon",
      "CPU ms/health",
      "p50 ms",
      "p99 ms",
      "non-2xx/errors",
      "answered 204",
      "views in the tables",
      "entries / sent",
      "metrics",
      "rows",
      "written within",
      "after shutdown",
    ],
    results.map((r) => [
      r.instances > 1 ? `${r.store} ×${r.instances}` : r.store,
      r.sent,
      r.durationS,
      r.requestsPerSecond,
      r.cpuMsPerBeacon.toFixed(3),
      r.healthCpuMsPerRequest.toFixed(3),
      r.p50Ms,
      r.p99Ms,
      r.non2xx + r.errors,
      r.counted,
      r.storedViews,
      `${r.storedEntries} / ${r.entriesBuilt}`,
      r.storedMetrics,
      r.storedRows,
      `${(r.writtenWithinMs / 1000).toFixed(1)} s`,
      r.afterShutdown.views,
    ]),
  );
}

export async function benchAudience(): Promise<{ ok: boolean; table: string }> {
  const dir = benchDistDir();
  console.log(
    `\n▶ audience: ${AUDIENCE_BENCH.rate} beacons/s for ${AUDIENCE_BENCH.seconds} s, ${AUDIENCE_BENCH.connections} connections, build ${dir}`,
  );
  const results: AudienceResult[] = [await benchStore(sqliteStore())];
  const pg = await postgresStore();
  if (pg) results.push(await benchStore(pg));
  // The architecture's way past one process: two instances on one PostgreSQL, each its share.
  const pgPair = await postgresStore();
  if (pgPair) results.push(await benchStore(pgPair, 2));
  const table = audienceTable(results);
  const verdicts = results.map((r) => ({ store: `${r.store} ×${r.instances}`, ...audienceVerdict(r) }));
  const file = saveResults("audience", { build: "next", distDir: dir, targets: AUDIENCE_BENCH, results, verdicts });
  console.log(`\n${table}\n\nSaved ${file}`);
  for (const v of verdicts)
    console.log(
      `  ${v.store}: ${AUDIENCE_BENCH.rate} beacons/s held ${v.rateHeld ? "✓" : "✗"}; every beacon answered 204 ${v.clean ? "✓" : "✗"}; every view counted once in the tables ${v.countedAll ? "✓" : "✗"}`,
    );
  return { ok: verdicts.length > 0 && verdicts.every((v) => v.ok), table };
}
