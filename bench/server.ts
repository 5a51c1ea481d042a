/**
 * Server benchmark: autocannon on loopback, 50 connections, against a no-op route
 * (/health), a static page (/ in brotli) and a full durable contact submission
 * (validation, limits, one committed transaction with its outbox job), for SQLite and
 * PostgreSQL. Each request of the submission case has its own e-mail and its own client
 * address (X-Forwarded-For behind TRUST_PROXY=1), so neither limit answers instead.
 */
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { CONTACT_PATH, contactBody, contactHeaders } from "./lib/contact.ts";
import { markdownTable, saveResults } from "./lib/report.ts";
import { startServer } from "./lib/server-process.ts";
import { type BenchStore, postgresStore, sqliteStore } from "./lib/stores.ts";

export const SERVER_TARGETS = { submitToNoopRatio: 1 / 3, p99Ms: 50, connections: 50 } as const;

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;

interface CaseResult {
  store: "sqlite" | "postgres";
  case: "no-op" | "static" | "submit-contact";
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
}

type Case = { name: CaseResult["case"]; options: (url: string) => autocannon.Options };

const runId = randomBytes(3).toString("hex");
let sequence = 0;

const CASES: Case[] = [
  { name: "no-op", options: (url) => ({ url: `${url}/health` }) },
  { name: "static", options: (url) => ({ url: `${url}/`, headers: { "accept-encoding": "br" } }) },
  {
    name: "submit-contact",
    options: (url) => ({
      url,
      requests: [
        {
          method: "POST",
          path: CONTACT_PATH,
          setupRequest: (request) => {
            const n = sequence++;
            return { ...request, headers: contactHeaders(n), body: contactBody(n, runId) };
          },
        },
      ],
    }),
  },
];

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : done(result)));
  });
}

async function benchStore(store: BenchStore): Promise<CaseResult[]> {
  const server = await startServer({ ...store.env, TRUST_PROXY: "1" });
  const results: CaseResult[] = [];
  try {
    for (const c of CASES) {
      const base = { connections: SERVER_TARGETS.connections, ...c.options(server.url) };
      await run({ ...base, duration: WARMUP_S });
      const r = await run({ ...base, duration: DURATION_S });
      results.push({
        store: store.kind,
        case: c.name,
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        ok: r["2xx"],
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
      console.log(`  ${store.kind} ${c.name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
    }
  } finally {
    await server.stop();
    await store.drop();
  }
  return results;
}

export async function benchServer(): Promise<{ ok: boolean; table: string }> {
  console.log(`\n▶ server: autocannon, ${SERVER_TARGETS.connections} connections, ${DURATION_S} s per case`);
  const results: CaseResult[] = [];
  results.push(...(await benchStore(sqliteStore())));
  const pg = await postgresStore();
  if (pg) results.push(...(await benchStore(pg)));

  const rows = results.map((r) => {
    const noop = results.find((x) => x.store === r.store && x.case === "no-op")!;
    return [
      r.store,
      r.case,
      r.requestsPerSecond,
      (r.requestsPerSecond / noop.requestsPerSecond).toFixed(2),
      r.p50Ms,
      r.p99Ms,
      r.non2xx + r.errors,
    ];
  });
  const table = markdownTable(["store", "case", "req/s", "ratio to no-op", "p50 ms", "p99 ms", "non-2xx/errors"], rows);
  const verdicts = results
    .filter((r) => r.case === "submit-contact")
    .map((r) => {
      const noop = results.find((x) => x.store === r.store && x.case === "no-op")!;
      const ratio = r.requestsPerSecond / noop.requestsPerSecond;
      return {
        store: r.store,
        ratio,
        ratioMet: ratio >= SERVER_TARGETS.submitToNoopRatio,
        p99Met: r.p99Ms < SERVER_TARGETS.p99Ms,
        clean: r.non2xx + r.errors === 0,
      };
    });
  const file = saveResults("server", { targets: SERVER_TARGETS, durationS: DURATION_S, results, verdicts });
  console.log(`\n${table}\n\nTargets: submit-contact ≥ 1/3 of the no-op rate, p99 < 50 ms. Saved ${file}`);
  for (const v of verdicts)
    console.log(
      `  ${v.store}: ratio ${v.ratio.toFixed(2)} ${v.ratioMet ? "✓" : "✗"}, p99 ${v.p99Met ? "✓" : "✗"}, every answer 2xx ${v.clean ? "✓" : "✗"}`,
    );
  return { ok: verdicts.every((v) => v.clean), table };
}
