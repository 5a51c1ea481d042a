/**
 * `node bench/explain.ts [web] [server]`: the experiments behind the explanations of the missed
 * targets (scripts/bench/README.md, docs/bench-history.md); not part of `npm run bench`, nothing saved.
 * - web: Lighthouse on a few routes (BENCH_ROUTES, default /, /a-propos, /contact) as built, then
 *   with the browser refusing Next/React's chunks, our chunks, or every chunk (Lighthouse's
 *   blockedUrlPatterns): which JavaScript the LCP and TBT misses come from.
 * - server: the CPU time the server spends per request of each case (from /proc/<pid>/stat), at
 *   50 and at 10 connections: what a request costs, apart from the queueing of 50 connections.
 */
import { readFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath, missingChromiumMessage } from "../chromium.ts";
import { pageWeight } from "../gates/budgets.ts";
import { brotliSize } from "../gates/dist.ts";
import { jsShare } from "../gates/js-share.ts";
import { nextAssets, nextPages } from "../gates/next-build.ts";
import { CONTACT_PATH, contactActionRequest, contactBody, contactHeaders } from "./lib/contact.ts";
import { benchDistDir, type ServerProcess, startNext, tempDataDir } from "./lib/next-server.ts";
import { markdownTable, median } from "./lib/report.ts";
import { readActionId } from "./lib/server-action.ts";
import { postgresStore, sqliteStore } from "./lib/stores.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Whose a chunk is: only Next/React's bytes ("framework"), or some of ours ("ours"). */
export function chunkOwners(
  files: readonly string[],
  share: (file: string) => { framework: number; ours: number },
): { framework: string[]; ours: string[] } {
  const owners = { framework: [] as string[], ours: [] as string[] };
  for (const file of files) (share(file).ours > 0 ? owners.ours : owners.framework).push(file);
  return owners;
}

async function explainWeb(): Promise<void> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error(missingChromiumMessage());
  const dir = benchDistDir();
  const assets = nextAssets(dir);
  const routes = (process.env.BENCH_ROUTES ?? "/,/a-propos,/contact").split(",").map((r) => r.trim());
  const pages = nextPages(dir).filter((page) => routes.includes(page.path));
  const dataDir = tempDataDir("explain");
  const server = await startNext({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox"] });
  const rows: Array<Array<string | number>> = [];
  try {
    for (const page of pages) {
      const files = pageWeight(page.html, page.path, assets, brotliSize).files.js;
      const owners = chunkOwners(files, (file) => jsShare([file], [], assets, brotliSize));
      const pattern = (file: string) => `*${file}`;
      const variants: Array<[string, string[]]> = [
        ["as built", []],
        [`Next/React chunks refused (${owners.framework.length})`, owners.framework.map(pattern)],
        [`our chunks refused (${owners.ours.length})`, owners.ours.map(pattern)],
        ["every chunk refused", ["*/_next/static/chunks/*.js"]],
      ];
      for (const [name, blockedUrlPatterns] of variants) {
        const figures: Array<{ perf: number; fcp: number; lcp: number; tbt: number }> = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(`${server.url}${page.path}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            blockedUrlPatterns,
          });
          const audits = result!.lhr.audits;
          figures.push({
            perf: Math.round((result!.lhr.categories.performance?.score ?? 0) * 100),
            fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
            lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
            tbt: audits["total-blocking-time"]?.numericValue ?? 0,
          });
        }
        const m = (key: keyof (typeof figures)[number]) => Math.round(median(figures.map((f) => f[key])));
        rows.push([page.path, name, m("perf"), m("fcp"), m("lcp"), m("tbt")]);
        console.log(`  ${page.path} ${name}: perf ${m("perf")}, LCP ${m("lcp")} ms, TBT ${m("tbt")} ms`);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${markdownTable(["route", "variant", "perf", "FCP ms", "LCP ms", "TBT ms"], rows)}\n(median of ${RUNS})`,
  );
}

/** CPU time of a process (user + system) in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function explainServer(): Promise<void> {
  const actionId = readActionId(benchDistDir());
  const rows: Array<Array<string | number>> = [];
  let n = 0;
  for (const store of [sqliteStore(), await postgresStore()]) {
    if (!store) continue;
    const server: ServerProcess = await startNext({ ...store.env, TRUST_PROXY: "1", LOG_LEVEL: "info" });
    const cases: Array<[string, (url: string) => autocannon.Options]> = [
      ["GET /health", (url) => ({ url: `${url}/health` })],
      ["OPTIONS preflight", (url) => ({ url: `${url}${CONTACT_PATH}`, method: "OPTIONS" })],
      ["GET /_next/static CSS (no middleware)", (url) => ({ url: `${url}/_next/static/chunks/${homeStylesheet()}` })],
      ["GET / (gzip)", (url) => ({ url: `${url}/`, headers: { "accept-encoding": "gzip, deflate, br, zstd" } })],
      [
        "submit-contact",
        (url) => ({
          url,
          requests: [
            {
              method: "POST",
              path: CONTACT_PATH,
              setupRequest: (request) => {
                const i = n++;
                return { ...request, headers: contactHeaders(i), body: contactBody(i, "explain") };
              },
            },
          ],
        }),
      ],
      [
        "contact action",
        (url) => ({
          url,
          requests: [
            {
              method: "POST",
              path: "/contact",
              setupRequest: (request) => {
                const call = contactActionRequest(n++, "explain", actionId, url);
                return { ...request, path: call.path, headers: call.headers, body: call.body };
              },
            },
          ],
        }),
      ],
    ];
    try {
      for (const [name, options] of cases) {
        for (const connections of [50, 10]) {
          await autocannon({ ...options(server.url), connections, duration: 2 });
          const before = cpuMs(server.child.pid!);
          const r = await autocannon({ ...options(server.url), connections, duration: 5 });
          const perRequest = (cpuMs(server.child.pid!) - before) / Math.max(r.requests.total, 1);
          rows.push([
            store.kind,
            name,
            connections,
            Math.round(r.requests.average),
            r.latency.p50,
            r.latency.p99,
            perRequest.toFixed(2),
          ]);
          console.log(`  ${store.kind} ${name} c=${connections}: ${Math.round(r.requests.average)} req/s`);
        }
      }
    } finally {
      await server.stop();
      await store.drop();
    }
  }
  console.log(
    `\n${markdownTable(["store", "case", "connections", "req/s", "p50 ms", "p99 ms", "server CPU ms/request"], rows)}`,
  );
}

function homeStylesheet(): string {
  const html = nextPages(benchDistDir()).find((page) => page.path === "/")?.html ?? "";
  return /\/_next\/static\/chunks\/([^"]+\.css)/.exec(html)?.[1] ?? "";
}

if (import.meta.main) {
  const asked = process.argv.slice(2);
  if (!asked.length || asked.includes("web")) await explainWeb();
  if (!asked.length || asked.includes("server")) await explainServer();
  process.exit(0);
}
